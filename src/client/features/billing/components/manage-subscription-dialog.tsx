import { Trans } from '@lingui/react/macro';
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

/** 'Downgrade to Free Plan', 'Close Account' or 'Never Mind' (docs/product/screens.md#account). */
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
          <DialogTitle>
            <Trans>Manage Subscription</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Choose what you would like to do with your Pro subscription.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter layout="column">
          <Button variant="outline" className="w-full" onClick={onDowngrade}>
            <Trans>Downgrade to Free Plan</Trans>
          </Button>
          <Button variant="destructive" className="w-full" onClick={onCloseAccount}>
            <Trans>Close Account</Trans>
          </Button>
          <DialogClose asChild>
            <Button variant="ghost" className="w-full">
              <Trans>Never Mind</Trans>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
