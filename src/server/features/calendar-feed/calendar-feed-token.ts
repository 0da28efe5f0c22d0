import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertSettings } from '../../db/schema';
import { newAlertSettingsRow } from '../../db/alert-settings-defaults';

/** The secret part of a feed URL: 32 random bytes, base64url (43 characters). */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCalendarFeedToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The iCalendar (RFC 5545) feed URL a calendar app subscribes to; the token is its only credential. */
export function calendarFeedUrl(appUrl: string, token: string): string {
  return `${appUrl}/api/calendar/${token}.ics`;
}

/**
 * A member's feed token, created on first use (with their alert settings row when there is none). Each member
 * has their own, so a member who leaves takes no working link with them (docs/decisions/0018). Two first uses
 * at once agree on one token: the upsert keeps whichever was stored first.
 */
export async function ensureCalendarFeedToken({ db, memberId }: { db: Database; memberId: string }) {
  const [existing] = await db
    .select({ token: alertSettings.calendarFeedToken })
    .from(alertSettings)
    .where(eq(alertSettings.memberId, memberId))
    .limit(1);
  if (existing?.token) return existing.token;
  const [row] = await db
    .insert(alertSettings)
    .values({ ...newAlertSettingsRow(memberId), calendarFeedToken: newCalendarFeedToken() })
    .onConflictDoUpdate({
      target: alertSettings.memberId,
      set: {
        calendarFeedToken: sql`coalesce(${alertSettings.calendarFeedToken}, excluded.calendar_feed_token)`,
      },
    })
    .returning({ token: alertSettings.calendarFeedToken });
  return row!.token!;
}
