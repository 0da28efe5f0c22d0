import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import type { AlertSettingsDraft } from '../alert-settings-draft';
import { DeliveryTimeFields } from './delivery-time-fields';
import { ReminderDaysEditor } from './reminder-days-editor';

type Props = {
  draft: AlertSettingsDraft;
  onChange: (patch: Partial<AlertSettingsDraft>) => void;
  reminderDaysError?: string;
};

/** Reminder Schedule, with the day and hour the reminders go out (docs/product/screens.md#alert-setup). */
export function ReminderScheduleCard({ draft, onChange, reminderDaysError }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Reminder Schedule</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>We remind you this many days before each renewal date.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ReminderDaysEditor
          days={draft.reminderDays}
          onChange={(reminderDays) => onChange({ reminderDays })}
          error={reminderDaysError}
        />
        <DeliveryTimeFields timeZone={draft.timeZone} sendHour={draft.sendHour} onChange={onChange} />
      </CardContent>
    </Card>
  );
}
