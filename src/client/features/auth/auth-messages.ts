import { msg, t } from '@lingui/core/macro';
import { ApiError } from '@client/lib/api-client';

/** A toast: title and description, worded exactly as docs/product/texts.md#sign-in-and-sign-up. */
export type Toast = { title: string; description: string };

/*
 * The toasts are made when they are shown, in the page's language (docs/decisions/0026): never as the module
 * loads, before the language is known.
 */

/** `first`: the first sign-in, after confirming the address, is a welcome, not a welcome back. */
export const signInSuccessToast = ({ first }: { first: boolean }): Toast => ({
  title: first ? t`Welcome!` : t`Welcome back!`,
  description: t`Successfully signed in to your account.`,
});

export const signUpSuccessToast = (): Toast => ({
  title: t`Check Your Email`,
  description: t`We've sent you a confirmation link to complete your registration.`,
});

const unexpectedToast = (): Toast => ({
  title: t`Error`,
  description: t`An unexpected error occurred. Please try again.`,
});

const isUnexpected = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export function signInErrorToast(error: unknown): Toast {
  if (isUnexpected(error)) return unexpectedToast();
  const apiError = error as ApiError;
  // An unknown e-mail and a wrong password read the same (docs/product/texts.md#sign-in-and-sign-up).
  if (apiError.code === 'INVALID_EMAIL_OR_PASSWORD') {
    return {
      title: t`Authentication Failed`,
      description: t`Invalid email or password. Please check your credentials and try again.`,
    };
  }
  return { title: t`Sign In Error`, description: apiError.message };
}

/** `switchToSignIn` is set for 'User already registered' (docs/product/screens.md#sign-in-and-sign-up). */
export function signUpErrorToast(error: unknown): Toast & { switchToSignIn?: boolean } {
  if (isUnexpected(error)) return unexpectedToast();
  const apiError = error as ApiError;
  if (apiError.code === 'USER_ALREADY_EXISTS') {
    return {
      title: t`Account Already Exists`,
      description: t`An account with this email already exists. Please sign in instead.`,
      switchToSignIn: true,
    };
  }
  return { title: t`Sign Up Error`, description: apiError.message };
}

/** The tab title of /auth, also used by its prerendered page: `i18n._(AUTH_TITLE_MESSAGE)` in its language. */
export const AUTH_TITLE_MESSAGE = msg`Sign in`;
