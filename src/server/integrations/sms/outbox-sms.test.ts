import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '@tests/support/test-app';
import { createOutboxSms } from './outbox-sms';

const t = setUpTestApp();

describe('dev outbox SMS sender', () => {
  it('keeps the text message in the outbox, listed as channel sms without a subject', async () => {
    const sms = createOutboxSms(t.db);
    const { id } = await sms.send({ to: '+15105550134', body: 'PermitPilot: renew your permit.' });

    const response = await t.request(`/api/dev/outbox?to=${encodeURIComponent('+15105550134')}`);
    const { messages } = (await response.json()) as {
      messages: { id: string; channel: string; to: string; subject: string | null; text: string }[];
    };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      id,
      channel: 'sms',
      to: '+15105550134',
      subject: null,
      text: 'PermitPilot: renew your permit.',
      html: null,
    });
  });

  it('is what the app uses when Twilio is not configured', () => {
    expect(t.config.smsTransport).toBe('outbox');
  });
});
