import { describe, expect, it } from 'vitest';
import { can, ROLE_STATEMENTS, ROLES } from '../../shared/domain/roles';
import { roles } from './access-control';

describe('the roles table', () => {
  it("answers `can` as better-auth's access control does, for every role, resource and action", () => {
    for (const role of ROLES) {
      for (const [resource, actions] of Object.entries(ROLE_STATEMENTS)) {
        for (const action of actions) {
          const permission = { [resource]: [action] };
          expect(can(role, permission), `${role} ${resource}:${action}`).toBe(
            roles[role].authorize(permission as never).success,
          );
        }
      }
    }
  });

  it('gives crew reading only, managers no billing or members, and an unknown role nothing', () => {
    expect(can('crew', { permit: ['write'] })).toBe(false);
    expect(can('manager', { permit: ['write'] })).toBe(true);
    expect(can('manager', { billing: ['manage'] })).toBe(false);
    expect(can('manager', { member: ['create'] })).toBe(false);
    expect(can('owner', { member: ['create', 'update', 'delete'], billing: ['manage'] })).toBe(true);
    expect(can('admin', { report: ['read'] })).toBe(false);
    expect(can(undefined, { report: ['read'] })).toBe(false);
  });
});
