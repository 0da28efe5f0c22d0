import { Trans } from '@lingui/react/macro';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';

/**
 * 'Only my vehicles' (docs/product/fleet.md#teams): reminders of the vehicles the member works on and of the
 * whole business. The calendars keep every permit.
 */
export function OnlyMyVehiclesSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 border-t pt-5">
      <div className="flex flex-col gap-1">
        <Label htmlFor="only-my-vehicles">
          <Trans>Only my vehicles</Trans>
        </Label>
        <p id="only-my-vehicles-hint" className="text-sm text-muted-foreground">
          <Trans>Remind me only of the permits of the vehicles I work on and of the whole business.</Trans>
        </p>
      </div>
      <Switch
        id="only-my-vehicles"
        aria-describedby="only-my-vehicles-hint"
        checked={checked}
        onCheckedChange={onChange}
      />
    </div>
  );
}
