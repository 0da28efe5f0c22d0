import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { sessionQueryKey } from './get-session';

export type Credentials = { email: string; password: string };

/**
 * `callbackURL`: where the fresh confirmation link that an unconfirmed owner's sign-in sends lands (the sign-in
 * screen with its notice), as the sign-up's does.
 */
export const signIn = ({ callbackURL, ...credentials }: Credentials & { callbackURL: string }) =>
  apiRequest<unknown>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { ...credentials, rememberMe: true, callbackURL },
  });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
