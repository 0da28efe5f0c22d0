import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { permits } from '../db/schema';
import { setUpTestApp, TEST_ORIGIN, type SignedInOwner } from '@tests/support/test-app';

/**
 * Cross-site request forgery: a write that carries the session cookie must show that it comes
 * from our own pages: by Origin, or, where a browser left Origin out, by Referer or Sec-Fetch-Site. A write
 * without cookies (Stripe's and Twilio's webhooks, a mail client's one-click unsubscribe) has no session to
 * abuse and passes. Already covered elsewhere: a foreign Origin is refused (app.test.ts, auth/auth.test.ts).
 */
const FOREIGN = 'https://evil.example';

const t = setUpTestApp();
let owner: SignedInOwner;
beforeAll(async () => {
  owner = await t.signedInOwner({ plan: 'pro' });
});

let created = 0;
/** A permit created with exactly these headers: no Origin unless given (t.request would add ours). */
async function createPermitWith(headers: Record<string, string>) {
  const name = `CSRF probe ${++created}`;
  const response = await t.app.request('/api/permits', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner.cookie, ...headers },
    body: JSON.stringify({ name, renewalDate: '2027-01-15' }),
  });
  const stored = await t.db.select().from(permits).where(eq(permits.name, name));
  return { response, stored: stored.length };
}

async function expectRefused(headers: Record<string, string>) {
  const { response, stored } = await createPermitWith(headers);
  expect(response.status, JSON.stringify(headers)).toBe(403);
  expect(await response.json()).toEqual({
    error: { code: 'FORBIDDEN_ORIGIN', message: 'Requests from other sites are not allowed.' },
  });
  expect(stored, JSON.stringify(headers)).toBe(0);
}

async function expectAccepted(headers: Record<string, string>) {
  const { response, stored } = await createPermitWith(headers);
  expect(response.status, JSON.stringify(headers)).toBe(201);
  expect(stored).toBe(1);
}

describe('a cookie-authenticated write without Origin', () => {
  it('is refused with a foreign Referer', async () => {
    await expectRefused({ referer: `${FOREIGN}/attack.html` });
    await expectRefused({ referer: `${TEST_ORIGIN}.evil.example/attack.html` });
    await expectRefused({ referer: 'not a url' });
  });

  it('is refused when it carries neither Referer nor Sec-Fetch-Site', async () => {
    await expectRefused({});
  });

  it('is refused when Sec-Fetch-Site says another site', async () => {
    await expectRefused({ 'sec-fetch-site': 'cross-site' });
    await expectRefused({ 'sec-fetch-site': 'same-site' });
    // A same-origin claim does not outweigh a foreign Referer.
    await expectRefused({ 'sec-fetch-site': 'same-origin', referer: `${FOREIGN}/` });
  });

  it('is accepted from our own pages, by Referer or Sec-Fetch-Site', async () => {
    await expectAccepted({ referer: `${TEST_ORIGIN}/dashboard` });
    await expectAccepted({ 'sec-fetch-site': 'same-origin' });
    // Typed into the address bar or sent by a bookmark: no other site is involved.
    await expectAccepted({ 'sec-fetch-site': 'none' });
  });
});

describe('the Origin header, when there is one', () => {
  it('decides on its own, whatever Referer says', async () => {
    await expectAccepted({ origin: TEST_ORIGIN, referer: `${FOREIGN}/` });
    await expectRefused({ origin: FOREIGN, referer: `${TEST_ORIGIN}/dashboard` });
    await expectRefused({ origin: 'null' });
  });
});

describe('writes without cookies', () => {
  it('pass the guard without Origin, as servers send them', async () => {
    const calls = [
      { path: '/api/billing/webhooks/stripe', body: '{}', type: 'application/json' },
      {
        path: '/api/sms/inbound',
        body: 'From=%2B15005550006&Body=STOP',
        type: 'application/x-www-form-urlencoded',
      },
      { path: '/api/reminders/unsubscribe?token=not-a-real-token', body: '', type: 'text/plain' },
    ];
    for (const call of calls) {
      const response = await t.app.request(call.path, {
        method: 'POST',
        headers: { 'content-type': call.type },
        body: call.body,
      });
      expect(response.status, call.path).not.toBe(403);
    }
  });

  it('are still refused when a header names another site', async () => {
    const response = await t.app.request('/api/reminders/unsubscribe?token=not-a-real-token', {
      method: 'POST',
      headers: { referer: `${FOREIGN}/` },
    });
    expect(response.status).toBe(403);
  });
});
