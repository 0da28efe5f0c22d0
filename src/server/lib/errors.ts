import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/contracts/errors';

/**
 * An error meant for the client: a stable code and a human message (STYLE habit 14). The status is a 4xx
 * for what the request did wrong, 502 when a vendor we depend on failed (docs/decisions/0012).
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const body = <Code extends string>(code: Code, message: string) => ({ error: { code, message } });

export const errorBody = (code: ErrorCode, message: string) => body(code, message);

/** better-auth's own codes, which /api/auth passes through unchanged (docs/decisions/0003). */
export const betterAuthErrorBody = (code: string, message: string) => body(code, message);

const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** The code of a 4xx that a library (Hono's validators and helpers) refused with a bare status. */
export const errorCodeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? 'BAD_REQUEST';
