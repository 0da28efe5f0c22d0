import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake received it; `body` is the parsed form or JSON (undefined when empty). */
export type RecordedGoogleRequest = {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  headers: http.IncomingHttpHeaders;
};

/** What the next simulated consent screen answers. */
export type AuthorizationAnswer = { error: string } | { withoutRefreshToken: true } | { scope: string };

/** A Calendar v3 error the fake answers instead of the real work. */
export type CalendarFailure = { status: number; reason: string; message?: string };

type EventTime = { date?: string; dateTime?: string; timeZone?: string };

/** An event as stored: the fields the app sent, plus those Google manages. */
export type FakeCalendarEvent = {
  id: string;
  status: string;
  etag: string;
  updated: string;
  summary?: string;
  description?: string;
  start?: EventTime;
  end?: EventTime;
  reminders?: { useDefault?: boolean; overrides?: { method: string; minutes: number }[] };
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
  [field: string]: unknown;
};

export type FakeCalendar = { kind: string; etag: string; id: string; summary: string; timeZone: string };

type Grant = { email: string; clientId: string; scope: string; revoked: boolean };
type Code = {
  clientId: string;
  redirectUri: string;
  email: string;
  scope: string;
  offline: boolean;
  expiresAt: number;
};
type StoredCalendar = { owner: string; resource: FakeCalendar; events: Map<string, FakeCalendarEvent> };
type Reply = { status: number; body?: object; headers?: Record<string, string> };

