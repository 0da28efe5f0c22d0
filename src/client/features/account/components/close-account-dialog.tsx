import { useNavigate } from 'react-router';
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
import { toast } from '@client/components/ui/toaster';
import { useCloseAccount } from '../api/close-account';

// spec §2 Account, close-account confirmation.
const deleted = [
  'All your permits and licenses',
  'Your uploaded documents',
  'Your settings and reminder preferences',
  'Your subscription, which is cancelled',
] as const;

/** 'Yes, Delete Everything' really deletes the account and everything in it (DESIGN §6.7). */
export function CloseAccountDialog({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  const closeAccount = useCloseAccount();
  const navigate = useNavigate();

  const deleteEverything = () =>
    closeAccount.mutate(undefined, {
      onSuccess: () => {
        toast.success('Account deleted', { description: 'Your account and all its data have been deleted.' });
        navigate('/', { replace: true });
      },
      onError: () =>
        toast.error('Error', {
          description: 'Failed to initiate account closure process. Please contact support.',
        }),
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !closeAccount.isPending && onOpenChange(next)}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3">
              <p>
                This cannot be undone. Your account and all of its data are deleted immediately and
                permanently, including:
              </p>
              <ul className="flex list-disc flex-col gap-1 pl-5">
                {deleted.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={closeAccount.isPending}>Cancel - Keep My Account</AlertDialogCancel>
          <Button variant="destructive" onClick={deleteEverything} disabled={closeAccount.isPending}>
            Yes, Delete Everything
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
