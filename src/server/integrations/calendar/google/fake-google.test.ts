import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { ClientAuthentication, gaxios, OAuth2Client, type OAuth2ClientOptions } from 'google-auth-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '@tests/support/fake-google';

// The fake stands in for Google in every calendar test
// (docs/product/engineering.md#habit-9-tests-talk-to-real-things), so it is checked here through the same
// libraries the app uses: what they send is what it must understand.
const REDIRECT_URI = 'http://localhost:3000/calendar-callback';
const SCOPES = ['openid', 'email', 'https://www.googleapis.com/auth/calendar.app.created'];

let fake: FakeGoogle;
beforeEach(async () => {
  fake = await startFakeGoogle();
});
afterEach(async () => {
  // A request the fake does not know fails the test that made it.
  expect(fake.unexpected).toEqual([]);
  await fake.close();
});

const oauthClient = (options: OAuth2ClientOptions = {}) =>
  new OAuth2Client({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    redirectUri: REDIRECT_URI,
    endpoints: {
      oauth2AuthBaseUrl: fake.authUrl,
      oauth2TokenUrl: fake.tokenUrl,
      oauth2RevokeUrl: fake.revokeUrl,
    },
    ...options,
  });

/** The browser's trip to the consent screen: where Google sends it back. */
async function consent(client: OAuth2Client, scope = SCOPES) {
  const url = client.generateAuthUrl({ access_type: 'offline', prompt: 'consent', scope, state: 'state-1' });
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function connect(client = oauthClient()) {
  const code = (await consent(client)).searchParams.get('code') ?? '';
  const { tokens } = await client.getToken(code);
  client.setCredentials(tokens);
  return { client, tokens, api: calendar({ version: 'v3', auth: client, rootUrl: fake.calendarApiBase }) };
}

const emailOf = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { email: string }).email;

/** The error a call failed with, which must be gaxios's. */
async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof gaxios.GaxiosError) return error;
    throw error;
  }
  throw new Error('The call succeeded');
}

const reasonOf = (error: gaxios.GaxiosError) =>
  (error.response?.data as { error: { errors: { reason: string }[] } }).error.errors[0]?.reason;

const allDay = (id: string, date: string, end: string, permitId = 'permit-1'): calendar_v3.Schema$Event => ({
  id,
  summary: 'Renew Health Permit',
  start: { date },
  end: { date: end },
  reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 1440 }] },
  extendedProperties: { private: { permitId } },
});

async function createCalendar(api: calendar_v3.Calendar) {
  const { data } = await api.calendars.insert({ requestBody: { summary: 'PermitPilot renewals' } });
  return data.id ?? '';
}

