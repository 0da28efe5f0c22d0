import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertSettings, member } from '../../db/schema';

/**
 * One-click unsubscribe from reminder e-mails (docs/decisions/0007), for the member the link was made for.
 * A link mailed before businesses existed names the user: it turns e-mail off in every business they belong to.
 */
export async function turnOffEmailAlerts({ db, memberOrUserId }: { db: Database; memberOrUserId: string }) {
  const members = await db
    .select({ id: member.id })
    .from(member)
    .where(or(eq(member.id, memberOrUserId), eq(member.userId, memberOrUserId)));
  for (const { id } of members) {
    await db
      .insert(alertSettings)
      .values({ memberId: id, emailAlerts: false })
      .onConflictDoUpdate({ target: alertSettings.memberId, set: { emailAlerts: false } });
  }
}
