import { z } from 'zod';
import { singleLineTextSchema } from './text';
import { idSchema } from './ids';

/**
 * A file kept with an outbox e-mail (a compliance packet, docs/decisions/0024): what it is, never its bytes,
 * which `url` serves. An addition to the outbox's contract (docs/product/engineering.md#contracts): every
 * message has the array, empty for none.
 */
export const outboxAttachmentSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** In bytes. */
  size: z.number().int(),
  url: z.string(),
});
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  attachments: z.array(outboxAttachmentSchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.strictObject({
  to: singleLineTextSchema(/*i18n*/ 'The address', 320).optional(),
});

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

/** An attachment by its message and its place in the message (0 for the first); at most an int4. */
export const outboxAttachmentParamsSchema = z.object({
  id: idSchema(/*i18n*/ 'No such message', 'uuid'),
  position: idSchema(/*i18n*/ 'No such attachment', /^\d{1,9}$/),
});

/** Where the dev outbox serves an attachment's bytes. */
export const outboxAttachmentPath = (messageId: string, position: number) =>
  `/api/dev/outbox/${messageId}/attachments/${position}`;