describe('the fake Google (OAuth 2.0 and Calendar v3)', () => {
  it('connects an account and keeps a calendar with its events', async () => {
    const client = oauthClient();
    const back = await consent(client);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-1');
    const { tokens } = await client.getToken(back.searchParams.get('code') ?? '');
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: SCOPES.join(' ') });
    expect(tokens.refresh_token).toBeTruthy();
    expect(emailOf(tokens.id_token ?? '')).toBe('truck.owner@gmail.test');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/token',
      body: {
        grant_type: 'authorization_code',
        redirect_uri: REDIRECT_URI,
        client_secret: fake.clientSecret,
      },
    });
    client.setCredentials(tokens);
    const api = calendar({ version: 'v3', auth: client, rootUrl: fake.calendarApiBase });

    const calendarId = await createCalendar(api);
    expect(calendarId).toMatch(/^c_[0-9a-f]+@group\.calendar\.google\.com$/);
    expect(fake.calendarsOf('truck.owner@gmail.test')).toMatchObject([{ id: calendarId }]);
    const event = allDay('pp0123456789abcdef0', '2027-03-01', '2027-03-02');
    const { data: inserted } = await api.events.insert({ calendarId, requestBody: event });
    expect(inserted).toMatchObject({ ...event, status: 'confirmed' });
    expect(reasonOf(await failureOf(api.events.insert({ calendarId, requestBody: event })))).toBe(
      'duplicate',
    );
    const badId = await failureOf(api.events.insert({ calendarId, requestBody: { ...event, id: 'PP-1' } }));
    expect([badId.status, reasonOf(badId)]).toEqual([400, 'invalid']);
    await api.events.insert({
      calendarId,
      requestBody: allDay('pp00002', '2027-04-01', '2027-04-02', 'permit-2'),
    });

    const { data: listed } = await api.events.list({
      calendarId,
      privateExtendedProperty: ['permitId=permit-1'],
      singleEvents: true,
    });
    expect(listed.items?.map((item) => item.id)).toEqual(['pp0123456789abcdef0']);

    await api.events.delete({ calendarId, eventId: 'pp0123456789abcdef0' });
    const again = await failureOf(api.events.delete({ calendarId, eventId: 'pp0123456789abcdef0' }));
    expect([again.status, reasonOf(again)]).toEqual([410, 'deleted']);
    const unknown = await failureOf(api.events.get({ calendarId, eventId: 'nosuchevent' }));
    expect([unknown.status, reasonOf(unknown)]).toEqual([404, 'notFound']);
    // The id stays taken by the cancelled event.
    expect((await failureOf(api.events.insert({ calendarId, requestBody: event }))).status).toBe(409);
    expect((await api.events.list({ calendarId })).data.items?.map((item) => item.id)).toEqual(['pp00002']);
    const withDeleted = await api.events.list({ calendarId, showDeleted: true });
    expect(withDeleted.data.items?.map((item) => [item.id, item.status])).toEqual([
      ['pp0123456789abcdef0', 'cancelled'],
      ['pp00002', 'confirmed'],
    ]);
    // The calendar client sends the calendar id percent-encoded.
    expect(fake.requests.at(-1)?.path).toBe(
      `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`,
    );
  });

  it('ends access when the token is revoked, or when the user removes the app', async () => {
    const { client, tokens, api } = await connect();
    const calendarId = await createCalendar(api);
    await client.revokeToken(tokens.access_token ?? '');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/revoke',
      query: { token: tokens.access_token },
      body: undefined,
    });
    const denied = await failureOf(api.calendars.get({ calendarId }));
    expect([denied.status, reasonOf(denied)]).toEqual([401, 'authError']);
    const refresh = await failureOf(client.refreshAccessToken());
    expect([refresh.status, refresh.message]).toEqual([400, 'invalid_grant']);
    expect(refresh.response?.data).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    expect(fake.requests.at(-1)?.body).toEqual({
      refresh_token: tokens.refresh_token,
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'refresh_token',
    });
    expect((await failureOf(client.revokeToken('never-issued'))).status).toBe(400);

    const second = await connect();
    const { credentials } = await second.client.refreshAccessToken();
    expect(credentials.access_token).not.toBe(second.tokens.access_token);
    // An access token about to expire is refreshed before the call, with the same refresh token.
    second.client.setCredentials({ ...second.client.credentials, expiry_date: Date.now() - 1 });
    await second.api.calendars.insert({ requestBody: { summary: 'PermitPilot renewals' } });
    expect(fake.requests.slice(-2).map(({ method, path, body }) => [method, path, body])).toEqual([
      [
        'POST',
        '/token',
        expect.objectContaining({ grant_type: 'refresh_token', refresh_token: second.tokens.refresh_token }),
      ],
      ['POST', '/calendar/v3/calendars', { summary: 'PermitPilot renewals' }],
    ]);
    fake.revokeGrant('truck.owner@gmail.test');
    expect((await failureOf(second.api.calendars.insert({ requestBody: { summary: 'x' } }))).status).toBe(
      401,
    );
    expect((await failureOf(second.client.refreshAccessToken())).message).toBe('invalid_grant');
  });

  it('answers consent and code exchange as Google does', async () => {
    fake.nextAuthorization({ error: 'access_denied' });
    const refused = await consent(oauthClient());
    expect(Object.fromEntries(refused.searchParams)).toEqual({ error: 'access_denied', state: 'state-1' });

    const back = await consent(oauthClient());
    const code = back.searchParams.get('code') ?? '';
    const elsewhere = oauthClient({ redirectUri: 'http://localhost:3000/elsewhere' });
    expect((await failureOf(elsewhere.getToken(code))).response?.data).toEqual({
      error: 'invalid_grant',
      error_description: 'Bad Request',
    });
    // The failed exchange used the code up.
    expect((await failureOf(oauthClient().getToken(code))).message).toBe('invalid_grant');
    // A code lives 5 minutes.
    const late = (await consent(oauthClient())).searchParams.get('code') ?? '';
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1_000 });
    try {
      expect((await failureOf(oauthClient().getToken(late))).message).toBe('invalid_grant');
    } finally {
      vi.useRealTimers();
    }
    const wrongSecret = await failureOf(oauthClient({ clientSecret: 'nope' }).getToken('4/0any'));
    expect([wrongSecret.status, wrongSecret.message]).toEqual([401, 'invalid_client']);

    // Client credentials in HTTP Basic, and a consent that gives no refresh token and fewer scopes.
    fake.account = { email: 'second.truck@gmail.test' };
    fake.nextAuthorization({ withoutRefreshToken: true });
    const basic = await connect(
      oauthClient({ clientAuthentication: ClientAuthentication.ClientSecretBasic }),
    );
    expect(fake.requests.at(-1)?.headers.authorization).toMatch(/^Basic /);
    expect(basic.tokens.refresh_token).toBeUndefined();
    expect(emailOf(basic.tokens.id_token ?? '')).toBe('second.truck@gmail.test');
    fake.nextAuthorization({ scope: 'openid email' });
    const narrow = await connect();
    expect(narrow.tokens.scope).toBe('openid email');
    const forbidden = await failureOf(narrow.api.calendars.insert({ requestBody: { summary: 'x' } }));
    expect([forbidden.status, reasonOf(forbidden)]).toEqual([403, 'insufficientPermissions']);
  });

  it("keeps each account's calendars apart, pages lists and shows changes made by hand", async () => {
    const { api } = await connect();
    const calendarId = await createCalendar(api);
    for (const id of ['pp001', 'pp002', 'pp003']) {
      await api.events.insert({ calendarId, requestBody: allDay(id, '2027-05-01', '2027-05-03') });
    }
    const first = await api.events.list({ calendarId, maxResults: 2 });
    expect(first.data.items?.map((item) => item.id)).toEqual(['pp001', 'pp002']);
    const rest = await api.events.list({
      calendarId,
      maxResults: 2,
      pageToken: first.data.nextPageToken ?? '',
    });
    expect([rest.data.items?.map((item) => item.id), rest.data.nextPageToken]).toEqual([
      ['pp003'],
      undefined,
    ]);

    fake.deleteEventByHand(calendarId, 'pp001');
    expect((await api.events.get({ calendarId, eventId: 'pp001' })).data.status).toBe('cancelled');
    // Google restores a cancelled event when it is updated back to confirmed.
    await api.events.update({
      calendarId,
      eventId: 'pp001',
      requestBody: { ...allDay('pp001', '2027-05-01', '2027-05-02'), status: 'confirmed' },
    });
    fake.moveEventByHand(calendarId, 'pp002', '2027-06-10');
    expect(fake.eventsOf(calendarId).map((event) => [event.id, event.status, event.end?.date])).toEqual([
      ['pp001', 'confirmed', '2027-05-02'],
      ['pp002', 'confirmed', '2027-06-12'],
      ['pp003', 'confirmed', '2027-05-03'],
    ]);
    const { data: patched } = await api.events.patch({
      calendarId,
      eventId: 'pp003',
      requestBody: { summary: 'Renew Fire Permit' },
    });
    expect(patched).toMatchObject({ summary: 'Renew Fire Permit', start: { date: '2027-05-01' } });

    // A calendar is renamed with calendars.patch; its title may not be emptied.
    const { data: renamed } = await api.calendars.patch({
      calendarId,
      requestBody: { summary: 'Renovaciones de PermitPilot' },
    });
    expect(renamed.summary).toBe('Renovaciones de PermitPilot');
    expect(fake.calendarsOf('truck.owner@gmail.test')[0]!.summary).toBe('Renovaciones de PermitPilot');
    expect((await failureOf(api.calendars.patch({ calendarId, requestBody: { summary: '' } }))).status).toBe(
      400,
    );

    fake.account = { email: 'someone.else@gmail.test' };
    const other = await connect();
    expect((await failureOf(other.api.events.list({ calendarId }))).status).toBe(404);
    expect(
      (await failureOf(other.api.calendars.patch({ calendarId, requestBody: { summary: 'x' } }))).status,
    ).toBe(404);
    await api.calendars.delete({ calendarId });
    expect(fake.calendarsOf('truck.owner@gmail.test')).toEqual([]);
  });

  it('fails calendar calls on demand, which gaxios retries only for some methods', async () => {
    const { client, api } = await connect();
    const calendarId = await createCalendar(api);
    fake.failNext({ method: 'PATCH', pathIncludes: '/events/' }, { status: 403, reason: 'quotaExceeded' });
    const quota = await failureOf(api.events.patch({ calendarId, eventId: 'pp001', requestBody: {} }));
    expect(quota.response?.data).toEqual({
      error: {
        code: 403,
        message: 'Calendar usage limits exceeded.',
        errors: [
          { domain: 'usageLimits', reason: 'quotaExceeded', message: 'Calendar usage limits exceeded.' },
        ],
        status: 'PERMISSION_DENIED',
      },
    });

    // Every 2nd calendar request is refused from here on.
    fake.rateLimitEvery(2);
    await api.calendars.get({ calendarId });
    // A POST is not retried by default: the 429 comes straight back, after one request.
    let before = fake.requests.length;
    const limited = await failureOf(
      api.events.insert({ calendarId, requestBody: allDay('pp00001', '2027-01-01', '2027-01-02') }),
    );
    expect([limited.status, reasonOf(limited), limited.message]).toEqual([
      429,
      'rateLimitExceeded',
      'Rate Limit Exceeded',
    ]);
    expect(fake.requests.length - before).toBe(1);
    await api.calendars.get({ calendarId });
    expect((await failureOf(api.calendars.get({ calendarId }, { retry: false }))).status).toBe(429);
    await api.calendars.get({ calendarId });
    // A GET is retried by default (here once, after 100 ms; up to 3 times): the caller never sees that 429.
    before = fake.requests.length;
    await api.calendars.get({ calendarId });
    expect(fake.requests.length - before).toBe(2);

    fake.rateLimitEvery(0);
    const withoutRetries = calendar({
      version: 'v3',
      auth: client,
      rootUrl: fake.calendarApiBase,
      retry: false,
    });
    fake.failNext({ method: 'GET' }, { status: 503, reason: 'backendError' });
    const unavailable = await failureOf(withoutRetries.calendars.get({ calendarId }));
    expect([unavailable.status, unavailable.message]).toEqual([503, 'Backend Error']);
  });
});
