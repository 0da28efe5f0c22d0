import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxAttachments } from '../../db/schema';

/** One attachment with its bytes, or null when the message or the position does not exist. */
export async function getOutboxAttachment({
  db,
  messageId,
  position,
}: {
  db: Database;
  messageId: string;
  position: number;
}) {
  const [row] = await db
    .select({
      fileName: outboxAttachments.fileName,
      contentType: outboxAttachments.contentType,
      bytes: outboxAttachments.bytes,
    })
    .from(outboxAttachments)
    .where(and(eq(outboxAttachments.messageId, messageId), eq(outboxAttachments.position, position)));
  return row ?? null;
}
