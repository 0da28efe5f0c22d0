import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

const PAGE_SIZE = 200;

export async function listOutboxMessages({ db, to }: { db: Database; to?: string }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as 'email' | 'sms',
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  }));
}
