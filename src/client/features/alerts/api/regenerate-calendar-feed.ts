import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '@shared/contracts/alerts';
import { apiRequest } from '@client/lib/api-client';
import { alertSettingsQueryKey } from './get-alert-settings';

/** A new secret calendar feed URL; the old one stops working. */
export const regenerateCalendarFeed = () =>
  apiRequest<{ url: string }>('/api/calendar-feed/regenerate', { method: 'POST', body: {} });

export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: ({ url }) =>
      queryClient.setQueryData<AlertSettings>(alertSettingsQueryKey, (settings) =>
        settings ? { ...settings, calendarFeedUrl: url } : settings,
      ),
  });
}
