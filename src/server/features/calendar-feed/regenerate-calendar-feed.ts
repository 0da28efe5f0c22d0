import type { Database } from '../../db/client';
import { alertSettings } from '../../db/schema';
import { calendarFeedUrl, newCalendarFeedToken } from './calendar-feed-token';

/** A new secret feed URL for the owner; the old one stops working at once (e.g. after sharing it by mistake). */
export async function regenerateCalendarFeed(options: { db: Database; userId: string; appUrl: string }) {
  const calendarFeedToken = newCalendarFeedToken();
  await options.db
    .insert(alertSettings)
    .values({ userId: options.userId, calendarFeedToken })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { calendarFeedToken } });
  return { url: calendarFeedUrl(options.appUrl, calendarFeedToken) };
}
