import { describe, expect, it } from 'vitest';
import { ACTIONS, can, isAssignableRole, ROLES, rolesThatCan, type Action, type Role } from './roles';

/** docs/product/teams.md#what-each-role-may-do, action by action. */
const EXPECTED: Record<Action, Record<Role, boolean>> = {
  writePermits: { owner: true, manager: true, crew: false },
  updateBusinessProfile: { owner: true, manager: true, crew: false },
  writeVehicles: { owner: true, manager: true, crew: false },
  writeEvents: { owner: true, manager: true, crew: false },
  manageBilling: { owner: true, manager: false, crew: false },
  readReports: { owner: true, manager: true, crew: true },
  manageSharing: { owner: true, manager: true, crew: false },
  manageTeam: { owner: true, manager: false, crew: false },
  ownBusiness: { owner: true, manager: false, crew: false },
};

describe('the roles table', () => {
  it('answers every action for every role as the product says', () => {
    const answers = Object.fromEntries(
      Object.keys(ACTIONS).map((action) => [
        action,
        Object.fromEntries(ROLES.map((role) => [role, can(role, action as Action)])),
      ]),
    );
    expect(answers).toEqual(EXPECTED);
  });

  it('lets an unknown role, or none, do nothing', () => {
    for (const action of Object.keys(ACTIONS) as Action[]) {
      expect(can('admin', action), action).toBe(false);
      expect(can(undefined, action), action).toBe(false);
      expect(can(null, action), action).toBe(false);
    }
  });

  it('gives the business to one role, which no one can be given but by a transfer', () => {
    expect(rolesThatCan('ownBusiness')).toEqual(['owner']);
    expect(ROLES.filter(isAssignableRole)).toEqual(['manager', 'crew']);
    expect(isAssignableRole('admin')).toBe(false);
  });
});
