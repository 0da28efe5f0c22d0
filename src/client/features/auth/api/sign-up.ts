import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import type { Credentials } from './sign-in';

/** The confirmation link brings the owner back to the sign-in screen (docs/decisions/0003). */
export const CONFIRMED_CALLBACK = '/auth?confirmed=1';

export const signUp = (credentials: Credentials) =>
  apiRequest<unknown>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...credentials, name: '', callbackURL: CONFIRMED_CALLBACK },
  });

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
