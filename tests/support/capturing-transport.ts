import type { Mailer, MailMessage } from '@server/integrations/mail/types';
import type { SmsMessage, SmsSender } from '@server/integrations/sms/types';

/** A mailer and an SMS sender that keep what they are given, for a test to read back. */
export function capturingTransport() {
  const mails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  const mailer: Mailer = { name: 'capturing', send: async (message) => void mails.push(message) };
  const sms: SmsSender = { name: 'capturing', send: async (message) => (texts.push(message), { id: 'SM1' }) };
  return { mailer, sms, mails, texts };
}
