import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useLeaveBusiness } from '../api/leave-business';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';

/**
 * 'Leave business', for a member other than the owner, after a confirmation. The session goes on in another
 * of their businesses, whose dashboard opens.
 */
export function LeaveBusinessButton({ businessName }: { businessName: string }) {
  const { t } = useLingui();
  const leave = useLeaveBusiness();
  const navigate = useNavigate();
  const dialog = useDialogOpener({ preload: LazyConfirmDialog.preload });

  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        dialog.setOpen(false);
        toast.success(t`You Left the Business`, {
          description: t`You are no longer a member of ${businessName}.`,
        });
        navigate('/dashboard', { replace: true });
      },
      onError: (error) => toast.error(t`Error`, { description: error.message }),
    });

  return (
    <>
      <Button variant="outline" className="text-destructive" {...dialog.openerProps}>
        <LogOut aria-hidden="true" />
        <Trans>Leave business</Trans>
      </Button>
      <LazyConfirmDialog
        {...dialog.dialogProps}
        title={t`Leave ${businessName}?`}
        description={t`You will no longer see its permits or reminders. Only the owner can invite you again.`}
        confirmLabel={t`Yes, Leave`}
        pendingLabel={t`Leaving...`}
        pending={leave.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
