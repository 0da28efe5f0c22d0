import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

/**
 * Sends the confirmation e-mail again. The server limits it per client and per recipient and answers the same
 * either way, so the screen cannot tell (nor can anyone probing addresses).
 */
export const resendConfirmation = (request: { email: string; callbackURL: string }) =>
  apiRequest<unknown>('/api/auth/send-verification-email', { method: 'POST', body: request });

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
