import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@client/components/ui/toaster';
import { requirementChangesQueryKey } from './list-requirement-changes';

/** One toast however many changes arrive together: a new one takes the place of the last. */
const TOAST_ID = 'requirement-change';

/**
 * Live updates (docs/product/intelligence.md#live-updates): a new requirement change of the business
 * refreshes the list and shows a toast, without a reload (server-sent events, docs/decisions/0021). The
 * browser reconnects by itself and sends the last event's id; the server then says to reload the list, since
 * changes may have come meanwhile.
 */
export function useLiveRequirementChanges(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/requirement-changes/events');
    const reload = () => void queryClient.invalidateQueries({ queryKey: requirementChangesQueryKey });
    source.addEventListener('requirement-change', () => {
      reload();
      toast(t`New requirement change`, {
        id: TOAST_ID,
        description: t`A page your permits depend on has changed. Review it in the Requirement Monitor.`,
      });
    });
    source.addEventListener('refresh', reload);
    return () => source.close();
  }, [enabled, queryClient]);
}
