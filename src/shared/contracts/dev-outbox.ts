import { z } from 'zod';
import { singleLineTextSchema } from './text';

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.strictObject({
  to: singleLineTextSchema('The address', 320).optional(),
});

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
