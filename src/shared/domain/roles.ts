/*
 * Who may do what in a business (docs/decisions/0018). better-auth's organization plugin checks the member and
 * invitation statements on its own endpoints, from this table; our routes check the rest through `can`
 * (server/auth/session.ts), and the screens read the same answer to show or hide controls.
 */

export const ROLES = ['owner', 'manager', 'crew'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an owner can give by invitation or change to: ownership moves only by a transfer. */
export const ASSIGNABLE_ROLES = ['manager', 'crew'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Marked for translation (docs/decisions/0026): shown as `i18n._(ROLE_LABELS[role])`. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: /*i18n*/ 'Owner',
  manager: /*i18n*/ 'Manager',
  crew: /*i18n*/ 'Crew',
};

/** Every resource and its actions: the organization plugin's own (it checks them on its endpoints), then ours. */
export const ROLE_STATEMENTS = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  permit: ['write'],
  businessProfile: ['update'],
  billing: ['manage'],
  report: ['read'],
  /** Share links and e-mailed packets: the business's permits and documents shown outside it. */
  sharing: ['manage'],
} as const;

/** The permissions a route or a control needs, e.g. `{ permit: ['write'] }`. */
export type Permission = {
  [Resource in keyof typeof ROLE_STATEMENTS]?: readonly (typeof ROLE_STATEMENTS)[Resource][number][];
};

/**
 * What each role may do. The server gives the same table to better-auth's access control
 * (server/auth/access-control.ts); here it is plain data, so the screens check it without loading better-auth.
 */
export const ROLE_PERMISSIONS: Record<Role, Permission> = {
  owner: ROLE_STATEMENTS,
  manager: { permit: ['write'], businessProfile: ['update'], report: ['read'], sharing: ['manage'] },
  crew: { report: ['read'] },
};

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Whether `role` may do all of `permission`. An unknown role may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!isRole(role)) return false;
  const granted = ROLE_PERMISSIONS[role];
  return Object.entries(permission).every(([resource, actions]) =>
    (actions ?? []).every((action) =>
      (granted[resource as keyof Permission] as readonly string[] | undefined)?.includes(action),
    ),
  );
}

/** Reminder e-mails until a member chooses: on for the owner and managers, off for crew (docs/decisions/0018). */
export const emailAlertsByDefault = (role: Role) => role !== 'crew';
