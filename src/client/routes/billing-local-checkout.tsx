import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { NoticeCard } from '@client/components/notice-card';
import { buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useCompleteLocalCheckout } from '@client/features/billing/api/complete-local-checkout';
import { useLocalCheckoutSession } from '@client/features/billing/api/get-local-checkout-session';
import { LocalBillingLayout } from '@client/features/billing/components/local-billing-layout';
import { LocalCheckoutCard } from '@client/features/billing/components/local-checkout-card';
import { ApiError } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * The local test-mode checkout (docs/product/screens.md#local-test-mode-billing-pages), opened in its own tab
 * by the trial and upgrade buttons.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Test checkout`);
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const session = useLocalCheckoutSession(sessionId);
  const complete = useCompleteLocalCheckout();

  const handleComplete = (trial: boolean, trialDays: number) =>
    complete.mutate(sessionId, {
      onSuccess: ({ url }) => {
        toast.success(
          trial ? t`Your ${trialDays}-day Pro trial has started` : t`Your Pro subscription is active`,
        );
        // This tab stands in for the provider's page: go on here, inside the app when the URL is ours.
        const target = new URL(url, window.location.origin);
        if (target.origin === window.location.origin) navigate(target.pathname + target.search + target.hash);
        else window.location.assign(target.href);
      },
      onError: (error) => toast.error(t`Error`, { description: error.message }),
    });

  const toDashboard = (
    <Link to="/dashboard" className={buttonVariants()}>
      <Trans>Go to Dashboard</Trans>
    </Link>
  );
  let content;
  if (session.isPending) content = <Spinner />;
  else if (session.isError) {
    const missing = session.error instanceof ApiError && session.error.status === 404;
    content = (
      <NoticeCard
        title={missing ? t`Checkout not found` : t`Checkout unavailable`}
        text={
          missing ? t`This checkout does not exist or belongs to another account.` : session.error.message
        }
      >
        {toDashboard}
      </NoticeCard>
    );
  } else if (session.data.status !== 'open') {
    content = (
      <NoticeCard
        title={session.data.status === 'complete' ? t`Checkout already completed` : t`Checkout expired`}
        text={
          session.data.status === 'complete'
            ? t`This checkout is already completed. Your plan is active.`
            : t`This checkout has expired. Start again from the plan selection.`
        }
      >
        {toDashboard}
      </NoticeCard>
    );
  } else {
    const { trial, trialDays } = session.data;
    content = (
      <LocalCheckoutCard
        session={session.data}
        pending={complete.isPending}
        onComplete={() => handleComplete(trial, trialDays)}
      />
    );
  }
  return <LocalBillingLayout>{content}</LocalBillingLayout>;
}
