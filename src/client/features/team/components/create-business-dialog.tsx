import { Trans } from '@lingui/react/macro';
import type { DialogProps } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { CreateBusinessForm } from './create-business-form';

/** The switcher's 'Create a business', for a person who owns none (docs/decisions/0018). */
export function CreateBusinessDialog({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Create a business</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>You become its owner, on the Free plan. You stay a member of your other businesses.</Trans>
          </DialogDescription>
        </DialogHeader>
        <CreateBusinessForm
          id="create-business-name"
          onCreated={() => onOpenChange(false)}
          cancel={
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
