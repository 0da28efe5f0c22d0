import type { Config } from '../../env';
import type { Database } from '../../db/client';
import { createCalendarProvider } from '../../integrations/calendar';
import type { CalendarProvider } from '../../integrations/calendar/provider';
import { createTokenCipher, tokenKeyOf, type TokenCipher } from '../../integrations/calendar/token-cipher';
import type { DeadlineSource } from '../../lib/deadlines';
import type { Logger } from '../../lib/logger';
import { inArray } from 'drizzle-orm';
import { calendarIntegrations } from '../../db/schema';
import { disconnectGoogleCalendar } from './disconnect-google-calendar';
import { integrationsOfBusiness, integrationsOfMembers } from './sync-targets';
import { createCalendarSyncQueue, type CalendarSyncQueue } from './sync-queue';

/** Google Calendar sync as the app holds it (docs/decisions/0023). */
export type GoogleCalendarSync = {
  provider: CalendarProvider;
  cipher: TokenCipher;
  queue: CalendarSyncQueue;
  /** The deadlines that are no renewal, which the calendars show too (docs/product/events.md#deadlines). */
  deadlines: DeadlineSource;
  /** Queues a sync of every connected calendar that shows this business's permits. */
  businessChanged(businessId: string): Promise<void>;
  /** Queues a sync of these members' calendars (their reminder days changed). */
  membersChanged(memberIds: string[]): Promise<void>;
  /**
   * Disconnects these memberships' calendars, as Disconnect does (the calendar deleted at Google, the grant
   * revoked, the tokens forgotten), before the memberships end: removed, left, or closed with the account.
   * Google failing leaves nothing behind here; it is logged, and the membership still ends.
   */
  membersLeaving(memberIds: string[]): Promise<void>;
};

/** Null without GOOGLE_CLIENT_ID: Connect stays disabled (docs/product/calendar.md#google-calendar-sync). */
export async function createGoogleCalendarSync(options: {
  config: Pick<
    Config,
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'CALENDAR_TOKEN_KEY'
    | 'GOOGLE_AUTH_URL'
    | 'GOOGLE_TOKEN_URL'
    | 'GOOGLE_REVOKE_URL'
    | 'GOOGLE_CALENDAR_API_BASE'
    | 'APP_URL'
  >;
  authSecret: string;
  db: Database;
  logger: Logger;
  deadlines: DeadlineSource;
  /** Tests shorten Google's back-off. */
  retryDelayMs?: number;
}): Promise<GoogleCalendarSync | null> {
  const { config, db, logger } = options;
  const provider = await createCalendarProvider(config, options.retryDelayMs);
  if (!provider) return null;
  const cipher = createTokenCipher(
    tokenKeyOf({ tokenKey: config.CALENDAR_TOKEN_KEY, authSecret: options.authSecret }),
  );
  const queue = createCalendarSyncQueue(logger);
  const queueAll = async (integrationIds: string[]) => {
    for (const integrationId of integrationIds) await queue.send({ integrationId, full: false });
  };
  const safely = (work: () => Promise<void>) =>
    work().catch((error: unknown) => logger.error({ err: error }, 'could not queue calendar syncs'));
  return {
    provider,
    cipher,
    queue,
    deadlines: options.deadlines,
    businessChanged: (businessId) =>
      safely(async () => queueAll(await integrationsOfBusiness(db, businessId))),
    membersChanged: (memberIds) => safely(async () => queueAll(await integrationsOfMembers(db, memberIds))),
    membersLeaving: async (memberIds) => {
      if (memberIds.length === 0) return;
      const connected = await db
        .select({ memberId: calendarIntegrations.memberId })
        .from(calendarIntegrations)
        .where(inArray(calendarIntegrations.memberId, memberIds));
      for (const { memberId } of connected) {
        await disconnectGoogleCalendar({ db, provider, cipher, logger, memberId }).catch((error: unknown) =>
          logger.error({ err: error, memberId }, 'could not disconnect a leaving member’s Google Calendar'),
        );
      }
    },
  };
}
