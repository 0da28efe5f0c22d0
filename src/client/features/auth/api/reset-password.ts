import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiRequest<unknown>('/api/auth/reset-password', { method: 'POST', body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
