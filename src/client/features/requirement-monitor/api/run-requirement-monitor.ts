import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { requirementChangesQueryKey } from './list-requirement-changes';

/**
 * requirement-monitor (docs/product/intelligence.md#requirement-monitor): checks the business's pages now and
 * answers how many new changes it found. The answer's schema (zod) loads with the first run, not with the
 * dashboard (docs/decisions/0025), and before the request: a load that fails reads as a failed run, and then
 * no run has started.
 */
export const runRequirementMonitor = async () => {
  const { runMonitorResponseSchema } = await import('@shared/contracts/monitor');
  return runMonitorResponseSchema.parse(
    await apiRequest<unknown>('/api/requirement-monitor', { method: 'POST' }),
  );
};

export function useRunRequirementMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRequirementMonitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementChangesQueryKey }),
  });
}
