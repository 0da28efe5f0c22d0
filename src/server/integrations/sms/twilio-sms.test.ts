import { describe, expect, it } from 'vitest';
import { createFakeTwilio, signTwilioRequest } from '@tests/support/fake-twilio';
import { interceptVendors } from '@tests/support/http-mocks';
import { createTwilioSms } from './twilio-sms';
import { SmsDeliveryError } from './types';

const ACCOUNT_SID = 'AC00000000000000000000000000000001';
const AUTH_TOKEN = 'twilio-test-auth-token';
const FROM = '+15005550006';

// The real twilio SDK, its HTTP answered as Twilio's REST API answers
// (docs/product/engineering.md#habit-9-tests-talk-to-real-things).
const fake = createFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
interceptVendors(fake);
const sms = createTwilioSms({
  accountSid: ACCOUNT_SID,
  authToken: AUTH_TOKEN,
  from: FROM,
  apiBase: fake.apiBase,
});

async function refusal(to: string, sender = sms): Promise<SmsDeliveryError> {
  const error = await sender.send({ to, body: 'PermitPilot: test' }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SmsDeliveryError);
  return error as SmsDeliveryError;
}

describe('Twilio SMS sender', () => {
  it('posts the message form-encoded to the account Messages resource with Basic auth', async () => {
    const body = 'PermitPilot: Health permit, renew by Mar 15, 2027; fee $250. Reply STOP to opt out.';
    const sent = await sms.send({ to: '+15105550134', body });

    expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.username).toBe(ACCOUNT_SID);
    expect(request.password).toBe(AUTH_TOKEN);
    expect(Object.fromEntries(request.params)).toEqual({ To: '+15105550134', From: FROM, Body: body });
    expect(fake.accepted.at(-1)).toMatchObject({ sid: sent.id, to: '+15105550134', body });
    expect(sms.name).toContain('Twilio');
  });

  it('sends through a Messaging Service when TWILIO_FROM is its SID', async () => {
    const service = createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: 'MG00000000000000000000000000000002',
      apiBase: fake.apiBase,
    });
    await service.send({ to: '+15105550134', body: 'hello' });
    const params = fake.requests.at(-1)!.params;
    expect(params.get('MessagingServiceSid')).toBe('MG00000000000000000000000000000002');
    expect(params.has('From')).toBe(false);
  });

  it("reports Twilio's invalid-number answer (21211) with Twilio's own message", async () => {
    const error = await refusal('+15005550001');
    expect(error.message).toBe("The 'To' number +15005550001 is not a valid phone number.");
    expect(error.providerCode).toBe(21211);
    expect(error.reason).toBe('invalid-number');
    expect(error.retryable).toBe(false);
  });

  it('reports an unsubscribed recipient (21610) as opted out', async () => {
    fake.unsubscribe('+15105550199');
    const error = await refusal('+15105550199');
    expect(error.message).toBe('Attempt to send to unsubscribed recipient');
    expect(error.providerCode).toBe(21610);
    expect(error.reason).toBe('opted-out');
  });

  it('marks server errors and rate limiting as worth retrying, and other refusals as not', async () => {
    fake.failNextRequest({ status: 503, code: 20503, message: 'Service Unavailable' });
    const unavailable = await refusal('+15105550134');
    expect(unavailable.reason).toBe('unavailable');
    expect(unavailable.retryable).toBe(true);

    fake.failNextRequest({ status: 429, code: 20429, message: 'Too Many Requests' });
    expect((await refusal('+15105550134')).retryable).toBe(true);

    const wrongToken = createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: 'not-the-token',
      from: FROM,
      apiBase: fake.apiBase,
    });
    const unauthorised = await refusal('+15105550134', wrongToken);
    expect(unauthorised.providerCode).toBe(20003);
    expect(unauthorised.reason).toBe('rejected');
    expect(unauthorised.retryable).toBe(false);
  });

  it('reports an unreachable Twilio as worth retrying', async () => {
    fake.failNextRequest('network error');
    const error = await refusal('+15105550134');
    expect(error.message).toMatch(/^Could not reach Twilio/);
    expect(error.retryable).toBe(true);
  });

  it("verifies an inbound webhook by Twilio's signature over the URL and the form fields", () => {
    const url = 'https://permitpilot.example/api/sms/inbound';
    const params = { From: '+15105550134', To: FROM, Body: 'STOP', MessageSid: 'SM1' };
    const signature = signTwilioRequest(AUTH_TOKEN, url, params);
    expect(sms.inbound!.verify({ url, signature, params })).toBe(true);
    expect(sms.inbound!.verify({ url, signature, params: { ...params, Body: 'START' } })).toBe(false);
    expect(sms.inbound!.verify({ url: `${url}?x=1`, signature, params })).toBe(false);
    expect(sms.inbound!.verify({ url, signature: undefined, params })).toBe(false);
    const otherToken = signTwilioRequest('another-token', url, params);
    expect(sms.inbound!.verify({ url, signature: otherToken, params })).toBe(false);
  });
});
