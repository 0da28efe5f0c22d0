import { CalendarDays } from 'lucide-react';
import { CALENDAR_MESSAGES } from '@shared/contracts/google-calendar-messages';
import { formatLongDate } from '@shared/domain/formatting';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { SpinnerIcon } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import {
  useConnectGoogleCalendar,
  useDisconnectGoogleCalendar,
  useGoogleCalendarStatus,
} from '../api/google-calendar';

function Heading() {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <CalendarDays aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <div className="min-w-0">
        <h3 className="font-medium">Google Calendar</h3>
        <p className="text-sm text-muted-foreground">Sync permit dates automatically.</p>
      </div>
    </div>
  );
}

/**
 * spec §2 Calendar Integration, Google Calendar (docs/decisions/0023). Without Google configured by the
 * operator it is exactly the spec's disabled Connect under 'New Feature Coming Soon!'; otherwise Connect, or
 * the connected account with its last sync and 'Disconnect', or 'Reconnect' once Google refused the grant.
 */
export function GoogleCalendarConnection() {
  const status = useGoogleCalendarStatus();
  const connect = useConnectGoogleCalendar();
  const disconnect = useDisconnectGoogleCalendar();
  const disconnectDialog = useDialogOpener({ preload: LazyConfirmDialog.preload });

  if (status.isPending) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border p-4" aria-busy="true">
        <Heading />
        <SpinnerIcon />
      </div>
    );
  }
  const connection = status.data?.connection ?? null;
  const startConnect = () =>
    connect.mutate(undefined, {
      // Google's consent screen, which comes back to /calendar-callback.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => toast.error(CALENDAR_MESSAGES.failedTitle, { description: CALENDAR_MESSAGES.failed }),
    });
  const connectButton = (label: string) => (
    <Button variant="outline" disabled={connect.isPending || connect.isSuccess} onClick={startConnect}>
      {connect.isPending || connect.isSuccess ? <SpinnerIcon /> : null}
      {label}
    </Button>
  );

  if (!status.data?.configured) {
    return (
      <div className="relative rounded-lg border p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Heading />
          <Button variant="outline" disabled>
            Connect
          </Button>
        </div>
        <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/85">
          <p className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
            {CALENDAR_MESSAGES.comingSoon}
          </p>
        </div>
      </div>
    );
  }

  if (!connection) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
        <Heading />
        {connectButton('Connect')}
      </div>
    );
  }

  const needsReconnect = connection.status === 'reconnect-needed';
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4" data-testid="google-calendar-connection">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading />
        {needsReconnect ? (
          <Badge variant="warning">Reconnect needed</Badge>
        ) : (
          <Badge variant="success">Connected</Badge>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Account</dt>
        <dd className="min-w-0 break-all">{connection.accountEmail}</dd>
        <dt className="text-muted-foreground">Last sync</dt>
        <dd>{connection.lastSyncedAt ? formatLongDate(connection.lastSyncedAt) : 'Syncing your permits…'}</dd>
      </dl>
      {needsReconnect && (
        <p className="text-sm" role="status">
          Google no longer lets PermitPilot update this calendar. Reconnect to keep your renewal dates in it.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {needsReconnect && connectButton('Reconnect')}
        <Button variant="outline" disabled={disconnect.isPending} {...disconnectDialog.openerProps}>
          {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
        </Button>
      </div>
      <LazyConfirmDialog
        {...disconnectDialog.dialogProps}
        title="Disconnect Google Calendar?"
        description={`The PermitPilot renewals calendar will be deleted from ${connection.accountEmail}, and PermitPilot will no longer have access to it. Your permits stay in PermitPilot.`}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        pending={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              disconnectDialog.setOpen(false);
              toast.success('Google Calendar disconnected', {
                description: 'The PermitPilot renewals calendar was removed from your Google account.',
              });
            },
            onError: () =>
              toast.error('Error', {
                description: 'Failed to disconnect Google Calendar. Please try again.',
              }),
          })
        }
      />
    </div>
  );
}
