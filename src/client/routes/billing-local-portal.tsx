import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { LocalPortalAction } from '@shared/contracts/billing';
import { NoticeCard } from '@client/components/notice-card';
import { buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useLocalPortal } from '@client/features/billing/api/get-local-portal';
import { useUpdateLocalPortal } from '@client/features/billing/api/update-local-portal';
import { LocalBillingLayout } from '@client/features/billing/components/local-billing-layout';
import { LocalPortalCard } from '@client/features/billing/components/local-portal-card';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * The local test-mode customer portal (docs/product/screens.md#local-test-mode-billing-pages), opened in its
 * own tab from the account screen.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Test subscription portal`);
  const portal = useLocalPortal();
  const update = useUpdateLocalPortal();

  const handleAction = (action: LocalPortalAction) =>
    update.mutate(action, {
      onSuccess: () => toast.success(t`Subscription updated`),
      onError: (error) => toast.error(t`Error`, { description: error.message }),
    });

  const managedByStripe = portal.error instanceof ApiError && portal.error.code === 'NOT_FOUND';
  let content;
  if (portal.isPending) content = <Spinner />;
  else if (portal.isError) {
    // NOT_FOUND: Stripe is the active provider and its own portal is used instead.
    content = managedByStripe ? (
      <NoticeCard
        title={t`Billing is managed by Stripe`}
        text={t`Your subscription is managed in Stripe's customer portal. Open it with Manage Payment on your account page.`}
      />
    ) : (
      <NoticeCard title={t`Subscription unavailable`} text={portal.error.message} />
    );
  } else {
    content = <LocalPortalCard portal={portal.data} pending={update.isPending} onAction={handleAction} />;
  }
  return (
    <LocalBillingLayout testMode={!managedByStripe}>
      {content}
      <Link to="/account" className={cn(buttonVariants({ variant: 'outline' }), 'self-start')}>
        <ArrowLeft aria-hidden="true" />
        <Trans>Back to PermitPilot</Trans>
      </Link>
    </LocalBillingLayout>
  );
}
