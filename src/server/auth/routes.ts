import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { fillMessage, filledMessageOf, type MessageValues } from '../../shared/i18n/fill-message';
import { translateFor } from '../i18n/i18n';
import { betterAuthErrorBody, localizedErrorBody } from '../lib/errors';
import { clientIp } from '../lib/client-ip';
import type { Auth } from './create-auth';
import { CLIENT_IP_HEADER, USER_ALREADY_REGISTERED } from './create-auth';

const MAX_FIELD_LENGTH = 320;

/** Clearer words than better-auth's for what an owner may meet. */
const MESSAGES: Record<string, string> = {
  RATE_LIMITED: /*i18n*/ 'Too many attempts. Please wait a minute and try again.',
  EMAIL_NOT_VERIFIED:
    /*i18n*/ 'Please confirm your e-mail address first. We have sent you a new confirmation link; check your inbox.',
};

/**
 * better-auth's own words (its BASE_ERROR_CODES) for what the endpoints below may refuse, which the sign-in,
 * sign-up and e-mail screens show as they come (client/features/auth): marked, so that they are said in the
 * request's language. Words of better-auth's that are not here (a validation's details), or that a new
 * version changed, pass through as better-auth wrote them.
 */
const BETTER_AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL: /*i18n*/ 'Invalid email',
  INVALID_PASSWORD: /*i18n*/ 'Invalid password',
  INVALID_EMAIL_OR_PASSWORD: /*i18n*/ 'Invalid email or password',
  PASSWORD_TOO_SHORT: /*i18n*/ 'Password too short',
  PASSWORD_TOO_LONG: /*i18n*/ 'Password too long',
  USER_ALREADY_EXISTS: USER_ALREADY_REGISTERED,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: /*i18n*/ 'User already exists. Use another email.',
  FAILED_TO_CREATE_USER: /*i18n*/ 'Failed to create user',
  FAILED_TO_CREATE_SESSION: /*i18n*/ 'Failed to create session',
  FAILED_TO_GET_SESSION: /*i18n*/ 'Failed to get session',
  EMAIL_ALREADY_VERIFIED: /*i18n*/ 'Email is already verified',
  EMAIL_MISMATCH: /*i18n*/ 'Email mismatch',
  INVALID_TOKEN: /*i18n*/ 'Invalid token',
  TOKEN_EXPIRED: /*i18n*/ 'Token expired',
  USER_NOT_FOUND: /*i18n*/ 'User not found',
  INVALID_USER: /*i18n*/ 'Invalid user',
};

const CANNOT_COMPLETE = /*i18n*/ 'The request could not be completed.';

/**
 * Control characters (Unicode Cc: NUL, ESC, DEL, C1…) belong in none of these fields, and PostgreSQL refuses
 * a NUL in text: refused here with a 400 that does not repeat the value
 * (docs/product/errors.md#the-error-envelope), before better-auth queries.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A field's value: text is bounded (not the reset token, which better-auth checks itself) and printable. */
const fieldSchema = (name: string) =>
  z
    .unknown()
    .refine((value) => name === 'token' || typeof value !== 'string' || value.length <= MAX_FIELD_LENGTH, {
      error: fillMessage(/*i18n*/ 'The field {field} is too long.', { field: name }),
      abort: true,
    })
    .refine((value) => typeof value !== 'string' || !CONTROL_CHARACTER.test(value), {
      error: fillMessage(/*i18n*/ 'The field {field} contains a control character.', { field: name }),
    })
    .optional();

/** Only these fields (checkRequest names an unknown one); better-auth checks their types and presence. */
const bodySchema = (...fields: string[]) =>
  z.strictObject(Object.fromEntries(fields.map((name) => [name, fieldSchema(name)])), {
    error: (issue) =>
      issue.code === 'invalid_type' ? /*i18n*/ 'The request body must be a JSON object.' : undefined,
  });

/**
 * The better-auth endpoints the product uses, with the body each accepts. Everything else
 * better-auth ships (profile updates, e-mail change, account linking…) is not exposed.
 */
