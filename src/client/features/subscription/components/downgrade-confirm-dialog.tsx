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

// spec §2 Account, downgrade confirmation.
const losses = [
  'You will lose unlimited permits and advanced features.',
  'Advanced reminders will be disabled.',
  'Priority support will end.',
  'AI-Powered Renewals will be turned off.',
] as const;

/**
 * 'Yes, Downgrade to Free' opens the customer portal in a new tab, where the owner cancels: the product
 * does not change the plan itself (spec §4 Subscription).
 */
export function DowngradeConfirmDialog({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  const portal = useOpenPortal({
    failureMessage: SUBSCRIPTION_MESSAGES.subscriptionManagementFailed,
    onOpened: () => onOpenChange(false),
  });

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Downgrade to the Free plan?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3">
              <ul className="flex list-disc flex-col gap-1 pl-5">
                {losses.map((loss) => (
                  <li key={loss}>{loss}</li>
                ))}
              </ul>
              <p>
                {/* spec §1: the account screen gives no size for the free limit. */}
                Your data stays, but you may need to remove excess permits to meet the Free plan limit.
              </p>
              <p>You will finish the downgrade in the subscription portal, which opens in a new tab.</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Go Back</AlertDialogCancel>
          <Button variant="destructive" onClick={portal.open} disabled={portal.isPending}>
            Yes, Downgrade to Free
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
