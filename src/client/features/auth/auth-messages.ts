import { ApiError } from '@client/lib/api-client';

/** A toast: title and description, worded exactly as spec §8 "Sign-in and sign-up". */
export type Toast = { title: string; description: string };

export const SIGN_IN_SUCCESS: Toast = {
  title: 'Welcome back!',
  description: 'Successfully signed in to your account.',
};
export const SIGN_UP_SUCCESS: Toast = {
  title: 'Check Your Email',
  description: "We've sent you a confirmation link to complete your registration.",
};
const UNEXPECTED: Toast = { title: 'Error', description: 'An unexpected error occurred. Please try again.' };

const isUnexpected = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export function signInErrorToast(error: unknown): Toast {
  if (isUnexpected(error)) return UNEXPECTED;
  const apiError = error as ApiError;
  // An unknown e-mail and a wrong password read the same (spec §8 'Invalid login credentials').
  if (apiError.code === 'INVALID_EMAIL_OR_PASSWORD') {
    return {
      title: 'Authentication Failed',
      description: 'Invalid email or password. Please check your credentials and try again.',
    };
  }
  return { title: 'Sign In Error', description: apiError.message };
}

/** `switchToSignIn` is set for 'User already registered' (spec §4). */
export function signUpErrorToast(error: unknown): Toast & { switchToSignIn?: boolean } {
  if (isUnexpected(error)) return UNEXPECTED;
  const apiError = error as ApiError;
  if (apiError.code === 'USER_ALREADY_EXISTS') {
    return {
      title: 'Account Already Exists',
      description: 'An account with this email already exists. Please sign in instead.',
      switchToSignIn: true,
    };
  }
  return { title: 'Sign Up Error', description: apiError.message };
}

/** The tab title of /auth, also used by its prerendered page. */
export const AUTH_TITLE = 'Sign in';
