import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { createOutboxMailer } from './outbox-mailer';
import type { Mailer } from './types';

/** nodemailer loads only when SMTP is configured (docs/decisions/0028). */
export async function createMailer(
  config: Pick<Config, 'mailTransport' | 'SMTP_URL' | 'MAIL_FROM'>,
  db: Database,
): Promise<Mailer> {
  if (config.mailTransport === 'smtp' && config.SMTP_URL) {
    const { createSmtpMailer } = await import('./smtp-mailer');
    return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  }
  return createOutboxMailer(db);
}
