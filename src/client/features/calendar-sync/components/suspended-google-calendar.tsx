import { Trans, useLingui } from '@lingui/react/macro';
import { useGoogleCalendarStatus } from '../api/google-calendar';
import { DisconnectGoogleCalendar } from './disconnect-google-calendar';

/**
 * On the suspended screen: a member whose Google calendar is connected learns that it gets no more of the
 * business's permits while the business is off Pro, and may disconnect it (docs/decisions/0023). Nothing
 * when no calendar is connected.
 */
export function SuspendedGoogleCalendar() {
  const { t } = useLingui();
  const status = useGoogleCalendarStatus();
  const connection = status.data?.connection;
  if (!connection) return null;
  return (
    <div className="flex flex-col gap-2 border-t pt-4">
      <p className="text-sm">
        <Trans>
          Your Google calendar ({connection.accountEmail}) gets no more of this business's permits while it is
          on the Free plan.
        </Trans>
      </p>
      <div>
        <DisconnectGoogleCalendar
          accountEmail={connection.accountEmail}
          label={t`Disconnect Google Calendar`}
        />
      </div>
    </div>
  );
}
