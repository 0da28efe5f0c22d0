import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleListSchema } from '@shared/contracts/vehicles';
import { apiRequest } from '@client/lib/api-client';
import { vehiclesQueryKey } from './list-vehicles';

/** The vehicles a member works on, all replaced at once (docs/product/fleet.md#teams). */
export const assignMemberVehicles = async ({
  memberId,
  vehicleIds,
}: {
  memberId: string;
  vehicleIds: string[];
}) =>
  vehicleListSchema.parse(
    await apiRequest<unknown>(`/api/member-vehicles/${encodeURIComponent(memberId)}`, {
      method: 'PUT',
      body: { vehicleIds },
    }),
  ).vehicles;

/** The answer is the business's vehicles with the new assignments: the list takes it as it is. */
export function useAssignMemberVehicles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignMemberVehicles,
    onSuccess: (vehicles) => queryClient.setQueryData(vehiclesQueryKey, vehicles),
  });
}
