import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { betterAuthErrorBody, errorBody } from '../lib/errors';
import { clientIp } from '../lib/client-ip';
import type { Auth } from './create-auth';
import { CLIENT_IP_HEADER } from './create-auth';

const MAX_FIELD_LENGTH = 320;

/** Clearer words than better-auth's for what an owner may meet. */
const MESSAGES: Record<string, string> = {
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  EMAIL_NOT_VERIFIED:
    'Please confirm your e-mail address first. We have sent you a new confirmation link; check your inbox.',
};

/**
 * Control characters (Unicode Cc: NUL, ESC, DEL, C1…) belong in none of these fields, and PostgreSQL refuses a
 * NUL in text: refused here with a 400 that does not repeat the value (DESIGN §5), before better-auth queries.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A field's value: text is bounded (not the reset token, which better-auth checks itself) and printable. */
const fieldSchema = (name: string) =>
  z
    .unknown()
    .refine((value) => name === 'token' || typeof value !== 'string' || value.length <= MAX_FIELD_LENGTH, {
      error: `The field ${name} is too long.`,
      abort: true,
    })
    .refine((value) => typeof value !== 'string' || !CONTROL_CHARACTER.test(value), {
      error: `The field ${name} contains a control character.`,
    })
    .optional();

/** Only these fields; better-auth itself checks their types and which are required. */
const bodySchema = (...fields: string[]) =>
  z.strictObject(Object.fromEntries(fields.map((name) => [name, fieldSchema(name)])), {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys[0]}.`;
      if (issue.code === 'invalid_type') return 'The request body must be a JSON object.';
      return undefined;
    },
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

type Refusal = { status: 400 | 404; code: 'NOT_FOUND' | 'VALIDATION_ERROR'; message: string };

/** Refuses what better-auth would otherwise accept unbounded, ignore silently or answer with a 5xx. */
async function checkRequest(request: Request, path: string): Promise<Refusal | undefined> {
  const endpoint = RESET_LINK.test(path) ? { method: 'GET' as const } : ENDPOINTS[path];
  if (!endpoint || endpoint.method !== request.method) {
    return { status: 404, code: 'NOT_FOUND', message: 'No such API endpoint.' };
  }
  if (!endpoint.body) return undefined;
  const invalid = (message: string): Refusal => ({ status: 400, code: 'VALIDATION_ERROR', message });
  const text = await request.clone().text();
  if (text === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return invalid('The request body is not valid JSON.');
  }
  const parsed = endpoint.body.safeParse(body);
  return parsed.success ? undefined : invalid(parsed.error.issues[0]!.message);
}

/**
 * better-auth at /api/auth (DESIGN §5), with our client address for its rate limiter and its
 * `{code, message}` errors rewritten to the API's `{error: {code, message}}` shape.
 */
export function authRoutes(auth: Auth, options: { trustProxy: boolean }) {
  const app = new Hono();
  app.use(
    '*',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'), 413),
    }),
  );
  app.on(['GET', 'POST'], '/*', async (c) => {
    const refusal = await checkRequest(c.req.raw, c.req.path.replace(/^\/api\/auth/, ''));
    if (refusal) return c.json(errorBody(refusal.code, refusal.message), refusal.status);

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, options.trustProxy));
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    return normaliseError(response);
  });
  return app;
}

async function normaliseError(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: string; message?: string } | undefined;
  if (!body || typeof body !== 'object' || 'error' in body) return response;
  const status = response.status >= 500 ? 500 : response.status;
  const code = body.code ?? (response.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR');
  const message = MESSAGES[code] ?? body.message ?? 'The request could not be completed.';
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(betterAuthErrorBody(code, message)), { status, headers });
}
