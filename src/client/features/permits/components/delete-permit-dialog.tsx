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
import { toast } from '@client/components/ui/toaster';
import { useDeletePermit } from '../api/delete-permit';

/** spec §2 Dashboard: delete asks first in the 'Delete Permit' dialog. */
export function DeletePermitDialog({
  permitId,
  permitName,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DialogProps & { permitId: string; permitName: string }) {
  const remove = useDeletePermit();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Permit</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete “{permitName}”? Its renewal reminders and stored document are
            deleted too. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-destructive-foreground hover:bg-red-800"
            onClick={() =>
              remove.mutate(permitId, {
                onSuccess: () => toast.success('Permit deleted'),
                onError: () =>
                  toast.error('Error', { description: 'Failed to delete permit. Please try again.' }),
              })
            }
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
