import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertSettings, permits } from '../../db/schema';
import { CALENDAR_FEED_TOKEN_PATTERN } from './calendar-feed-token';
import { renderRenewalFeed } from './renewal-feed';

/**
 * The iCalendar feed behind a feed URL, or null when no owner holds that token. The token is the only
 * credential (calendar apps cannot sign in), so it is long and random, and only its owner's permits show.
 */
export async function getCalendarFeed(options: {
  db: Database;
  token: string;
  appUrl: string;
  now?: Date;
}): Promise<string | null> {
  const { db, token } = options;
  if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) return null;
  const [owner] = await db
    .select({ userId: alertSettings.userId })
    .from(alertSettings)
    .where(eq(alertSettings.calendarFeedToken, token))
    .limit(1);
  if (!owner) return null;

  const rows = await db
    .select({
      id: permits.id,
      name: permits.name,
      renewalDate: permits.renewalDate,
      cost: permits.cost,
      city: permits.city,
      state: permits.state,
      stateCode: permits.stateCode,
      renewalLink: permits.renewalLink,
      processingTimeDays: permits.processingTimeDays,
      updatedAt: permits.updatedAt,
    })
    .from(permits)
    .where(and(eq(permits.userId, owner.userId), isNotNull(permits.renewalDate)))
    .orderBy(asc(permits.renewalDate), asc(permits.id));
  return renderRenewalFeed({
    permits: rows.map((row) => ({ ...row, renewalDate: row.renewalDate! })),
    appUrl: options.appUrl,
    now: options.now ?? new Date(),
  });
}
