import { SignedInHeader } from '@client/app/signed-in-header';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth/api/get-session';
import { CloseAccountCard } from '@client/features/account/components/close-account-card';
import { LazyCloseAccountDialog } from '@client/features/account/components/lazy-close-account-dialog';
import { SignOutCard } from '@client/features/auth/components/sign-out-card';
import { BusinessProfileCard } from '@client/features/business-profile/components/business-profile-card';
import { useEffectiveSubscription } from '@client/features/subscription/api/get-subscription-status';
import { ManageSubscriptionCard } from '@client/features/subscription/components/manage-subscription-card';
import { PaymentManagementCard } from '@client/features/subscription/components/payment-management-card';
import { PlanStatusCard } from '@client/features/subscription/components/plan-status-card';
import { UpgradeToProCard } from '@client/features/subscription/components/upgrade-to-pro-card';
import { useSubscriptionCheckFailure } from '@client/features/subscription/use-subscription-check-failure';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** spec §2 Account and §4 Subscription. */
export function Component() {
  useDocumentTitle('Account');
  const { data: session } = useSession();
  const { subscription, isPending } = useEffectiveSubscription();
  // spec §8 Account: a failed check is shown here (and the plan reads as Free).
  useSubscriptionCheckFailure('toast');

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader backToDashboard />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">Account</h1>
        <PlanStatusCard email={session?.user.email} />
        {isPending ? (
          <Spinner />
        ) : subscription?.subscribed ? (
          <ManageSubscriptionCard
            renderCloseAccountDialog={(props) => <LazyCloseAccountDialog {...props} />}
          />
        ) : (
          <UpgradeToProCard />
        )}
        <BusinessProfileCard />
        <PaymentManagementCard />
        <SignOutCard />
        {!isPending && !subscription?.subscribed && <CloseAccountCard />}
      </main>
    </div>
  );
}
