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

/** 'Disconnect' asks first: the PermitPilot calendar leaves the member's Google account (docs/decisions/0023). */
export function DisconnectDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  accountEmail,
  onConfirm,
}: DialogProps & { accountEmail: string; onConfirm: () => void }) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Disconnect Google Calendar?</AlertDialogTitle>
          <AlertDialogDescription>
            {`The PermitPilot renewals calendar will be deleted from ${accountEmail}, and PermitPilot will no longer have access to it. Your permits stay in PermitPilot.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Disconnect</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
