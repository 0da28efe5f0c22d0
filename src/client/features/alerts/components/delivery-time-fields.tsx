import { Trans } from '@lingui/react/macro';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { hourLabel } from '../alert-settings-draft';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Every zone the browser knows, with `current` kept even when the list lacks it (e.g. 'UTC'). */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

type Props = {
  timeZone: string;
  sendHour: number;
  onChange: (patch: { timeZone?: string; sendHour?: number }) => void;
};

/** When the reminders go out: the hour, in the owner's own time zone. Native selects, the phone's picker. */
export function DeliveryTimeFields({ timeZone, sendHour, onChange }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor="time-zone">
          <Trans>Time zone</Trans>
        </Label>
        <select
          id="time-zone"
          className={NATIVE_SELECT_CLASS}
          value={timeZone}
          onChange={(event) => onChange({ timeZone: event.target.value })}
        >
          {timeZoneOptions(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="send-hour">
          <Trans>Send reminders at</Trans>
        </Label>
        <select
          id="send-hour"
          className={NATIVE_SELECT_CLASS}
          value={sendHour}
          onChange={(event) => onChange({ sendHour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
