import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import type { DialogProps } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
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
export function DowngradeConfirmDialog({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  const { t } = useLingui();
  const portal = useOpenPortal({
    failureMessage: SUBSCRIPTION_MESSAGES.subscriptionManagementFailed,
    onOpened: () => onOpenChange(false),
  });

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans>Downgrade to the Free plan?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3">
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
                <Trans>
                  You will finish the downgrade in the subscription portal, which opens in a new tab.
                </Trans>
              </p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans>Go Back</Trans>
          </AlertDialogCancel>
          <Button variant="destructive" onClick={portal.open} disabled={portal.isPending}>
            <Trans>Yes, Downgrade to Free</Trans>
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
