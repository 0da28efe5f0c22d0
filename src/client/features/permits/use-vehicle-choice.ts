import { useState } from 'react';
import { activeVehicles, useVehicles } from './api/list-vehicles';
import { serverFilter, startingChoice, type VehicleChoice } from './components/vehicle-filter';

/**
 * The dashboard's vehicle filter (docs/product/fleet.md#the-dashboard): the vehicles not archived, the choice
 * and its filter for the server. Until the member chooses, a member with vehicles of their own starts on the
 * first of them (crew start on theirs), and a reminder's link (`startOnAll`) on every permit, where the
 * permit to renew surely is. `settled` once the vehicles are known: the list waits for them, so that crew do
 * not see their whole business's rows first.
 */
export function useVehicleChoice({ startOnAll }: { startOnAll: boolean }) {
  const vehicles = useVehicles();
  const fleet = activeVehicles(vehicles.data);
  const [chosen, setChosen] = useState<VehicleChoice | null>(null);
  const choice = chosen ?? (startOnAll || !vehicles.data ? 'all' : startingChoice(fleet));
  return {
    fleet,
    choice,
    chosen: chosen !== null,
    choose: setChosen,
    vehicle: serverFilter(choice),
    settled: !vehicles.isPending,
  };
}
