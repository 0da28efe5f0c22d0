/** What the fake answers: a status, a JSON body, headers. */
export type Reply = { status: number; body?: object; headers?: Record<string, string> };

/** A Calendar v3 error the fake answers instead of the real work. */
export type CalendarFailure = { status: number; reason: string; message?: string };

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  412: 'FAILED_PRECONDITION',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};
const USAGE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);
const MESSAGES: Record<string, string> = {
  rateLimitExceeded: 'Rate Limit Exceeded',
  userRateLimitExceeded: 'User Rate Limit Exceeded',
  quotaExceeded: 'Calendar usage limits exceeded.',
  backendError: 'Backend Error',
  notFound: 'Not Found',
  deleted: 'Resource has been deleted',
  duplicate: 'The requested identifier already exists.',
  authError: 'Invalid Credentials',
  required: 'Login Required.',
  insufficientPermissions: 'Request had insufficient authentication scopes.',
};

/** Google's JSON error body (the shape gaxios reads `message` and `code` from). */
export function googleError({ status, reason, message }: CalendarFailure): Reply {
  const text = message ?? MESSAGES[reason] ?? reason;
  const domain = USAGE_LIMIT_REASONS.has(reason) ? 'usageLimits' : 'global';
  const name = STATUS_NAMES[status];
  return {
    status,
    body: {
      error: {
        code: status,
        message: text,
        errors: [{ domain, reason, message: text }],
        ...(name && { status: name }),
      },
    },
  };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
