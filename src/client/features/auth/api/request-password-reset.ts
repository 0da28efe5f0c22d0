import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

export const requestPasswordReset = (email: string) =>
  apiRequest<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
