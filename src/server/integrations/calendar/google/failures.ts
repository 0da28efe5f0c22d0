import type { CalendarFailure } from '../provider';

/** The parts of a gaxios error (what google-auth-library and the calendar client throw) that matter here. */
type HttpFailure = { status?: number; response?: { status?: number; data?: unknown } };

const asFailure = (error: unknown): HttpFailure | null =>
  typeof error === 'object' && error !== null && ('response' in error || 'status' in error)
    ? (error as HttpFailure)
    : null;

export const statusOf = (error: unknown) => {
  const failure = asFailure(error);
  return failure?.status ?? failure?.response?.status;
};

/** Google's reasons: those of a Calendar error, or the OAuth error's code ('invalid_grant'). */
export const reasonsOf = (error: unknown): string[] => {
  const data = asFailure(error)?.response?.data as
    { error?: { errors?: { reason?: string }[] } | string } | undefined;
  if (typeof data?.error === 'string') return [data.error];
  return (data?.error?.errors ?? []).map((detail) => detail.reason ?? '');
};

/**
 * What may be logged or kept of a failed call to Google: its status, Google's reasons and message. A gaxios
 * error also carries the request (headers with the bearer token, a form with the client secret or a code),
 * which must never reach a log or the job table (docs/decisions/0023).
 */
export function googleFailure(error: unknown): CalendarFailure {
  const message = error instanceof Error ? error.message : String(error);
  return { status: statusOf(error), reasons: reasonsOf(error), message: message.slice(0, 300) };
}

const RATE_LIMITS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

/** Rate limits (429, or 403 with a rate-limit reason) and Google's 5xx are retried with back-off. */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  // No answer at all (a reset connection, a timeout): worth another try.
  if (status === undefined) return asFailure(error) !== null || error instanceof TypeError;
  if (status === 429 || status >= 500) return true;
  return status === 403 && reasonsOf(error).some((reason) => RATE_LIMITS.has(reason));
}
