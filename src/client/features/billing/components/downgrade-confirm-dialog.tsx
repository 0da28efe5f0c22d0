import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { DialogProps } from '@client/components/lazy-dialog';
import { SUBSCRIPTION_MESSAGES } from '../subscription-messages';
import { useOpenPortal } from '../use-open-portal';

// The downgrade confirmation (docs/product/texts.md#account).
const losses = [
  msg`You will lose unlimited permits and advanced features.`,
  msg`Advanced reminders will be disabled.`,
  msg`Priority support will end.`,
  msg`AI-Powered Renewals will be turned off.`,
];

/**
 * 'Yes, Downgrade to Free' opens the customer portal in a new tab, where the owner cancels: the product does
 * not change the plan itself (docs/product/plans.md#downgrade).
 */
export function DowngradeConfirmDialog(props: DialogProps) {
  const { t } = useLingui();
  const portal = useOpenPortal({
    failureMessage: SUBSCRIPTION_MESSAGES.subscriptionManagementFailed,
    onOpened: () => props.onOpenChange(false),
  });

  return (
    <ConfirmDialog
      {...props}
      title={t`Downgrade to the Free plan?`}
      description={
        <>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {losses.map((loss) => (
              <li key={loss.id}>{t(loss)}</li>
            ))}
          </ul>
          <p>
            {/* The account screen gives no size for the free limit. */}
            <Trans>
              Your data stays, but you may need to remove excess permits to meet the Free plan limit.
            </Trans>
          </p>
          <p>
            <Trans>You will finish the downgrade in the subscription portal, which opens in a new tab.</Trans>
          </p>
        </>
      }
      cancelLabel={t`Go Back`}
      confirmLabel={t`Yes, Downgrade to Free`}
      pending={portal.isPending}
      onConfirm={portal.open}
    />
  );
}
