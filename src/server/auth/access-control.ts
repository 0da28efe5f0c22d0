import { createAccessControl } from 'better-auth/plugins/access';
import { ROLE_PERMISSIONS, ROLE_STATEMENTS } from '../../shared/domain/roles';

/** The organization plugin's access control, from the roles table the screens read too (shared/domain/roles.ts). */
export const accessControl = createAccessControl(ROLE_STATEMENTS);

const roleOf = (permissions: (typeof ROLE_PERMISSIONS)[keyof typeof ROLE_PERMISSIONS]) =>
  accessControl.newRole(permissions as Parameters<typeof accessControl.newRole>[0]);

export const roles = {
  owner: roleOf(ROLE_PERMISSIONS.owner),
  manager: roleOf(ROLE_PERMISSIONS.manager),
  crew: roleOf(ROLE_PERMISSIONS.crew),
};
