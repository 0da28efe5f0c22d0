import { Trans } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import type { DialogProps } from '@client/components/lazy-dialog';

/** A new secret link, for when the old one was shared too widely; asks first, since the old one stops. */
export function RegenerateFeedDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  onConfirm,
}: DialogProps & { onConfirm: () => void }) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans>Regenerate the calendar link?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans>
              The current link stops working at once: calendars subscribed to it no longer get your renewal
              dates. You will need to add the new link to them again.
            </Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans>Cancel</Trans>
          </AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>
            <Trans>Regenerate link</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
