import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

/** Test e-mail page (spec §7): send-confirmation-email for a Pro plan, addressed to the support address. */
export const sendTestEmail = () => apiRequest<{ sent: boolean }>('/api/email-test', { method: 'POST' });

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
