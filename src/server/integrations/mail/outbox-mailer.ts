import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Mailer, MailMessage, SendOptions } from './types';

/** The embedded default: mail is kept in the dev outbox, readable at /dev/outbox (DESIGN §4). */
export function createOutboxMailer(db: Database): Mailer {
  return {
    name: 'dev outbox (/dev/outbox)',
    async send(message: MailMessage, options?: SendOptions) {
      await (options?.transaction ?? db).insert(outboxMessages).values({
        channel: 'email',
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
