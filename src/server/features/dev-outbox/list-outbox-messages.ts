import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { outboxAttachmentPath, type OutboxAttachment } from '../../../shared/contracts/dev-outbox';
import type { Database } from '../../db/client';
import { outboxAttachments, outboxMessages } from '../../db/schema';

const PAGE_SIZE = 200;

export async function listOutboxMessages({ db, to }: { db: Database; to?: string }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(PAGE_SIZE);
  const messageIds = rows.map((row) => row.id);
  const attachments = await listAttachments(db, messageIds);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as 'email' | 'sms',
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
    attachments: attachments.get(row.id) ?? [],
  }));
}

/** What the listed messages carry, in one query whatever their number: sizes from the database, no bytes. */
async function listAttachments(db: Database, messageIds: string[]) {
  const byMessage = new Map<string, OutboxAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: outboxAttachments.messageId,
      position: outboxAttachments.position,
      fileName: outboxAttachments.fileName,
      contentType: outboxAttachments.contentType,
      size: sql<number>`octet_length(${outboxAttachments.bytes})`.mapWith(Number),
    })
    .from(outboxAttachments)
    .where(inArray(outboxAttachments.messageId, messageIds))
    .orderBy(asc(outboxAttachments.messageId), asc(outboxAttachments.position));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
      url: outboxAttachmentPath(row.messageId, row.position),
    });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}
