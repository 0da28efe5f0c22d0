import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { VEHICLE_KIND_LABELS, type Vehicle } from '@shared/contracts/vehicles';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { VehicleControls } from './vehicle-controls';

/** One vehicle: its name, type, plate and how many permits it carries; 'Archived' once sold or retired. */
function VehicleRow({
  vehicle,
  editable,
  mayManageBilling,
}: {
  vehicle: Vehicle;
  editable: boolean;
  mayManageBilling: boolean;
}) {
  const { t, i18n } = useLingui();
  const count = vehicle.permitCount;
  const facts = [
    i18n._(VEHICLE_KIND_LABELS[vehicle.kind]),
    vehicle.plate,
    t`${plural(count, { one: '# permit', other: '# permits' })}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium [overflow-wrap:anywhere]">
          {vehicle.name}
          {vehicle.archivedAt !== null && (
            <Badge variant="neutral">
              <Trans>Archived</Trans>
            </Badge>
          )}
        </p>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{facts.join(' · ')}</p>
        {vehicle.commissary && (
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
            <Trans>Commissary: {vehicle.commissary}</Trans>
          </p>
        )}
      </div>
      {editable && <VehicleControls vehicle={vehicle} mayManageBilling={mayManageBilling} />}
    </li>
  );
}

/** The business's vehicles, archived ones last as the server lists them. */
export function VehiclesCard({
  vehicles,
  editable,
  mayManageBilling,
}: {
  vehicles: Vehicle[];
  editable: boolean;
  mayManageBilling: boolean;
}) {
  return (
    <Card role="region" aria-labelledby="vehicles-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="vehicles-heading">
            <Trans>Your Vehicles</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {vehicles.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No vehicles yet. Until you add one, every permit is the whole business's.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col divide-y">
            {vehicles.map((vehicle) => (
              <VehicleRow
                key={vehicle.id}
                vehicle={vehicle}
                editable={editable}
                mayManageBilling={mayManageBilling}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
