import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error meant for the client: a 4xx status, a stable code and a human message (STYLE habit 14). */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } });
