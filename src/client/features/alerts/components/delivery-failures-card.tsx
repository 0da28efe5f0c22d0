import { TriangleAlert } from 'lucide-react';
import type { AlertSettings } from '@shared/contracts/alerts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatCalendarDate, formatLongDate } from '@shared/domain/formatting';
import { reminderDayLabel } from '../alert-settings-draft';

const CHANNEL = { email: 'E-mail', sms: 'Text message' } as const;

/** Reminders that failed after every retry, so that the owner learns of them here instead of never. */
export function DeliveryFailuresCard({ failures }: { failures: AlertSettings['failures'] }) {
  return (
    <Card className="border-red-300">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          <h2>Reminders that could not be delivered</h2>
        </CardTitle>
        <CardDescription>
          Check your e-mail address and phone number; your permits' dates are always on the dashboard.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {failures.map((failure) => (
            <li
              key={`${failure.permitName}-${failure.channel}-${failure.leadDay}-${failure.at}`}
              className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0"
            >
              <p className="font-semibold break-words">{failure.permitName}</p>
              <p>
                {CHANNEL[failure.channel]} · {reminderDayLabel(failure.leadDay)} before{' '}
                {formatCalendarDate(failure.renewalDate)} · failed {formatLongDate(failure.at)}
              </p>
              <p className="break-words text-muted-foreground">{failure.error}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
