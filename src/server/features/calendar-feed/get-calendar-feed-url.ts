import type { Database } from '../../db/client';
import { calendarFeedUrl, ensureCalendarFeedToken } from './calendar-feed-token';

/** The member's feed URL, as the alert settings show it; its token is created on first use. */
export async function getCalendarFeedUrl(options: {
  db: Database;
  memberId: string;
  appUrl: string;
  key: Buffer;
}) {
  return calendarFeedUrl(options.appUrl, await ensureCalendarFeedToken(options));
}
