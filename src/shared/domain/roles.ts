/*
 * Who may do what in a business (docs/decisions/0018). better-auth's organization plugin checks the member and
 * invitation statements on its own endpoints, from this table; our routes check the rest through `can`
 * and `ACTIONS` (server/auth/session.ts), and the screens read the same answer to show or hide controls.
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
  /** The business's trucks, trailers, carts and stands (docs/product/fleet.md). */
  vehicle: ['write'],
  /** The events the business sells at (docs/product/events.md). */
  event: ['write'],
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
  manager: {
    permit: ['write'],
    businessProfile: ['update'],
    report: ['read'],
    sharing: ['manage'],
    vehicle: ['write'],
    event: ['write'],
  },
  crew: { report: ['read'] },
};

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A role an owner may give (Manager or Crew); the owner's own moves only by a transfer. */
export const isAssignableRole = (value: unknown): value is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly unknown[]).includes(value);

/** Whether `role`'s statements hold all of `permission`. An unknown role holds nothing. */
export function grants(role: string | null | undefined, permission: Permission): boolean {
  if (!isRole(role)) return false;
  const granted = ROLE_PERMISSIONS[role];
  return Object.entries(permission).every(([resource, actions]) =>
    (actions ?? []).every((action) =>
      (granted[resource as keyof Permission] as readonly string[] | undefined)?.includes(action),
    ),
  );
}

/**
 * What a route or a control asks for, by name: the one place that says which statements each action needs
 * (docs/product/teams.md#what-each-role-may-do).
 */
export const ACTIONS = {
  /** Add, edit, delete and renew permits and their documents; dismiss suggestions; run the monitor. */
  writePermits: { permit: ['write'] },
  updateBusinessProfile: { businessProfile: ['update'] },
  /** Add, edit, archive and restore vehicles; choose which members work on each (docs/product/fleet.md). */
  writeVehicles: { vehicle: ['write'] },
  /** Add, edit and remove events; mark their lines not needed (docs/product/events.md). */
  writeEvents: { event: ['write'] },
  manageBilling: { billing: ['manage'] },
  readReports: { report: ['read'] },
  /** Share links and e-mailed packets (docs/decisions/0024). */
  manageSharing: { sharing: ['manage'] },
  /** Invite, resend and revoke invitations; change a member's role; remove a member. */
  manageTeam: { member: ['create', 'update', 'delete'], invitation: ['create', 'cancel'] },
  /**
   * The owner's alone: the business is theirs until they transfer it. They may transfer it, it closes with
   * their account and stays open to them on Free; they cannot leave it, be removed or be given another role
   * (docs/decisions/0018).
   */
  ownBusiness: { organization: ['delete'] },
} as const satisfies Record<string, Permission>;
export type Action = keyof typeof ACTIONS;

/** Whether `role` may do `action`. An unknown role may do nothing. */
export const can = (role: string | null | undefined, action: Action): boolean =>
  grants(role, ACTIONS[action]);

/** The roles that may do `action`, e.g. for a query that decides for many members at once. */
export const rolesThatCan = (action: Action): Role[] => ROLES.filter((role) => can(role, action));

/** Reminder e-mails until a member chooses: on for the owner and managers, off for crew (docs/decisions/0018). */
export const emailAlertsByDefault = (role: Role) => role !== 'crew';
