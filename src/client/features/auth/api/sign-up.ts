import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import type { Credentials } from './sign-in';

/**
 * `callbackURL` is where the confirmation link lands: the sign-in screen with its notice, carrying where the
 * visitor was going (docs/decisions/0003, lib/return-path.ts).
 */
export const signUp = ({ callbackURL, ...credentials }: Credentials & { callbackURL: string }) =>
  apiRequest<unknown>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...credentials, name: '', callbackURL },
  });

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
