import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeCalendars } from './calendars';
import { googleError, isObject, type CalendarFailure, type Reply } from './google-errors';
import { createFakeOAuth, type AuthorizationAnswer } from './oauth';

/** A request as the fake received it; `body` is the parsed form or JSON (undefined when empty). */
export type RecordedGoogleRequest = {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  headers: http.IncomingHttpHeaders;
};

const CALENDAR_PREFIX = '/calendar/v3/';

function queryOf(params: URLSearchParams) {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

function parseBody(contentType: string | undefined, raw: string): unknown {
  if (raw === '') return undefined;
  if (contentType?.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  if (contentType?.startsWith('application/json')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return { unparsable: raw };
    }
  }
  return raw;
}

/**
 * A local stand-in for Google's OAuth 2.0 endpoints (consent, token, revoke: oauth.ts) and the part of
 * Calendar v3 the app uses (secondary calendars and their events: calendars.ts), on a real HTTP server. The
 * app reaches it through GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_CALENDAR_API_BASE
 * (docs/product/engineering.md#integrations); tests drive google-auth-library's OAuth2Client (`endpoints`) and
 * @googleapis/calendar (`rootUrl`) against it. Any request it does not know, or that the app should never send
 * (a consent request with a wrong client id or without a scope, an unknown grant type), is recorded in
 * `unexpected` (tests assert it stays empty) and answered 404 (400 for the grant type).
 */
export async function startFakeGoogle(options: { clientId?: string; clientSecret?: string } = {}) {
  const clientId = options.clientId ?? 'fake-client-id.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const requests: RecordedGoogleRequest[] = [];
  const unexpected: string[] = [];
  const failures: { match: { method?: string; pathIncludes?: string }; failure: CalendarFailure }[] = [];
  let account = { email: 'truck.owner@gmail.test' };
  let rateLimitEvery = 0;
  let calendarRequestCount = 0;
  const rateLimitedOnce = new Set<string>();
  let origin = '';
  const oauth = createFakeOAuth({ clientId, clientSecret, account: () => account });
  const calendars = createFakeCalendars();

  function calendarApi(
    method: string,
    url: URL,
    body: unknown,
    authorization: string | undefined,
    refuse: (reason: string) => Reply,
  ) {
    let segments: string[];
    try {
      segments = url.pathname.slice(CALENDAR_PREFIX.length).split('/').map(decodeURIComponent);
    } catch {
      return refuse(`${method} ${url.pathname}${url.search}`);
    }
    const run = calendars.route(method, segments, url.searchParams, body);
    if (!run) return refuse(`${method} ${url.pathname}${url.search}`);
    const accessToken = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!accessToken) return googleError({ status: 401, reason: 'required' });
    const grant = oauth.grantOf(accessToken);
    if (!grant || grant.revoked) return googleError({ status: 401, reason: 'authError' });
    // Any calendar scope reads; writing needs one that is not read-only (calendar.app.created is enough).
    const calendarScopes = grant.scope
      .split(' ')
      .filter((scope) => scope.startsWith('https://www.googleapis.com/auth/calendar'));
    if (
      calendarScopes.length === 0 ||
      (method !== 'GET' && calendarScopes.every((scope) => scope.endsWith('.readonly')))
    ) {
      return googleError({ status: 403, reason: 'insufficientPermissions' });
    }
    const decodedPath = `${CALENDAR_PREFIX}${segments.join('/')}`;
    const failureIndex = failures.findIndex(
      ({ match }) =>
        (!match.method || match.method.toUpperCase() === method) &&
        (!match.pathIncludes ||
          decodedPath.includes(match.pathIncludes) ||
          url.pathname.includes(match.pathIncludes)),
    );
    if (failureIndex >= 0) return googleError(failures.splice(failureIndex, 1)[0]!.failure);
    calendarRequestCount += 1;
    // A request refused once goes through when it is tried again: with several requests in flight, a plain
    // 'every n-th' could otherwise refuse the same one every time it comes back.
    const key = `${method} ${url.pathname}${url.search} ${JSON.stringify(body ?? null)}`;
    if (rateLimitedOnce.delete(key)) return run(grant.email);
    if (rateLimitEvery > 0 && calendarRequestCount % rateLimitEvery === 0) {
      rateLimitedOnce.add(key);
      return googleError({ status: 429, reason: 'rateLimitExceeded' });
    }
    return run(grant.email);
  }

  function handle(request: http.IncomingMessage, raw: string): Reply {
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';
    const body = parseBody(request.headers['content-type'], raw);
    requests.push({
      method,
      path: url.pathname,
      query: queryOf(url.searchParams),
      body,
      headers: request.headers,
    });
    const refuse = (reason: string): Reply => {
      unexpected.push(reason);
      return googleError({ status: 404, reason: 'notFound' });
    };
    const form = isObject(body) ? (body as Record<string, string>) : {};
    if (method === 'GET' && url.pathname === '/o/oauth2/v2/auth')
      return oauth.authorize(url.searchParams, refuse);
    if (method === 'POST' && url.pathname === '/token')
      return oauth.token(form, request.headers.authorization, refuse);
    // google-auth-library posts the token in the query (`?token=`); Google also takes it as a form field.
    if (method === 'POST' && url.pathname === '/revoke')
      return oauth.revoke(url.searchParams.get('token') ?? form.token ?? '');
    if (url.pathname.startsWith(CALENDAR_PREFIX))
      return calendarApi(method, url, body, request.headers.authorization, refuse);
    return refuse(`${method} ${url.pathname}${url.search}`);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let reply: Reply;
      try {
        reply = handle(request, Buffer.concat(chunks).toString());
      } catch (error) {
        unexpected.push(`the fake failed on ${request.method} ${request.url}: ${String(error)}`);
        reply = googleError({ status: 500, reason: 'backendError' });
      }
      const json = reply.body !== undefined && reply.status !== 204;
      response.writeHead(reply.status, {
        ...(json && { 'content-type': 'application/json; charset=UTF-8' }),
        ...reply.headers,
      });
      response.end(json ? JSON.stringify(reply.body) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    clientId,
    clientSecret,
    /** OAuth2Client `endpoints.oauth2AuthBaseUrl` (GOOGLE_AUTH_URL). */
    authUrl: `${origin}/o/oauth2/v2/auth`,
    /** OAuth2Client `endpoints.oauth2TokenUrl` (GOOGLE_TOKEN_URL). */
    tokenUrl: `${origin}/token`,
    /** OAuth2Client `endpoints.oauth2RevokeUrl`. */
    revokeUrl: `${origin}/revoke`,
    /** The calendar client's `rootUrl` (GOOGLE_CALENDAR_API_BASE); only its origin counts to googleapis-common. */
    calendarApiBase: `${origin}/`,
    /** The app's settings that point it at this fake (env.ts). */
    get appEnv(): Record<string, string> {
      return {
        GOOGLE_CLIENT_ID: clientId,
        GOOGLE_CLIENT_SECRET: clientSecret,
        GOOGLE_AUTH_URL: `${origin}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${origin}/token`,
        GOOGLE_REVOKE_URL: `${origin}/revoke`,
        GOOGLE_CALENDAR_API_BASE: `${origin}/`,
      };
    },
    requests,
    unexpected,
    /** The Google account that consents next. */
    get account() {
      return account;
    },
    set account(next: { email: string }) {
      account = next;
    },
    /** The next consent screen answers so: an error (the user refused), no refresh token, or fewer scopes. */
    nextAuthorization(answer: AuthorizationAnswer) {
      oauth.nextAuthorization(answer);
    },
    /** As when the user removes the app in their Google account: its tokens stop working. */
    revokeGrant: oauth.revokeGrant,
    /** The next authenticated calendar request matching `match` answers this error instead. */
    failNext(match: { method?: string; pathIncludes?: string }, failure: CalendarFailure) {
      failures.push({ match, failure });
    },
    /**
     * Every n-th authenticated calendar request from now on answers 429 rateLimitExceeded, and its next try
     * goes through; 0 stops it.
     */
    rateLimitEvery(n: number) {
      rateLimitEvery = n;
      calendarRequestCount = 0;
      rateLimitedOnce.clear();
    },
    calendarsOf: calendars.calendarsOf,
    eventsOf: calendars.eventsOf,
    renameCalendarByHand: calendars.renameCalendarByHand,
    deleteCalendarByHand: calendars.deleteCalendarByHand,
    deleteEventByHand: calendars.deleteEventByHand,
    moveEventByHand: calendars.moveEventByHand,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
