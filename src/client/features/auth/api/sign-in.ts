import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { sessionQueryKey } from './get-session';

export type Credentials = { email: string; password: string };

export const signIn = (credentials: Credentials) =>
  apiRequest<unknown>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { ...credentials, rememberMe: true },
  });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
