import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
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

export type ConfirmDialogProps = DialogProps & {
  title: string;
  /** One sentence, or several blocks (paragraphs, a list) that are read out together as the description. */
  description: ReactNode;
  confirmLabel: string;
  /** 'Cancel' unless the dialog says more ('Go Back', 'Cancel - Keep My Account'). */
  cancelLabel?: string;
  /** `default` for a change that deletes nothing (a new calendar link). */
  confirmVariant?: 'destructive' | 'default';
  /** The change is under way: both answers wait, and the dialog cannot be dismissed. */
  pending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
};

/**
 * Every confirmation of ours (remove a member, delete a permit, close the account…). The opener runs the
 * change from `onConfirm` and closes the dialog: at once, or once the change succeeded so that a failure
 * leaves it open with its toast.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'destructive',
  pending = false,
  pendingLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {typeof description === 'string' ? (
            <AlertDialogDescription>{description}</AlertDialogDescription>
          ) : (
            <AlertDialogDescription asChild>
              <div className="flex flex-col gap-3">{description}</div>
            </AlertDialogDescription>
          )}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel ?? <Trans>Cancel</Trans>}</AlertDialogCancel>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
