import { useQuery } from '@tanstack/react-query';
import type { AlertSettings } from '@shared/contracts/alerts';
import { apiRequest } from '@client/lib/api-client';

export const alertSettingsQueryKey = ['alert-settings'] as const;

export const getAlertSettings = () => apiRequest<AlertSettings>('/api/alert-settings');

export function useAlertSettings() {
  return useQuery({ queryKey: alertSettingsQueryKey, queryFn: getAlertSettings });
}
