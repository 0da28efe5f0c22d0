import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  OFFLINE_MESSAGE,
  useConnection,
  useUpdateAvailable,
} from '@client/service-worker/service-worker-state';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Above every screen (docs/decisions/0024): 'Offline — last updated {time}' while the app works from what it kept,
 * with the time the server made the oldest answer on screen; and 'New version available — Reload' once a new version
 * of the app has installed. In the flow of the page, so it covers nothing.
 */
export function AppStatus() {
  const { i18n } = useLingui();
  const connection = useConnection();
  const reload = useUpdateAvailable();
  // In the page's language ('Nov 25, 2026, 6:05 PM' in English).
  const time = !connection.online && connection.lastUpdated ? i18n.date(connection.lastUpdated, WHEN) : null;

  return (
    <>
      {!connection.online && (
        <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 print:hidden">
          <p className="flex flex-wrap items-center justify-center gap-x-2">
            <WifiOff aria-hidden="true" className="size-4" />
            <strong>{time ? <Trans>Offline — last updated {time}</Trans> : <Trans>Offline</Trans>}</strong>
          </p>
          <p>{i18n._(OFFLINE_MESSAGE)}</p>
        </div>
      )}
      {reload && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-primary px-4 py-2 text-sm text-primary-foreground print:hidden"
        >
          <span>
            <Trans>New version available</Trans>
          </span>
          <span aria-hidden="true">—</span>
          <Button size="sm" variant="secondary" onClick={reload}>
            <RefreshCw aria-hidden="true" />
            <Trans>Reload</Trans>
          </Button>
        </div>
      )}
    </>
  );
}
