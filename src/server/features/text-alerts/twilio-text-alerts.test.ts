import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertSettings, outboxMessages } from '../../db/schema';
import { createFakeTwilio, signTwilioRequest } from '@tests/support/fake-twilio';
import { ownerWithTextAlerts, textAlertState } from '@tests/support/text-alert-owners';
import { setUpTestApp, TEST_ORIGIN } from '@tests/support/test-app';
import { interceptVendors } from '@tests/support/http-mocks';
import { TEST_SMS_TEXT } from './send-test-sms';

const ACCOUNT_SID = 'AC00000000000000000000000000000003';
const AUTH_TOKEN = 'twilio-webhook-token';
const FROM = '+15005550006';
const INBOUND_URL = `${TEST_ORIGIN}/api/sms/inbound`;

const fake = createFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
interceptVendors(fake);
const t = setUpTestApp({
  env: {
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: FROM,
    TWILIO_API_BASE: fake.apiBase,
  },
});

const settingsOf = async (memberId: string) =>
  (await t.db.select().from(alertSettings).where(eq(alertSettings.memberId, memberId)))[0];

describe('test SMS through Twilio', () => {
  it('sends through Twilio (not the outbox) and stores the number', async () => {
    const pro = await t.signedInOwner({ plan: 'pro' });
    const response = await t.request('/api/alerts/test-sms', {
      method: 'POST',
      json: { phoneNumber: '510.555.0150' },
      cookie: pro.cookie,
    });
    expect(await response.json()).toEqual({ success: true });
    expect(fake.accepted.at(-1)).toMatchObject({ to: '+15105550150', from: FROM, body: TEST_SMS_TEXT });
    const outbox = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+15105550150'));
    expect(outbox).toHaveLength(0);
    expect(await settingsOf(pro.memberId)).toMatchObject({ phoneNumber: '+15105550150', textAlerts: false });
  });

  it("answers 200 {success: false, error} with Twilio's message when Twilio refuses, and stores nothing", async () => {
    const pro = await t.signedInOwner({ plan: 'pro' });
    const invalid = await t.request('/api/alerts/test-sms', {
      method: 'POST',
      json: { phoneNumber: '+15005550001' },
      cookie: pro.cookie,
    });
    expect(invalid.status).toBe(200);
    expect(await invalid.json()).toEqual({
      success: false,
      error: "The 'To' number +15005550001 is not a valid phone number.",
    });

    fake.unsubscribe('+15105550151');
    const unsubscribed = await t.request('/api/alerts/test-sms', {
      method: 'POST',
      json: { phoneNumber: '+15105550151' },
      cookie: pro.cookie,
    });
    expect(await unsubscribed.json()).toEqual({
      success: false,
      error: 'Attempt to send to unsubscribed recipient',
    });
    expect(await settingsOf(pro.memberId)).toBeUndefined();
  });
});

/** A POST as Twilio makes it: form-encoded, signed, with no Origin or Sec-Fetch-Site header. */
function twilioPost(params: Record<string, string>, signature?: string | null) {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
  const header = signature === undefined ? signTwilioRequest(AUTH_TOKEN, INBOUND_URL, params) : signature;
  if (header !== null) headers.set('x-twilio-signature', header);
  return t.app.request('/api/sms/inbound', {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  });
}

const reply = (from: string, body: string) => ({
  MessageSid: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`,
  AccountSid: ACCOUNT_SID,
  From: from,
  To: FROM,
  Body: body,
  NumSegments: '1',
});

describe('POST /api/sms/inbound (Twilio webhook)', () => {
  it('STOP turns text alerts off for every owner with that number; START turns them back on', async () => {
    const first = await ownerWithTextAlerts(t.db, '+15105550160');
    const second = await ownerWithTextAlerts(t.db, '+15105550160');
    const other = await ownerWithTextAlerts(t.db, '+15105550161');

    const stop = await twilioPost(reply('+15105550160', '  stop '));
    expect(stop.status).toBe(200);
    expect(stop.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await stop.text()).toMatch(/<Response\/>$/);
    expect(await textAlertState(t.db, [first, second, other])).toEqual({
      [first]: { on: false, out: true },
      [second]: { on: false, out: true },
      [other]: { on: true, out: false },
    });

    expect((await twilioPost(reply('+15105550160', 'Start'))).status).toBe(200);
    expect(await textAlertState(t.db, [first, second])).toEqual({
      [first]: { on: true, out: false },
      [second]: { on: true, out: false },
    });
  });

  it('knows every standard opt-out word and ignores anything else', async () => {
    const owner = await ownerWithTextAlerts(t.db, '+15105550162');
    for (const word of ['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit']) {
      await t.db
        .update(alertSettings)
        .set({ textAlerts: true, smsOptedOut: false })
        .where(eq(alertSettings.memberId, owner));
      await twilioPost(reply('+15105550162', word));
      expect((await textAlertState(t.db, [owner]))[owner], word).toEqual({ on: false, out: true });
    }
    await twilioPost(reply('+15105550162', 'UNSTOP'));
    expect((await textAlertState(t.db, [owner]))[owner]).toEqual({ on: true, out: false });

    const chat = await twilioPost(reply('+15105550162', 'please stop by at noon'));
    expect(chat.status).toBe(200);
    expect((await textAlertState(t.db, [owner]))[owner]).toEqual({ on: true, out: false });
  });

  it('START does not switch on text alerts an owner never stopped', async () => {
    const owner = await ownerWithTextAlerts(t.db, '+15105550163', false);
    await twilioPost(reply('+15105550163', 'YES'));
    expect((await textAlertState(t.db, [owner]))[owner]).toEqual({ on: false, out: false });
  });

  it('refuses a missing, wrong or tampered signature with 403 INVALID_SIGNATURE and changes nothing', async () => {
    const owner = await ownerWithTextAlerts(t.db, '+15105550164');
    const params = reply('+15105550164', 'STOP');
    const tampered = signTwilioRequest(AUTH_TOKEN, INBOUND_URL, { ...params, From: '+15105550999' });
    const wrongUrl = signTwilioRequest(AUTH_TOKEN, 'https://elsewhere.example/api/sms/inbound', params);
    const wrongToken = signTwilioRequest('not-our-token', INBOUND_URL, params);
    for (const signature of [null, '', 'bm90IGEgc2lnbmF0dXJl', tampered, wrongUrl, wrongToken]) {
      const response = await twilioPost(params, signature);
      expect(response.status, String(signature)).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
    }
    expect((await textAlertState(t.db, [owner]))[owner]).toEqual({ on: true, out: false });
  });
});
