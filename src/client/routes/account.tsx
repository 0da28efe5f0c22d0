import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@shared/domain/roles';
import { SignedInHeader } from '@client/app/signed-in-header';
import { LoadFailed } from '@client/components/load-failed';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth/api/get-session';
import { CloseAccountCard } from '@client/features/account/components/close-account-card';
import { LanguageCard } from '@client/features/account/components/language-card';
import { LazyCloseAccountDialog } from '@client/features/account/components/lazy-close-account-dialog';
import { TeamCard } from '@client/features/account/components/team-card';
import { SignOutCard } from '@client/features/auth/components/sign-out-card';
import { BusinessProfileCard } from '@client/features/business-profile/components/business-profile-card';
import { useEffectiveSubscription } from '@client/features/billing/api/get-subscription-status';
import { ManageSubscriptionCard } from '@client/features/billing/components/manage-subscription-card';
import { PaymentManagementCard } from '@client/features/billing/components/payment-management-card';
import { PlanStatusCard } from '@client/features/billing/components/plan-status-card';
import { UpgradeToProCard } from '@client/features/billing/components/upgrade-to-pro-card';
import {
  ROLE_LOAD_FAILED_MESSAGE,
  useMemberPermissions,
} from '@client/features/billing/use-member-permissions';
import { useSubscriptionCheckFailure } from '@client/features/billing/use-subscription-check-failure';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * The account screen (docs/product/screens.md#account, docs/product/plans.md#checkout-and-portal). Every
 * member sees the plan; only the owner buys, manages and pays for it, and only the owner and managers edit
 * the business profile (docs/decisions/0018). Each member may close their own account.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Account`);
  const { data: session } = useSession();
  const { subscription, isPending } = useEffectiveSubscription();
  const member = useMemberPermissions();
  // A failed check is shown here; the plan reads as Free (docs/product/plans.md#when-the-plan-check-fails).
  useSubscriptionCheckFailure('toast');
  const roleKnown = member.role !== undefined;
  const closing = { ownsBusiness: can(member.role, 'ownBusiness'), businessName: member.businessName ?? '' };

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader backToDashboard />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">
          <Trans>Account</Trans>
        </h1>
        <PlanStatusCard email={session?.user.email} managedByOwner={roleKnown && !member.mayManageBilling} />
        {member.isError ? (
          <LoadFailed
            message={t(ROLE_LOAD_FAILED_MESSAGE)}
            onRetry={member.retry}
            retrying={member.retrying}
          />
        ) : isPending || member.isPending ? (
          <Spinner />
        ) : !member.mayManageBilling ? null : subscription?.subscribed ? (
          <ManageSubscriptionCard
            renderCloseAccountDialog={(props) => <LazyCloseAccountDialog {...props} {...closing} />}
          />
        ) : (
          <UpgradeToProCard />
        )}
        <BusinessProfileCard mayEdit={member.mayUpdateBusinessProfile} />
        {member.mayManageBilling && <PaymentManagementCard />}
        <TeamCard businessName={member.businessName} />
        <LanguageCard />
        <SignOutCard />
        {/* A subscriber closes the account through Manage Subscription (docs/product/screens.md#account). */}
        {roleKnown && !isPending && !(member.mayManageBilling && subscription?.subscribed) && (
          <CloseAccountCard {...closing} />
        )}
      </main>
    </div>
  );
}
