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

/** Rejects what better-auth would otherwise answer with a 5xx or accept unbounded. */
async function checkJsonBody(request: Request): Promise<string | undefined> {
  if (request.method !== 'POST') return undefined;
  const text = await request.clone().text();
  if (text === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'The request body is not valid JSON.';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The request body must be a JSON object.';
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.length > MAX_FIELD_LENGTH && key !== 'token') {
      return `The field ${key} is too long.`;
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
    const problem = await checkJsonBody(c.req.raw);
    if (problem) return c.json(errorBody('INVALID_REQUEST', problem), 400);

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
