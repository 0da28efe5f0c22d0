import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../lib/errors';
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
 * The better-auth endpoints the product uses, with the body fields each accepts. Everything else
 * better-auth ships (profile updates, e-mail change, account linking…) is not exposed.
 */
const ENDPOINTS: Record<string, { method: 'GET' | 'POST'; fields?: readonly string[] }> = {
  '/get-session': { method: 'GET' },
  '/verify-email': { method: 'GET' },
  '/sign-up/email': { method: 'POST', fields: ['email', 'password', 'name', 'callbackURL', 'rememberMe'] },
  '/sign-in/email': { method: 'POST', fields: ['email', 'password', 'callbackURL', 'rememberMe'] },
  '/sign-out': { method: 'POST', fields: [] },
  '/send-verification-email': { method: 'POST', fields: ['email', 'callbackURL'] },
  '/request-password-reset': { method: 'POST', fields: ['email', 'redirectTo'] },
  '/reset-password': { method: 'POST', fields: ['newPassword', 'token'] },
};
const RESET_LINK = /^\/reset-password\/[^/]+$/;

type Refusal = { status: 400 | 404; code: string; message: string };

/** Refuses what better-auth would otherwise accept unbounded, ignore silently or answer with a 5xx. */
async function checkRequest(request: Request, path: string): Promise<Refusal | undefined> {
  const endpoint = RESET_LINK.test(path) ? { method: 'GET' as const } : ENDPOINTS[path];
  if (!endpoint || endpoint.method !== request.method) {
    return { status: 404, code: 'NOT_FOUND', message: 'No such API endpoint.' };
  }
  if (request.method !== 'POST') return undefined;
  const invalid = (message: string): Refusal => ({ status: 400, code: 'INVALID_REQUEST', message });
  const text = await request.clone().text();
  if (text === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return invalid('The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return invalid('The request body must be a JSON object.');
  }
  for (const [key, value] of Object.entries(body)) {
    if (!endpoint.fields?.includes(key)) return invalid(`Unknown field: ${key}.`);
    if (typeof value === 'string' && value.length > MAX_FIELD_LENGTH && key !== 'token') {
      return invalid(`The field ${key} is too long.`);
    }
  }
  return undefined;
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
  return new Response(JSON.stringify(errorBody(code, message)), { status, headers });
}
