import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { createOutboxSms } from './outbox-sms';
import type { SmsSender } from './types';

/** Twilio's SDK loads only when Twilio is configured (docs/decisions/0028). */
export async function createSmsSender(
  config: Pick<
    Config,
    'smsTransport' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_BASE'
  >,
  db: Database,
): Promise<SmsSender> {
  if (config.smsTransport === 'twilio' && config.TWILIO_ACCOUNT_SID) {
    const { createTwilioSms } = await import('./twilio-sms');
    return createTwilioSms({
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM!,
      apiBase: config.TWILIO_API_BASE,
    });
  }
  return createOutboxSms(db);
}
