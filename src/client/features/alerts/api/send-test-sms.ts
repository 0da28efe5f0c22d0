import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { smsResultSchema } from '@shared/contracts/text-alerts';
import { apiRequest } from '@client/lib/api-client';
import { alertSettingsQueryKey } from './get-alert-settings';

export type SmsResult = z.infer<typeof smsResultSchema>;

/**
 * send-sms-alert with isTest (docs/product/api.md#calls-and-endpoints): {success} or {success: false, error}.
 * A number the test reached is stored by the server, so the settings are read again.
 */
export const sendTestSms = (phoneNumber: string) =>
  apiRequest<SmsResult>('/api/alerts/test-sms', { method: 'POST', body: { phoneNumber } });

export function useSendTestSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestSms,
    onSuccess: (result) => {
      if (result.success) void queryClient.invalidateQueries({ queryKey: alertSettingsQueryKey });
    },
  });
}
