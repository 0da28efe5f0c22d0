import { APIError } from 'better-auth/api';
import { AppError } from '../../lib/errors';

/**
 * Runs one of the organization plugin's endpoints (docs/decisions/0018). Our own checks run first and answer
 * with our codes; a refusal the plugin still makes (a race, a rule of its own) becomes a 4xx in the API's shape
 * instead of escaping as a 500.
 */
export async function pluginCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      const status =
        error.statusCode === 401
          ? 401
          : error.statusCode === 404
            ? 404
            : error.statusCode === 403
              ? 403
              : 400;
      const code =
        status === 401
          ? 'UNAUTHENTICATED'
          : status === 403
            ? 'FORBIDDEN'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST';
      throw new AppError(status, code, readableMessage(error));
    }
    throw error;
  }
}

/** better-auth's messages are sentences already ('User is already a member of this organization'). */
function readableMessage(error: APIError): string {
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.length > 0
    ? message
    : /*i18n*/ 'The request could not be completed.';
}
