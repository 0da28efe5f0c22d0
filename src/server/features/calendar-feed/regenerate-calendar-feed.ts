import type { Database } from '../../db/client';
import { alertSettings } from '../../db/schema';
import { newAlertSettingsRow } from '../../db/alert-settings-defaults';
import { hashSecret } from '../../lib/secret-hash';
import { calendarFeedTokenOf, calendarFeedUrl, newCalendarFeedSeed } from './calendar-feed-token';

/**
 * A new secret feed URL for the member; the old one stops working at once (e.g. after sharing it by mistake),
 * and so does any older one still kept working.
 */
export async function regenerateCalendarFeed(options: {
  db: Database;
  memberId: string;
  appUrl: string;
  key: Buffer;
}) {
  const calendarFeedSeed = newCalendarFeedSeed();
  const token = calendarFeedTokenOf(options.key, calendarFeedSeed);
  const feed = {
    calendarFeedSeed,
    calendarFeedTokenHash: hashSecret(token),
    calendarFeedPreviousTokenHash: null,
  };
  await options.db
    .insert(alertSettings)
    .values({ ...newAlertSettingsRow(options.memberId), ...feed })
    .onConflictDoUpdate({ target: alertSettings.memberId, set: feed });
  return { url: calendarFeedUrl(options.appUrl, token) };
}
