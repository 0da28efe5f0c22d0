import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertSettings, user } from '../../db/schema';
import { setUpTestApp } from '@tests/support/test-app';
import { TEXT_ALERTS_PRO_MESSAGE } from '../../../shared/contracts/alerts';
import { TEST_SMS_TEXT } from './send-test-sms';

// The embedded default: no Twilio, so text messages land in the dev outbox.
const t = setUpTestApp();

type ApiError = { error: { code: string; message: string } };

const testSms = (cookie: string | undefined, json: unknown) =>
  t.request('/api/alerts/test-sms', { method: 'POST', json, cookie });

async function outboxFor(to: string) {
  const response = await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: { channel: string; subject: null; text: string }[] })
    .messages;
}

const settingsOf = async (memberId: string) =>
  (await t.db.select().from(alertSettings).where(eq(alertSettings.memberId, memberId)))[0];

describe('POST /api/alerts/test-sms', () => {
  it('texts the normalised number with the STOP note, stores it, and leaves text alerts off', async () => {
    const pro = await t.signedInOwner({ plan: 'pro' });
    const response = await testSms(pro.cookie, { phoneNumber: '(510) 555-0134' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const messages = await outboxFor('+15105550134');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', subject: null, text: TEST_SMS_TEXT });
    expect(messages[0]!.text).toContain('Reply STOP to opt out');

    expect(await settingsOf(pro.memberId)).toMatchObject({
      phoneNumber: '+15105550134',
      textAlerts: false,
      smsOptedOut: false,
      emailAlerts: true,
    });
  });

  it('updates an existing settings row: new number, opt-out cleared, everything else kept', async () => {
    const pro = await t.signedInOwner({ plan: 'trial' });
    await t.db.insert(alertSettings).values({
      memberId: pro.memberId,
      textAlerts: true,
      emailAlerts: false,
      phoneNumber: '+15105550100',
      smsOptedOut: true,
      reminderDays: [60, 7],
      timeZone: 'America/Los_Angeles',
    });
    const response = await testSms(pro.cookie, { phoneNumber: '+1 416 555 0134' });
    expect(await response.json()).toEqual({ success: true });
    expect(await settingsOf(pro.memberId)).toMatchObject({
      phoneNumber: '+14165550134',
      smsOptedOut: false,
      textAlerts: true,
      emailAlerts: false,
      reminderDays: [60, 7],
      timeZone: 'America/Los_Angeles',
    });
  });

  it('refuses a Free owner with PRO_REQUIRED and sends nothing', async () => {
    const free = await t.signedInOwner();
    const response = await testSms(free.cookie, { phoneNumber: '5105550135' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'PRO_REQUIRED', message: TEXT_ALERTS_PRO_MESSAGE },
    });
    expect(await outboxFor('+15105550135')).toHaveLength(0);
    expect(await settingsOf(free.memberId)).toBeUndefined();
  });

  it('refuses an invalid phone number or body with a 400, and a visitor with a 401', async () => {
    const pro = await t.signedInOwner({ plan: 'pro' });
    for (const json of [
      { phoneNumber: '+1555' },
      { phoneNumber: 'call me' },
      { phoneNumber: '' },
      { phoneNumber: '0123456789' },
      { phoneNumber: '+15105550134', message: 'hi' },
      {},
    ]) {
      const response = await testSms(pro.cookie, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as ApiError).error.code).toBe('VALIDATION_ERROR');
    }
    expect(await settingsOf(pro.memberId)).toBeUndefined();

    const visitor = await testSms(undefined, { phoneNumber: '5105550134' });
    expect(visitor.status).toBe(401);
  });

  it('allows 5 test messages per owner per hour, then answers 429 RATE_LIMITED', async () => {
    const pro = await t.signedInOwner({ plan: 'pro' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await testSms(pro.cookie, { phoneNumber: '5105550140' });
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
    const limited = await testSms(pro.cookie, { phoneNumber: '5105550140' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ApiError).error.code).toBe('RATE_LIMITED');
    expect(await outboxFor('+15105550140')).toHaveLength(5);

    const other = await t.signedInOwner({ plan: 'pro' });
    expect((await testSms(other.cookie, { phoneNumber: '5105550141' })).status).toBe(200);
  });
});

describe('POST /api/sms/inbound without Twilio', () => {
  it('does not exist: the dev outbox receives no replies', async () => {
    const response = await t.app.request('/api/sms/inbound', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'From=%2B15105550134&Body=STOP',
    });
    expect(response.status).toBe(404);
  });
});

describe('the test text message in the member’s language (docs/decisions/0026)', () => {
  it('is written in Spanish for a member whose account speaks Spanish, with the STOP keyword kept', async () => {
    const pro = await t.signedInOwner({ plan: 'pro' });
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, pro.id));
    const response = await testSms(pro.cookie, { phoneNumber: '(510) 555-0226' });
    expect(await response.json()).toEqual({ success: true });
    const [message] = await outboxFor('+15105550226');
    expect(message!.text).toBe(
      'PermitPilot: las alertas por mensaje de texto están activadas. Le enviaremos un mensaje antes de que venzan sus permisos. Responda STOP para no recibir más mensajes.',
    );
  });
});
