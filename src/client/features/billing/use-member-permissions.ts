import { msg } from '@lingui/core/macro';
import { can } from '@shared/domain/roles';
import { useEntitlements } from './api/get-entitlements';

/**
 * What the signed-in member may change in the business they work in, from the role the entitlements answer
 * names (docs/decisions/0018); the server refuses the rest with FORBIDDEN. Until the role is known (still
 * loading, or the request failed) every answer is no: a control that shows and then vanishes, or one the
 * server would refuse, is worse than one that appears a moment later.
 */
export function useMemberPermissions() {
  const entitlements = useEntitlements();
  const role = entitlements.data?.role;
  return {
    role,
    businessName: entitlements.data?.businessName,
    /** The role is still being asked for. */
    isPending: entitlements.isPending,
    /** The role could not be read: the screen says so and offers `retry`. */
    isError: entitlements.isError && role === undefined,
    retry: () => void entitlements.refetch(),
    retrying: entitlements.isRefetching,
    mayChangePermits: can(role, 'writePermits'),
    mayManageBilling: can(role, 'manageBilling'),
    mayUpdateBusinessProfile: can(role, 'updateBusinessProfile'),
    /** Share links and e-mailed packets (docs/decisions/0024). */
    mayShare: can(role, 'manageSharing'),
  };
}

/**
 * What a manager or crew member reads where the owner would find the plan's buy and manage buttons: a
 * descriptor, worded where it is shown (`t(OWNER_MANAGES_PLAN_MESSAGE)`, docs/decisions/0026).
 */
export const OWNER_MANAGES_PLAN_MESSAGE = msg`The owner manages the plan.`;

/** What a screen says while the role cannot be read, instead of controls it cannot know to offer. */
export const ROLE_LOAD_FAILED_MESSAGE = msg`Could not check your role in this business. Changes are unavailable for now.`;
