import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { AlertSettings } from '@shared/contracts/alerts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatCalendarDate, formatLongDate } from '@client/lib/formatting';
import { reminderDayLabel } from '../alert-settings-draft';

const CHANNEL = { email: msg`E-mail`, sms: msg`Text message` } as const;

/** Reminders that failed after every retry, so that the owner learns of them here instead of never. */
export function DeliveryFailuresCard({ failures }: { failures: AlertSettings['failures'] }) {
  const { i18n } = useLingui();
  return (
    <Card className="border-red-300">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          <h2>
            <Trans>Reminders that could not be delivered</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>
            Check your e-mail address and phone number; your permits' dates are always on the dashboard.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {failures.map((failure) => {
            const channel = i18n._(CHANNEL[failure.channel]);
            const lead = reminderDayLabel(failure.leadDay);
            const renewal = formatCalendarDate(failure.renewalDate);
            const failed = formatLongDate(failure.at);
            return (
              <li
                key={`${failure.permitName}-${failure.channel}-${failure.leadDay}-${failure.at}`}
                className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0"
              >
                <p className="font-semibold break-words">{failure.permitName}</p>
                <p>
                  <Trans>
                    {channel} · {lead} before {renewal} · failed {failed}
                  </Trans>
                </p>
                <p className="break-words text-muted-foreground">{failure.error}</p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
