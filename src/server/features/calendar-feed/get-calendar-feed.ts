import { and, eq, not, or } from 'drizzle-orm';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { toLocale } from '../../../shared/i18n/locales';
import { sqlSuspendedMember } from '../../billing/sql-suspended-member';
import type { Database } from '../../db/client';
import { alertSettings, member, user } from '../../db/schema';
import { i18nFor } from '../../i18n/i18n';
import type { DeadlineSource } from '../../lib/deadlines';
import { hashSecret } from '../../lib/secret-hash';
import { calendarPermitsOf } from '../../lib/renewal-events';
import { CALENDAR_FEED_TOKEN_PATTERN } from './calendar-feed-token';
import { renderRenewalFeed } from './renewal-feed';

/**
 * The iCalendar feed behind a feed URL, or null when no member holds that token. The token is the only
 * credential (calendar apps cannot sign in), so it is long and random, and only the permits of its member's
 * business show.
 */
export async function getCalendarFeed(options: {
  db: Database;
  token: string;
  appUrl: string;
  /** The deadlines that are no renewal; without, the permits alone. */
  deadlines?: DeadlineSource;
  now?: Date;
}): Promise<string | null> {
  const { db, token } = options;
  if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) return null;
  const now = options.now ?? new Date();
  const tokenHash = hashSecret(token);
  // The member's business; a member other than the owner while it is not on Pro sees nothing (suspended).
  const [owner] = await db
    .select({ businessId: member.organizationId, locale: user.locale })
    .from(alertSettings)
    .innerJoin(member, eq(member.id, alertSettings.memberId))
    .innerJoin(user, eq(user.id, member.userId))
    .where(
      and(
        or(
          eq(alertSettings.calendarFeedTokenHash, tokenHash),
          eq(alertSettings.calendarFeedPreviousTokenHash, tokenHash),
        ),
        not(sqlSuspendedMember('member', now)),
      ),
    )
    .limit(1);
  if (!owner) return null;

  return renderRenewalFeed({
    permits: await calendarPermitsOf(db, owner.businessId),
    // A year back: what was due stays in the calendar as a renewal date does (docs/product/events.md#deadlines).
    deadlines: await options.deadlines?.ofBusiness(
      db,
      owner.businessId,
      addDaysTo(calendarDateIn('UTC', now), -366),
    ),
    appUrl: options.appUrl,
    now,
    // In the language of the member whose feed it is (docs/decisions/0026).
    i18n: i18nFor(toLocale(owner.locale)),
  });
}
