import { describe, expect, it } from 'vitest';
import { calendarOauthStates } from '../../db/schema';
import { calendarSyncApp, exchangeCalendarCode, startCalendarConnect } from '@tests/support/calendar-sync';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/**
 * Connect and the calendar callback (docs/product/calendar.md#connecting, docs/decisions/0023) through the HTTP
 * app, against a local fake of Google's OAuth endpoints that fails the test on any request it does not know.
 */
const app = calendarSyncApp();

type Owner = Awaited<ReturnType<TestApp['signedInOwner']>>;

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const statusOf = (owner: Owner) => app.statusOf(owner.cookie);

/** The callback answered 400 with this error. */
async function expectRefusal(answer: Response, error: { code: string; message: string }) {
  expect(answer.status).toBe(400);
  expect(await errorOf(answer)).toEqual(error);
}

const startConnect = (owner: Owner) => startCalendarConnect(app.t, owner.cookie);
const exchange = (owner: Owner, body: { code?: string; state?: string }, browser?: string) =>
  exchangeCalendarCode(app.t, owner.cookie, body, browser);

describe('connecting Google Calendar', () => {
  it('asks for the app-created calendars scope, offline, with a state of the JSON shape', async () => {
    const owner = await app.t.signedInOwner();
    const { url } = await startConnect(owner);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.t.config.APP_URL}/calendar-callback`);
    expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual([
      'email',
      'https://www.googleapis.com/auth/calendar.app.created',
      'openid',
    ]);
    const state = JSON.parse(Buffer.from(url.searchParams.get('state')!, 'base64url').toString()) as object;
    expect(state).toMatchObject({ provider: 'google' });
  });
});

describe('the calendar callback refuses', () => {
  it('a missing code or state, another provider, and no session', async () => {
    const owner = await app.t.signedInOwner();
    const { code, state, browser } = await startConnect(owner);
    for (const body of [{ code }, { state }, {}]) {
      await expectRefusal(await exchange(owner, body, browser), {
        code: 'CALENDAR_MISSING_PARAMETERS',
        message: 'Missing authorization code or state parameter',
      });
    }
    const outlook = Buffer.from(JSON.stringify({ provider: 'outlook', nonce: 'x'.repeat(32) })).toString(
      'base64url',
    );
    expect(await errorOf(await exchange(owner, { code, state: outlook }, browser))).toEqual({
      code: 'CALENDAR_UNSUPPORTED_PROVIDER',
      message: 'Unsupported calendar provider',
    });
    const anonymous = await app.t.request('/api/calendar/google/callback', {
      method: 'POST',
      json: { action: 'exchangeCode', code, state },
    });
    expect(anonymous.status).toBe(401);
    // None of that used the state up.
    expect((await exchange(owner, { code, state }, browser)).status).toBe(200);
    await app.runQueuedSyncs();
  });

  it('a state that is forged, replayed, expired, from another browser or another member: "Failed to connect calendar"', async () => {
    const owner = await app.t.signedInOwner();
    const refusedWith = (answer: Response) =>
      expectRefusal(answer, { code: 'CALENDAR_CONNECTION_FAILED', message: 'Failed to connect calendar' });
    const forged = Buffer.from(JSON.stringify({ provider: 'google', nonce: 'n'.repeat(43) })).toString(
      'base64url',
    );
    const first = await startConnect(owner);
    await refusedWith(await exchange(owner, { code: first.code, state: forged }, first.browser));
    await refusedWith(await exchange(owner, { code: first.code, state: 'not-json' }, first.browser));
    // Without the cookie of the browser that pressed Connect, or with another's.
    await refusedWith(await exchange(owner, { code: first.code, state: first.state }));
    const other = await startConnect(owner);
    await refusedWith(await exchange(owner, { code: first.code, state: first.state }, other.browser));
    // Another member with the same browser's cookie.
    const stranger = await app.t.signedInOwner();
    await refusedWith(await exchange(stranger, { code: other.code, state: other.state }, other.browser));

    // Replayed: the first exchange used the state up.
    const fresh = await startConnect(owner);
    expect((await exchange(owner, { code: fresh.code, state: fresh.state }, fresh.browser)).status).toBe(200);
    await refusedWith(await exchange(owner, { code: fresh.code, state: fresh.state }, fresh.browser));
    await app.runQueuedSyncs();

    // Expired.
    const late = await startConnect(owner);
    await app.t.db.update(calendarOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    await refusedWith(await exchange(owner, { code: late.code, state: late.state }, late.browser));
  });

  it('a code Google refuses, or a grant without a refresh token: nothing is stored', async () => {
    const owner = await app.t.signedInOwner();
    const refused = await startConnect(owner);
    expect(
      (await exchange(owner, { code: `${refused.code}x`, state: refused.state }, refused.browser)).status,
    ).toBe(400);
    app.fake.nextAuthorization({ withoutRefreshToken: true });
    const partial = await startConnect(owner);
    const answer = await exchange(owner, { code: partial.code, state: partial.state }, partial.browser);
    expect((await errorOf(answer)).code).toBe('CALENDAR_CONNECTION_FAILED');
    app.fake.nextAuthorization({ error: 'access_denied' });
    expect((await startConnect(owner)).error).toBe('access_denied');
    expect(await statusOf(owner)).toEqual({ configured: true, connection: null });
    expect(app.queued).toEqual([]);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('says Google Calendar is not offered, and Connect is refused', async () => {
    const plain = await createTestApp();
    try {
      const owner = await plain.signedInOwner();
      const status = await plain.request('/api/calendar/google', { cookie: owner.cookie });
      expect(await status.json()).toEqual({ configured: false, connection: null });
      const connect = await plain.request('/api/calendar/google/connect', {
        method: 'POST',
        cookie: owner.cookie,
      });
      expect(connect.status).toBe(404);
      expect((await errorOf(connect)).code).toBe('CALENDAR_NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
  });
});
