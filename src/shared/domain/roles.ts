import { createAccessControl } from 'better-auth/plugins/access';

/*
 * Who may do what in a business (docs/decisions/0018). better-auth's organization plugin checks the member and
 * invitation statements on its own endpoints; our routes check the rest through `can` (server/auth/session.ts),
 * and the screens read the same answer to show or hide controls.
 */

export const ROLES = ['owner', 'manager', 'crew'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an owner can give by invitation or change to: ownership moves only by a transfer. */
export const ASSIGNABLE_ROLES = ['manager', 'crew'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', manager: 'Manager', crew: 'Crew' };

const statements = {
  // The plugin's own resources: it checks these on its member and invitation endpoints.
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  // Ours.
  permit: ['write'],
  businessProfile: ['update'],
  billing: ['manage'],
  report: ['read'],
} as const;

export const accessControl = createAccessControl(statements);

const everyMemberMay = { report: ['read'] } as const;

export const roles = {
  owner: accessControl.newRole({
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    permit: ['write'],
    businessProfile: ['update'],
    billing: ['manage'],
    ...everyMemberMay,
  }),
  manager: accessControl.newRole({ permit: ['write'], businessProfile: ['update'], ...everyMemberMay }),
  crew: accessControl.newRole({ ...everyMemberMay }),
};

/** The permissions a route or a control needs, e.g. `{ permit: ['write'] }`. */
export type Permission = {
  [Resource in keyof typeof statements]?: readonly (typeof statements)[Resource][number][];
};

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Whether `role` may do all of `permission`. An unknown role may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!isRole(role)) return false;
  return roles[role].authorize(permission as never).success;
}

/** Reminder e-mails until a member chooses: on for the owner and managers, off for crew (docs/decisions/0018). */
export const emailAlertsByDefault = (role: Role) => role !== 'crew';
