import type { Database, DbOrTx } from '../../db/client';
import { outboxAttachments, outboxMessages } from '../../db/schema';
import type { Mailer, MailMessage, SendOptions } from './types';

/**
 * The embedded default: mail is kept in the dev outbox, readable at /dev/outbox
 * (docs/product/engineering.md#integrations).
 */
export function createOutboxMailer(db: Database): Mailer {
  const store = async (handle: DbOrTx, message: MailMessage) => {
    const [stored] = await handle
      .insert(outboxMessages)
      .values({
        channel: 'email',
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
      .returning({ id: outboxMessages.id });
    const attachments = message.attachments ?? [];
    if (attachments.length === 0) return;
    await handle.insert(outboxAttachments).values(
      attachments.map((attachment, position) => ({
        messageId: stored!.id,
        position,
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        bytes: attachment.content,
      })),
    );
  };

  return {
    name: 'dev outbox (/dev/outbox)',
    async send(message: MailMessage, options?: SendOptions) {
      if (options?.transaction) return store(options.transaction, message);
      // A message is never listed without its attachments: both inserts commit together or not at all.
      if (message.attachments?.length) return db.transaction((transaction) => store(transaction, message));
      return store(db, message);
    },
  };
}
