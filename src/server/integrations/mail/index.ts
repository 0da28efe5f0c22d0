import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './types';

export function createMailer(
  config: Pick<Config, 'mailTransport' | 'SMTP_URL' | 'MAIL_FROM'>,
  db: Database,
): Mailer {
  if (config.mailTransport === 'smtp' && config.SMTP_URL) {
    return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  }
  return createOutboxMailer(db);
}
