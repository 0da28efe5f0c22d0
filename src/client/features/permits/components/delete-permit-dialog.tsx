import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useDeletePermit } from '../api/delete-permit';

/** spec §2 Dashboard: delete asks first in the 'Delete Permit' dialog. */
export function DeletePermitDialog({ permitId, permitName }: { permitId: string; permitName: string }) {
  const remove = useDeletePermit();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${permitName}`}>
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
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
