import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { createOutboxSms } from './outbox-sms';
import { createTwilioSms } from './twilio-sms';
import type { SmsSender } from './types';

export function createSmsSender(
  config: Pick<
    Config,
    'smsTransport' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_BASE'
  >,
  db: Database,
): SmsSender {
  if (config.smsTransport === 'twilio' && config.TWILIO_ACCOUNT_SID) {
    return createTwilioSms({
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM!,
      apiBase: config.TWILIO_API_BASE,
    });
  }
  return createOutboxSms(db);
}
