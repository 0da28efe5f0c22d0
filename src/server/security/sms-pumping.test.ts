import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestApp, type TestApp } from '@tests/support/test-app';
import { rateLimitAttempts } from '../db/schema';

// Test texts cost the operator money and can be abused to pump paid messages (SMS pumping): they go only to
// SMS_ALLOWED_COUNTRIES and are limited per owner and per destination number, in the database.

type ApiError = { error: { code: string; message: string } };

const t = setUpTestApp();
const gb = setUpTestApp({ env: { SMS_ALLOWED_COUNTRIES: 'gb' } });

const testSms = (app: TestApp, cookie: string, phoneNumber: string) =>
  app.request('/api/alerts/test-sms', { method: 'POST', json: { phoneNumber }, cookie });

async function outboxCount(app: TestApp, to: string) {
  const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

describe('test texts go only to the allowed countries', () => {
  it('by default texts US and Canadian numbers and refuses others, +1 Caribbean numbers included', async () => {
    const pro = await t.signedInOwner({ plan: 'pro' });
    expect((await testSms(t, pro.cookie, '+1 416 555 0134')).status).toBe(200);

    for (const abroad of ['+44 20 7946 0958', '+1 809 555 1234', '+882 1234 5678']) {
      const response = await testSms(t, pro.cookie, abroad);
      expect(response.status, abroad).toBe(400);
      const body = (await response.json()) as ApiError;
      expect(body.error.code, abroad).toMatch(/^(SMS_COUNTRY_NOT_ALLOWED|VALIDATION_ERROR)$/);
    }
    const refused = (await (await testSms(t, pro.cookie, '+44 20 7946 0958')).json()) as ApiError;
    expect(refused.error).toEqual({
      code: 'SMS_COUNTRY_NOT_ALLOWED',
      message: 'Text messages can only go to numbers in United States and Canada.',
    });
    expect(await outboxCount(t, '+442079460958')).toBe(0);
    expect(await outboxCount(t, '+18095551234')).toBe(0);
  });

  it('follows SMS_ALLOWED_COUNTRIES', async () => {
    const pro = await gb.signedInOwner({ plan: 'pro' });
    expect((await testSms(gb, pro.cookie, '+44 20 7946 0958')).status).toBe(200);
    const us = await testSms(gb, pro.cookie, '(510) 555-0134');
    expect(us.status).toBe(400);
    expect(((await us.json()) as ApiError).error.message).toBe(
      'Text messages can only go to numbers in United Kingdom.',
    );
  });
});

describe('test texts are limited per destination number, whoever asks', () => {
  it('stops a sixth text to one number within the hour even from another account, in the database', async () => {
    const target = '+15105550177';
    for (let owner = 1; owner <= 5; owner += 1) {
      const pro = await t.signedInOwner({ plan: 'pro' });
      expect((await testSms(t, pro.cookie, target)).status, `owner ${owner}`).toBe(200);
    }
    const another = await t.signedInOwner({ plan: 'pro' });
    const limited = await testSms(t, another.cookie, target);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ApiError).error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many test messages to this number. Please wait a while before sending another one.',
    });
    expect(await outboxCount(t, target)).toBe(5);
    expect((await testSms(t, another.cookie, '+15105550178')).status).toBe(200);

    const counted = await t.db
      .select()
      .from(rateLimitAttempts)
      .where(like(rateLimitAttempts.key, `test-sms-number:${target}`));
    expect(counted[0]?.attempts).toHaveLength(5);
  });
});
