import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

/**
 * The test e-mail page (docs/product/screens.md#test-e-mail-page): send-confirmation-email for a Pro plan,
 * addressed to the support address.
 */
export const sendTestEmail = () => apiRequest<{ sent: boolean }>('/api/email-test', { method: 'POST' });

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
