import { Trans, useLingui } from '@lingui/react/macro';
import { Truck } from 'lucide-react';
import type { Vehicle } from '@shared/contracts/vehicles';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';

const LazyMemberVehiclesDialog = lazyDialog(() =>
  import('./member-vehicles-dialog').then((module) => module.MemberVehiclesDialog),
);

/**
 * On a member's row of /team: the vehicles they work on, by name (docs/product/fleet.md#teams), and for an
 * owner or manager 'Choose Vehicles'. `vehicles` are the business's vehicles not archived.
 */
export function MemberVehicles({
  memberId,
  memberLabel,
  vehicles,
  editable,
  onAssigned,
}: {
  memberId: string;
  /** Their name, else their address. */
  memberLabel: string;
  vehicles: Vehicle[];
  editable: boolean;
  /** After a change: the screen refreshes what records it (the activity log). */
  onAssigned?: () => void;
}) {
  const { t } = useLingui();
  const dialog = useDialogOpener({ preload: LazyMemberVehiclesDialog.preload });
  const theirs = vehicles.filter((vehicle) => vehicle.memberIds.includes(memberId));
  const names = theirs.map((vehicle) => vehicle.name).join(', ');
  return (
    <div className="mt-2 flex flex-col items-start gap-2">
      <p className="text-sm [overflow-wrap:anywhere]">
        {theirs.length > 0 ? t`Vehicles: ${names}` : t`Vehicles: none chosen`}
      </p>
      {editable && (
        <>
          <Button variant="outline" size="sm" {...dialog.openerProps}>
            <Truck aria-hidden="true" />
            <Trans>
              Choose Vehicles<span className="sr-only"> for {memberLabel}</span>
            </Trans>
          </Button>
          <LazyMemberVehiclesDialog
            {...dialog.dialogProps}
            memberId={memberId}
            memberLabel={memberLabel}
            vehicles={vehicles}
            onAssigned={onAssigned}
          />
        </>
      )}
    </div>
  );
}
