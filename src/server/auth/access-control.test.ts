import { describe, expect, it } from 'vitest';
import { grants, ROLE_STATEMENTS, ROLES } from '../../shared/domain/roles';
import { roles } from './access-control';

describe('the roles table', () => {
  it("answers `grants` as better-auth's access control does, for every role, resource and action", () => {
    for (const role of ROLES) {
      for (const [resource, actions] of Object.entries(ROLE_STATEMENTS)) {
        for (const action of actions) {
          const permission = { [resource]: [action] };
          expect(grants(role, permission), `${role} ${resource}:${action}`).toBe(
            roles[role].authorize(permission as never).success,
          );
        }
      }
    }
  });
});