const ENDPOINTS: Record<string, { method: 'GET' | 'POST'; body?: z.ZodType }> = {
  '/get-session': { method: 'GET' },
  '/verify-email': { method: 'GET' },
  '/sign-up/email': {
    method: 'POST',
    body: bodySchema('email', 'password', 'name', 'callbackURL', 'rememberMe'),
  },
  '/sign-in/email': { method: 'POST', body: bodySchema('email', 'password', 'callbackURL', 'rememberMe') },
  '/sign-out': { method: 'POST', body: bodySchema() },
  '/send-verification-email': { method: 'POST', body: bodySchema('email', 'callbackURL') },
  '/request-password-reset': { method: 'POST', body: bodySchema('email', 'redirectTo') },
  '/reset-password': { method: 'POST', body: bodySchema('newPassword', 'token') },
};
const RESET_LINK = /^\/reset-password\/[^/]+$/;

type Refusal = {
  status: 400 | 404;
  code: 'NOT_FOUND' | 'VALIDATION_ERROR';
  /** Marked for translation, with its `values`. */
  message: string;
  values?: MessageValues;
};

/** Refuses what better-auth would otherwise accept unbounded, ignore silently or answer with a 5xx. */
async function checkRequest(request: Request, path: string): Promise<Refusal | undefined> {
  const endpoint = RESET_LINK.test(path) ? { method: 'GET' as const } : ENDPOINTS[path];
  if (!endpoint || endpoint.method !== request.method) {
    return { status: 404, code: 'NOT_FOUND', message: /*i18n*/ 'No such API endpoint.' };
  }
  if (!endpoint.body) return undefined;
  const invalid = (message: string, values?: MessageValues): Refusal => ({
    status: 400,
    code: 'VALIDATION_ERROR',
    message,
    values,
  });
  const text = await request.clone().text();
  if (text === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return invalid(/*i18n*/ 'The request body is not valid JSON.');
  }
  const parsed = endpoint.body.safeParse(body);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys')
    return invalid(/*i18n*/ 'Unknown field: {field}.', { field: issue.keys[0] ?? '' });
  const filled = filledMessageOf(issue.message);
  return filled ? invalid(filled.message, filled.values) : invalid(issue.message);
}

/**
 * better-auth at /api/auth (docs/product/api.md#conventions), with our client address for its rate limiter
 * and its `{code, message}` errors rewritten to the API's `{error: {code, message}}` shape.
 */
export function authRoutes(auth: Auth, options: { trustProxy: boolean }) {
  const app = new Hono();
  app.use(
    '*',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) =>
        c.json(localizedErrorBody(c, 'PAYLOAD_TOO_LARGE', /*i18n*/ 'The request body is too large.'), 413),
    }),
  );
  app.on(['GET', 'POST'], '/*', async (c) => {
    const refusal = await checkRequest(c.req.raw, c.req.path.replace(/^\/api\/auth/, ''));
    if (refusal)
      return c.json(localizedErrorBody(c, refusal.code, refusal.message, refusal.values), refusal.status);

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, options.trustProxy));
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    return normaliseError(c, response);
  });
  return app;
}

async function normaliseError(c: Context, response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: string; message?: string } | undefined;
  if (!body || typeof body !== 'object' || 'error' in body) return response;
  const status = response.status >= 500 ? 500 : response.status;
  const code = body.code ?? (response.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR');
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(betterAuthErrorBody(code, refusalMessage(c, code, body.message))), {
    status,
    headers,
  });
}

/** Our words for a refusal, or better-auth's known ones, in the request's language; others as they come. */
function refusalMessage(c: Context, code: string, message: string | undefined): string {
  const ours = MESSAGES[code];
  if (ours) return translateFor(c)._(ours);
  if (message === undefined) return translateFor(c)._(CANNOT_COMPLETE);
  return message === BETTER_AUTH_MESSAGES[code] ? translateFor(c)._(message) : message;
}
