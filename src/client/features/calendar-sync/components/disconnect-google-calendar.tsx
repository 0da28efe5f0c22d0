import { useLingui } from '@lingui/react/macro';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useDisconnectGoogleCalendar } from '../api/google-calendar';

/**
 * 'Disconnect' after a confirmation: the renewals calendar is deleted from the member's Google account and
 * the grant revoked (docs/decisions/0023). Always allowed, also to a suspended member.
 */
export function DisconnectGoogleCalendar({ accountEmail, label }: { accountEmail: string; label?: string }) {
  const { t } = useLingui();
  const disconnect = useDisconnectGoogleCalendar();
  const dialog = useDialogOpener({ preload: LazyConfirmDialog.preload });
  return (
    <>
      <Button variant="outline" disabled={disconnect.isPending} {...dialog.openerProps}>
        {disconnect.isPending ? t`Disconnecting...` : (label ?? t`Disconnect`)}
      </Button>
      <LazyConfirmDialog
        {...dialog.dialogProps}
        title={t`Disconnect Google Calendar?`}
        description={t`The PermitPilot renewals calendar will be deleted from ${accountEmail}, and PermitPilot will no longer have access to it. Your permits stay in PermitPilot.`}
        confirmLabel={t`Disconnect`}
        pendingLabel={t`Disconnecting...`}
        pending={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              dialog.setOpen(false);
              toast.success(t`Google Calendar disconnected`, {
                description: t`The PermitPilot renewals calendar was removed from your Google account.`,
              });
            },
            onError: () =>
              toast.error(t`Error`, {
                description: t`Failed to disconnect Google Calendar. Please try again.`,
              }),
          })
        }
      />
    </>
  );
}
