import type { DialogProps } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

type ManageSubscriptionDialogProps = DialogProps & {
  onDowngrade: () => void;
  onCloseAccount: () => void;
};

/** spec §2 Account: 'Downgrade to Free Plan', 'Close Account' or 'Never Mind'. */
export function ManageSubscriptionDialog({
  open,
  onOpenChange,
  onDowngrade,
  onCloseAccount,
  onCloseAutoFocus,
}: ManageSubscriptionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Manage Subscription</DialogTitle>
          <DialogDescription>Choose what you would like to do with your Pro subscription.</DialogDescription>
        </DialogHeader>
        <DialogFooter layout="column">
          <Button variant="outline" className="w-full" onClick={onDowngrade}>
            Downgrade to Free Plan
          </Button>
          <Button variant="destructive" className="w-full" onClick={onCloseAccount}>
            Close Account
          </Button>
          <DialogClose asChild>
            <Button variant="ghost" className="w-full">
              Never Mind
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
