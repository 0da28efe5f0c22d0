import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings, AlertSettingsInput } from '@shared/contracts/alerts';
import { apiRequest } from '@client/lib/api-client';
import { alertSettingsQueryKey } from './get-alert-settings';

/**
 * 'Save Alert Settings' (docs/product/reminders.md#alert-settings): a real save; the answer is the settings
 * as stored.
 */
export const saveAlertSettings = (input: AlertSettingsInput) =>
  apiRequest<AlertSettings>('/api/alert-settings', { method: 'PUT', body: input });

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (settings) => queryClient.setQueryData(alertSettingsQueryKey, settings),
  });
}