const CALENDAR_PREFIX = '/calendar/v3/';
const CODE_LIFETIME_MS = 5 * 60_000;
const ACCESS_TOKEN_SECONDS = 3599;
// Google's event id rule (Calendar v3 events resource, `id`): base32hex characters, 5 to 1024 of them.
const EVENT_ID = /^[a-v0-9]{5,1024}$/;
const SERVER_MANAGED = [
  'kind',
  'etag',
  'id',
  'created',
  'updated',
  'htmlLink',
  'iCalUID',
  'creator',
  'organizer',
];
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
function googleError({ status, reason, message }: CalendarFailure): Reply {
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

const randomHex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
const base32hex = (length: number) =>
  Array.from(crypto.randomBytes(length), (byte) => '0123456789abcdefghijklmnopqrstuv'[byte % 32]).join('');
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A stable numeric subject per e-mail, as Google's `sub` is a stable number per account. */
const subjectOf = (email: string) =>
  BigInt(`0x${crypto.createHash('sha256').update(email).digest('hex').slice(0, 16)}`)
    .toString()
    .padStart(21, '1');

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

/** Calendar v3 refuses an event whose times are missing, mixed or backwards. */
function timesProblem(event: Record<string, unknown>): Reply | undefined {
  const { start, end } = event;
  if (!isObject(start))
    return googleError({ status: 400, reason: 'required', message: 'Missing start time.' });
  if (!isObject(end)) return googleError({ status: 400, reason: 'required', message: 'Missing end time.' });
  const allDay = typeof start.date === 'string' && typeof end.date === 'string';
  const timed = typeof start.dateTime === 'string' && typeof end.dateTime === 'string';
  if (!allDay && !timed) {
    const message = 'Start and end times must either both be date or both be dateTime.';
    return googleError({ status: 400, reason: 'invalid', message });
  }
  const empty = allDay
    ? String(end.date) <= String(start.date)
    : Date.parse(String(end.dateTime)) <= Date.parse(String(start.dateTime));
  if (empty)
    return googleError({
      status: 400,
      reason: 'timeRangeEmpty',
      message: 'The specified time range is empty.',
    });
  return undefined;
}

/**
 * A local stand-in for Google's OAuth 2.0 endpoints (consent, token, revoke) and the part of Calendar v3 the
 * app uses (secondary calendars and their events), on a real HTTP server. The app reaches it through
 * GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_CALENDAR_API_BASE (docs/product/engineering.md#integrations);
 * tests drive google-auth-library's OAuth2Client (`endpoints`) and @googleapis/calendar (`rootUrl`) against
 * it. Any request it does not know, or that the app should never send (a consent request with a wrong client
 * id or without a scope, an unknown grant type), is recorded in `unexpected` (tests assert it stays empty)
 * and answered 404 (400 for the grant type).
 */
export async function startFakeGoogle(options: { clientId?: string; clientSecret?: string } = {}) {
  const clientId = options.clientId ?? 'fake-client-id.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const requests: RecordedGoogleRequest[] = [];
  const unexpected: string[] = [];
  const authorizationAnswers: AuthorizationAnswer[] = [];
  const failures: { match: { method?: string; pathIncludes?: string }; failure: CalendarFailure }[] = [];
  const codes = new Map<string, Code>();
  const accessTokens = new Map<string, Grant>();
  const refreshTokens = new Map<string, Grant>();
  const calendars = new Map<string, StoredCalendar>();
  let account = { email: 'truck.owner@gmail.test' };
  let rateLimitEvery = 0;
  let calendarRequestCount = 0;
  const rateLimitedOnce = new Set<string>();
  let etagCounter = 0;
  let origin = '';

  const nextEtag = () => `"${Date.now()}${String(++etagCounter).padStart(3, '0')}"`;
  const touch = (event: FakeCalendarEvent) =>
    Object.assign(event, { etag: nextEtag(), updated: new Date().toISOString() });

  function idToken(email: string) {
    const issuedAt = Math.floor(Date.now() / 1000);
    const claims = {
      iss: 'https://accounts.google.com',
      azp: clientId,
      aud: clientId,
      sub: subjectOf(email),
      email,
    };
    // Unsigned (alg none): OAuth2Client.verifyIdToken cannot check it; read the payload directly.
    return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, email_verified: true, iat: issuedAt, exp: issuedAt + ACCESS_TOKEN_SECONDS })}.`;
  }

  function issueAccessToken(grant: Grant) {
    const accessToken = `ya29.fake-${randomHex(24)}`;
    accessTokens.set(accessToken, grant);
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: grant.scope,
      token_type: 'Bearer',
      id_token: idToken(grant.email),
    };
  }

  /** The simulated consent screen: Google redirects back with a code, or with the error the user caused. */
  function authorize(query: URLSearchParams, refuse: (reason: string) => Reply): Reply {
    if (query.get('client_id') !== clientId) {
      return refuse(`consent screen for an unknown client_id ${query.get('client_id')}`);
    }
    const redirectUri = query.get('redirect_uri') ?? '';
    const scope = query.get('scope') ?? '';
    if (query.get('response_type') !== 'code' || !URL.canParse(redirectUri) || scope === '') {
      return refuse(`consent screen without response_type=code, redirect_uri or scope: ${query.toString()}`);
    }
    const answer = authorizationAnswers.shift();
    const back = new URL(redirectUri);
    if (answer && 'error' in answer) back.searchParams.set('error', answer.error);
    else {
      const code = `4/0fake-${randomHex(16)}`;
      const granted = answer && 'scope' in answer ? answer.scope : scope;
      const offline = query.get('access_type') === 'offline' && !(answer && 'withoutRefreshToken' in answer);
      codes.set(code, {
        clientId,
        redirectUri,
        email: account.email,
        scope: granted,
        offline,
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', granted);
    }
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    return { status: 302, headers: { location: back.toString() } };
  }

  function token(
    form: Record<string, string>,
    authorization: string | undefined,
    refuse: (reason: string) => Reply,
  ): Reply {
    // The client authenticates with HTTP Basic (ClientSecretBasic) or with fields in the form (ClientSecretPost).
    const basic = /^Basic (.+)$/.exec(authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':')
      : [form.client_id, form.client_secret];
    if (id !== clientId)
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
      };
    if (secret !== clientSecret)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
    const badGrant = (description: string) => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: description },
    });

    if (form.grant_type === 'authorization_code') {
      const code = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (
        !code ||
        code.expiresAt < Date.now() ||
        code.clientId !== id ||
        code.redirectUri !== form.redirect_uri
      )
        return badGrant('Bad Request');
      const grant: Grant = { email: code.email, clientId, scope: code.scope, revoked: false };
      const refreshToken = `1//fake-${randomHex(24)}`;
      if (code.offline) refreshTokens.set(refreshToken, grant);
      return {
        status: 200,
        body: { ...issueAccessToken(grant), ...(code.offline && { refresh_token: refreshToken }) },
      };
    }
    if (form.grant_type === 'refresh_token') {
      const grant = refreshTokens.get(form.refresh_token ?? '');
      if (!grant) return badGrant('Bad Request');
      if (grant.clientId !== id)
        return { status: 401, body: { error: 'unauthorized_client', error_description: 'Unauthorized' } };
      if (grant.revoked) return badGrant('Token has been expired or revoked.');
      return { status: 200, body: issueAccessToken(grant) };
    }
    refuse(`token request with grant_type ${form.grant_type}`);
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${form.grant_type}` },
    };
  }

  /** Revoking either token of a grant ends the whole grant, as Google does. */
  function revoke(tokenValue: string): Reply {
    const grant = accessTokens.get(tokenValue) ?? refreshTokens.get(tokenValue);
    if (!grant) return { status: 400, body: { error: 'invalid_token', error_description: 'Bad Request' } };
    if (grant.revoked)
      return { status: 400, body: { error: 'invalid_token', error_description: 'Token expired or revoked' } };
    grant.revoked = true;
    return { status: 200, body: {} };
  }

  /** The Calendar v3 operation for this method and path, run once the request is authenticated. */
  function calendarRoute(method: string, segments: string[], query: URLSearchParams, body: unknown) {
    const [collection, calendarId, sub, eventId, ...rest] = segments;
    if (collection !== 'calendars' || rest.length > 0) return undefined;
    if (calendarId === undefined)
      return method === 'POST' ? (email: string) => createCalendar(email, body) : undefined;
    const withCalendar = (run: (calendar: StoredCalendar) => Reply) => (email: string) => {
      const calendar = calendars.get(calendarId);
      return calendar && calendar.owner === email
        ? run(calendar)
        : googleError({ status: 404, reason: 'notFound' });
    };
    if (sub === undefined) {
      if (method === 'GET') return withCalendar((calendar) => ({ status: 200, body: calendar.resource }));
      if (method === 'PATCH') return withCalendar((calendar) => patchCalendar(calendar, body));
      if (method === 'DELETE') {
        return withCalendar(() => {
          calendars.delete(calendarId);
          return { status: 204 };
        });
      }
      return undefined;
    }
    if (sub !== 'events') return undefined;
    if (eventId === undefined) {
      if (method === 'GET') return withCalendar((calendar) => listEvents(calendar, query));
      if (method === 'POST') return withCalendar((calendar) => insertEvent(calendar, body));
      return undefined;
    }
    const withEvent = (run: (event: FakeCalendarEvent, calendar: StoredCalendar) => Reply) =>
      withCalendar((calendar) => {
        const event = calendar.events.get(eventId);
        return event ? run(event, calendar) : googleError({ status: 404, reason: 'notFound' });
      });
    if (method === 'GET') return withEvent((event) => ({ status: 200, body: event }));
    if (method === 'PUT') return withEvent((event) => changeEvent(event, body, 'replace'));
    if (method === 'PATCH') return withEvent((event) => changeEvent(event, body, 'merge'));
    if (method === 'DELETE') {
      return withEvent((event) => {
        if (event.status === 'cancelled') return googleError({ status: 410, reason: 'deleted' });
        touch(event).status = 'cancelled';
        return { status: 204 };
      });
    }
    return undefined;
  }

  function createCalendar(email: string, body: unknown): Reply {
    if (!isObject(body) || typeof body.summary !== 'string' || body.summary === '') {
      return googleError({ status: 400, reason: 'required', message: 'Missing title.' });
    }
    const id = `c_${randomHex(32)}@group.calendar.google.com`;
    const resource = {
      ...body,
      kind: 'calendar#calendar',
      etag: nextEtag(),
      id,
      summary: body.summary,
      timeZone: typeof body.timeZone === 'string' ? body.timeZone : 'UTC',
      conferenceProperties: { allowedConferenceSolutionTypes: ['hangoutsMeet'] },
    };
    calendars.set(id, { owner: email, resource, events: new Map() });
    return { status: 200, body: resource };
  }

  /** calendars.patch: the fields given replace the calendar's; a title may not be emptied. */
  function patchCalendar(calendar: StoredCalendar, body: unknown): Reply {
    if (!isObject(body)) return googleError({ status: 400, reason: 'parseError', message: 'Parse Error' });
    if ('summary' in body && (typeof body.summary !== 'string' || body.summary === '')) {
      return googleError({ status: 400, reason: 'required', message: 'Missing title.' });
    }
    calendar.resource = { ...calendar.resource, ...body, etag: nextEtag() };
    return { status: 200, body: calendar.resource };
  }

  function insertEvent(calendar: StoredCalendar, body: unknown): Reply {
    if (!isObject(body)) return googleError({ status: 400, reason: 'parseError', message: 'Parse Error' });
    const id = body.id ?? base32hex(26);
    if (typeof id !== 'string' || !EVENT_ID.test(id)) {
      return googleError({ status: 400, reason: 'invalid', message: 'Invalid resource id value.' });
    }
    // A cancelled event keeps its id: Google refuses to reuse it.
    if (calendar.events.has(id)) return googleError({ status: 409, reason: 'duplicate' });
    const problem = timesProblem(body);
    if (problem) return problem;
    const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !SERVER_MANAGED.includes(key)));
    const now = new Date().toISOString();
    const event: FakeCalendarEvent = {
      kind: 'calendar#event',
      etag: nextEtag(),
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${calendar.resource.id}`).toString('base64url')}`,
      created: now,
      updated: now,
      iCalUID: `${id}@google.com`,
      creator: { email: calendar.owner },
      organizer: { email: calendar.resource.id, displayName: calendar.resource.summary, self: true },
      reminders: { useDefault: true },
      ...fields,
    };
    calendar.events.set(id, event);
    return { status: 200, body: event };
  }

  /** PUT replaces the event's own fields (and restores a cancelled event); PATCH merges top-level fields. */
  function changeEvent(event: FakeCalendarEvent, body: unknown, mode: 'replace' | 'merge'): Reply {
    if (!isObject(body)) return googleError({ status: 400, reason: 'parseError', message: 'Parse Error' });
    const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !SERVER_MANAGED.includes(key)));
    const managed = Object.fromEntries(Object.entries(event).filter(([key]) => SERVER_MANAGED.includes(key)));
    const next =
      mode === 'replace' ? { status: 'confirmed', ...managed, ...fields } : { ...event, ...fields };
    const problem = timesProblem(next);
    if (problem) return problem;
    for (const key of Object.keys(event)) delete event[key];
    Object.assign(event, next);
    return { status: 200, body: touch(event) };
  }

  function listEvents(calendar: StoredCalendar, query: URLSearchParams): Reply {
    const propertyFilters = (name: string) => query.getAll(name).map((filter) => filter.split(/=(.*)/s));
    const privateFilters = propertyFilters('privateExtendedProperty');
    const sharedFilters = propertyFilters('sharedExtendedProperty');
    const matching = [...calendar.events.values()].filter(
      (event) =>
        (event.status !== 'cancelled' || query.get('showDeleted') === 'true') &&
        privateFilters.every(([key = '', value]) => event.extendedProperties?.private?.[key] === value) &&
        sharedFilters.every(([key = '', value]) => event.extendedProperties?.shared?.[key] === value),
    );
    const pageSize = Math.min(Number(query.get('maxResults')) || 250, 2500);
    const pageToken = query.get('pageToken');
    const offset = pageToken === null ? 0 : Number(Buffer.from(pageToken, 'base64url').toString());
    if (!Number.isInteger(offset) || offset < 0)
      return googleError({ status: 400, reason: 'invalid', message: 'Invalid page token value.' });
    const end = offset + pageSize;
    return {
      status: 200,
      body: {
        kind: 'calendar#events',
        etag: nextEtag(),
        summary: calendar.resource.summary,
        updated: new Date().toISOString(),
        timeZone: calendar.resource.timeZone,
        accessRole: 'owner',
        defaultReminders: [],
        items: matching.slice(offset, end),
        ...(end < matching.length && { nextPageToken: Buffer.from(String(end)).toString('base64url') }),
      },
    };
  }

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
    const run = calendarRoute(method, segments, url.searchParams, body);
    if (!run) return refuse(`${method} ${url.pathname}${url.search}`);
    const accessToken = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!accessToken) return googleError({ status: 401, reason: 'required' });
    const grant = accessTokens.get(accessToken);
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
    if (method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return authorize(url.searchParams, refuse);
    if (method === 'POST' && url.pathname === '/token')
      return token(form, request.headers.authorization, refuse);
    // google-auth-library posts the token in the query (`?token=`); Google also takes it as a form field.
    if (method === 'POST' && url.pathname === '/revoke')
      return revoke(url.searchParams.get('token') ?? form.token ?? '');
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

  const storedEvent = (calendarId: string, eventId: string) => {
    const event = calendars.get(calendarId)?.events.get(eventId);
    if (!event) throw new Error(`The fake Google has no event ${eventId} in ${calendarId}`);
    return event;
  };

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
      authorizationAnswers.push(answer);
    },
    /** As when the user removes the app in their Google account: its tokens stop working. */
    revokeGrant(email: string) {
      for (const grant of [...accessTokens.values(), ...refreshTokens.values()]) {
        if (grant.email === email) grant.revoked = true;
      }
    },
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
    calendarsOf(email: string): FakeCalendar[] {
      return [...calendars.values()]
        .filter((calendar) => calendar.owner === email)
        .map((calendar) => structuredClone(calendar.resource));
    },
    /** Every event of the calendar, cancelled ones included. */
    eventsOf(calendarId: string): FakeCalendarEvent[] {
      return [...(calendars.get(calendarId)?.events.values() ?? [])].map((event) => structuredClone(event));
    },
    /** The user renames the calendar in Google Calendar's settings. */
    renameCalendarByHand(calendarId: string, summary: string) {
      const calendar = calendars.get(calendarId);
      if (!calendar) throw new Error(`The fake Google has no calendar ${calendarId}`);
      calendar.resource = { ...calendar.resource, summary, etag: nextEtag() };
    },
    /** The user deletes the whole calendar in Google Calendar's settings. */
    deleteCalendarByHand(calendarId: string) {
      if (!calendars.delete(calendarId)) throw new Error(`The fake Google has no calendar ${calendarId}`);
    },
    /** As the Google Calendar screen does: the event stays, cancelled. */
    deleteEventByHand(calendarId: string, eventId: string) {
      touch(storedEvent(calendarId, eventId)).status = 'cancelled';
    },
    /** The user drags an all-day event to another day; it keeps its length. */
    moveEventByHand(calendarId: string, eventId: string, date: string) {
      const event = storedEvent(calendarId, eventId);
      const { start, end } = event;
      if (!start?.date || !end?.date) throw new Error('moveEventByHand moves all-day events only');
      const days = Math.round((Date.parse(end.date) - Date.parse(start.date)) / 86_400_000);
      touch(event);
      event.start = { date };
      event.end = { date: addDays(date, days) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
