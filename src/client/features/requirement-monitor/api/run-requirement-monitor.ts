import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runMonitorResponseSchema } from '@shared/contracts/monitor';
import { apiRequest } from '@client/lib/api-client';
import { requirementChangesQueryKey } from './list-requirement-changes';

/** spec §7 requirement-monitor: checks the business's pages now and answers how many new changes it found. */
export const runRequirementMonitor = async () =>
  runMonitorResponseSchema.parse(await apiRequest<unknown>('/api/requirement-monitor', { method: 'POST' }));

export function useRunRequirementMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRequirementMonitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementChangesQueryKey }),
  });
}
