import type { Database } from '../../db/client';
import { alertSettings } from '../../db/schema';
import { newAlertSettingsRow } from '../../db/alert-settings-defaults';
import { calendarFeedUrl, newCalendarFeedToken } from './calendar-feed-token';

/** A new secret feed URL for the member; the old one stops working at once (e.g. after sharing it by mistake). */
export async function regenerateCalendarFeed(options: { db: Database; memberId: string; appUrl: string }) {
  const calendarFeedToken = newCalendarFeedToken();
  await options.db
    .insert(alertSettings)
    .values({ ...newAlertSettingsRow(options.memberId), calendarFeedToken })
    .onConflictDoUpdate({ target: alertSettings.memberId, set: { calendarFeedToken } });
  return { url: calendarFeedUrl(options.appUrl, calendarFeedToken) };
}
