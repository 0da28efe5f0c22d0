import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { CALENDAR_MESSAGES } from '@shared/contracts/google-calendar-messages';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { SpinnerIcon } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { formatLongDate } from '@client/lib/formatting';
import { useConnectGoogleCalendar, useGoogleCalendarStatus } from '../api/google-calendar';
import { DisconnectGoogleCalendar } from './disconnect-google-calendar';

function Heading() {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <CalendarDays aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <div className="min-w-0">
        <h3 className="font-medium">
          <Trans>Google Calendar</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>Sync permit dates automatically.</Trans>
        </p>
      </div>
    </div>
  );
}

/**
 * Google Calendar (docs/product/calendar.md#google-calendar-sync, docs/decisions/0023). Without Google
 * configured by the operator it is the disabled Connect under 'New Feature Coming Soon!' that the first
 * description showed; otherwise Connect, or the connected account with its last sync and 'Disconnect', or
 * 'Reconnect' once Google refused the grant.
 */
export function GoogleCalendarConnection() {
  const { t, i18n } = useLingui();
  const status = useGoogleCalendarStatus();
  const connect = useConnectGoogleCalendar();

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
      onError: () =>
        toast.error(i18n._(CALENDAR_MESSAGES.failedTitle), { description: i18n._(CALENDAR_MESSAGES.failed) }),
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
            <Trans>Connect</Trans>
          </Button>
        </div>
        <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/85">
          <p className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
            {i18n._(CALENDAR_MESSAGES.comingSoon)}
          </p>
        </div>
      </div>
    );
  }

  if (!connection) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
        <Heading />
        {connectButton(t`Connect`)}
      </div>
    );
  }

  const needsReconnect = connection.status === 'reconnect-needed';
  const accountEmail = connection.accountEmail;
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4" data-testid="google-calendar-connection">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading />
        {needsReconnect ? (
          <Badge variant="warning">
            <Trans>Reconnect needed</Trans>
          </Badge>
        ) : (
          <Badge variant="success">
            <Trans>Connected</Trans>
          </Badge>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">
          <Trans>Account</Trans>
        </dt>
        <dd className="min-w-0 break-all">{connection.accountEmail}</dd>
        <dt className="text-muted-foreground">
          <Trans>Last sync</Trans>
        </dt>
        <dd>
          {connection.lastSyncedAt ? formatLongDate(connection.lastSyncedAt) : t`Syncing your permits…`}
        </dd>
      </dl>
      {needsReconnect && (
        <p className="text-sm" role="status">
          <Trans>
            Google no longer lets PermitPilot update this calendar. Reconnect to keep your renewal dates in
            it.
          </Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {needsReconnect && connectButton(t`Reconnect`)}
        <DisconnectGoogleCalendar accountEmail={accountEmail} />
      </div>
    </div>
  );
}
