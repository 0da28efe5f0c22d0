import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertSettings } from '../../db/schema';
import { newAlertSettingsRow } from '../../db/alert-settings-defaults';
import { deriveLinkToken } from '../../lib/link-tokens';
import { hashSecret } from '../../lib/secret-hash';

/** The secret part of a feed URL: 32 bytes, base64url (43 characters). */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a feed's token is derived from: a new one retires the URL. Not a credential without the key. */
export function newCalendarFeedSeed(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The token of the feed URL made from `seed` (docs/decisions/0027: only its hash is stored). */
export const calendarFeedTokenOf = (key: Buffer, seed: string) => deriveLinkToken(key, 'calendar-feed', seed);

/** The iCalendar (RFC 5545) feed URL a calendar app subscribes to; the token is its only credential. */
export function calendarFeedUrl(appUrl: string, token: string): string {
  return `${appUrl}/api/calendar/${token}.ics`;
}

/**
 * A member's feed token, created on first use (with their alert settings row when there is none). Each member
 * has their own, so a member who leaves takes no working link with them (docs/decisions/0018). Two first uses
 * at once agree on one seed: the upsert keeps whichever was stored first. A feed whose hash is of another
 * token (made before tokens were derived, or before the key changed) takes this one on, and keeps the other
 * one working, so that a calendar subscribed to it goes on updating.
 */
export async function ensureCalendarFeedToken({
  db,
  memberId,
  key,
}: {
  db: Database;
  memberId: string;
  key: Buffer;
}) {
  const columns = { seed: alertSettings.calendarFeedSeed, tokenHash: alertSettings.calendarFeedTokenHash };
  let [feed] = await db
    .select(columns)
    .from(alertSettings)
    .where(eq(alertSettings.memberId, memberId))
    .limit(1);
  if (!feed?.seed) {
    [feed] = await db
      .insert(alertSettings)
      .values({ ...newAlertSettingsRow(memberId), calendarFeedSeed: newCalendarFeedSeed() })
      .onConflictDoUpdate({
        target: alertSettings.memberId,
        set: {
          calendarFeedSeed: sql`coalesce(${alertSettings.calendarFeedSeed}, excluded.calendar_feed_seed)`,
        },
      })
      .returning(columns);
  }
  const token = calendarFeedTokenOf(key, feed!.seed!);
  const tokenHash = hashSecret(token);
  const stored = feed!.tokenHash;
  if (tokenHash !== stored)
    await db
      .update(alertSettings)
      .set({ calendarFeedTokenHash: tokenHash, calendarFeedPreviousTokenHash: stored })
      .where(
        and(
          eq(alertSettings.memberId, memberId),
          stored === null
            ? isNull(alertSettings.calendarFeedTokenHash)
            : eq(alertSettings.calendarFeedTokenHash, stored),
        ),
      );
  return token;
}
