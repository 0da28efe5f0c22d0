import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { SendOptions } from '../mail/types';
import type { SmsMessage, SmsSender } from './types';

/**
 * The embedded default: text messages are kept in the dev outbox, readable at /dev/outbox
 * (docs/product/engineering.md#integrations).
 */
export function createOutboxSms(db: Database): SmsSender {
  return {
    name: 'dev outbox (/dev/outbox)',
    async send(message: SmsMessage, options?: SendOptions) {
      const [row] = await (options?.transaction ?? db)
        .insert(outboxMessages)
        .values({ channel: 'sms', to: message.to, subject: null, text: message.body, html: null })
        .returning({ id: outboxMessages.id });
      return { id: row!.id };
    },
  };
}
