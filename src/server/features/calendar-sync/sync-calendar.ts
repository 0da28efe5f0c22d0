import { and, eq } from 'drizzle-orm';
import pLimit from 'p-limit';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { DEFAULT_REMINDER_DAYS } from '../../../shared/domain/reminder-schedule';
import { toLocale } from '../../../shared/i18n/locales';
import type { Database } from '../../db/client';
import { calendarEvents, calendarIntegrations } from '../../db/schema';
import {
  CalendarGoneError,
  CalendarGrantError,
  type CalendarProvider,
  type CalendarSession,
  type ListedCalendarEvent,
} from '../../integrations/calendar/provider';
import type { TokenCipher } from '../../integrations/calendar/token-cipher';
import type { Mailer } from '../../integrations/mail/types';
import { i18nFor } from '../../i18n/i18n';
import type { DeadlineSource } from '../../lib/deadlines';
import type { Logger } from '../../lib/logger';
import { calendarPermitsOf } from '../../lib/renewal-events';
import { desiredEventsOf, eventIdOf, type DesiredEvent } from './desired-events';
import { markReconnectNeeded } from './mark-reconnect-needed';
import { syncingMemberOf } from './sync-targets';

/** The calendar PermitPilot creates in the member's Google account (docs/decisions/0023). */
export const GOOGLE_CALENDAR_NAME = /*i18n*/ 'PermitPilot renewals';
/** Calendar requests at once for one member: well under Google's per-user rate. */
const AT_ONCE = 4;

export type CalendarSyncDeps = {
  db: Database;
  provider: CalendarProvider;
  cipher: TokenCipher;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** The deadlines that are no renewal (docs/product/events.md#deadlines); without, the permits alone. */
  deadlines?: DeadlineSource;
};

export type SyncOutcome =
  | { kind: 'synced'; created: number; updated: number; deleted: number }
  | { kind: 'skipped' }
  | { kind: 'reconnect-needed' };

type EventRow = typeof calendarEvents.$inferSelect;

/** What the calendar holds of an event, compared with what we sent: missing, deleted by hand, or moved. */
function needsRepair(found: ListedCalendarEvent | undefined, desired: DesiredEvent): boolean {
  if (!found || found.cancelled) return true;
  return found.date !== desired.event.date || found.summary !== desired.event.summary;
}

/**
 * Brings one member's 'PermitPilot renewals' calendar in step with their business's permits (docs/decisions/
 * 0023): creates the calendar the first time, inserts, updates and deletes events by their permit-derived
 * ids, and on a full sync reads the calendar back and puts right what was deleted or moved by hand. Idempotent:
 * a retry after a failure sends only what is still missing.
 */
export async function syncCalendar(
  deps: CalendarSyncDeps,
  options: { integrationId: string; full?: boolean; now?: Date },
): Promise<SyncOutcome> {
  try {
    return await syncOnce(deps, options);
  } catch (error) {
    if (!(error instanceof CalendarGoneError)) throw error;
    // Deleted by hand in Google: PermitPilot makes a new one and fills it (docs/decisions/0023).
    await deps.db
      .update(calendarIntegrations)
      .set({ calendarId: null })
      .where(eq(calendarIntegrations.id, options.integrationId));
    await deps.db.delete(calendarEvents).where(eq(calendarEvents.integrationId, options.integrationId));
    return syncOnce(deps, options);
  }
}

async function syncOnce(
  deps: CalendarSyncDeps,
  options: { integrationId: string; full?: boolean; now?: Date },
): Promise<SyncOutcome> {
  const { db, cipher } = deps;
  const [integration] = await db
    .select()
    .from(calendarIntegrations)
    .where(eq(calendarIntegrations.id, options.integrationId));
  if (!integration || integration.status !== 'connected') return { kind: 'skipped' };
  const membership = await syncingMemberOf(db, integration.memberId);
  if (!membership) return { kind: 'skipped' };
  if (membership.suspended) {
    // Nothing more reaches the calendar; when Pro is back, the first sync reads it back and puts it right.
    await db
      .update(calendarIntegrations)
      .set({ lastFullSyncAt: null })
      .where(eq(calendarIntegrations.id, integration.id));
    return { kind: 'skipped' };
  }
  // Never fully synced, or not since a suspension: this sync is a full one.
  const full = options.full || integration.lastFullSyncAt === null;
  // The calendar and its events speak the member's language (docs/decisions/0026).
  const i18n = i18nFor(toLocale(membership.locale));

  const session: CalendarSession = deps.provider.session(
    {
      refreshToken: cipher.decrypt(integration.refreshToken),
      accessToken: integration.accessToken ? cipher.decrypt(integration.accessToken) : null,
      expiresAt: integration.accessTokenExpiresAt,
    },
    (fresh) =>
      void db
        .update(calendarIntegrations)
        .set({
          accessToken: fresh.accessToken ? cipher.encrypt(fresh.accessToken) : null,
          accessTokenExpiresAt: fresh.expiresAt,
        })
        .where(eq(calendarIntegrations.id, integration.id))
        .catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'could not keep a refreshed Google token'),
        ),
  );

  try {
    let calendarId = integration.calendarId;
    const calendarName = i18n._(GOOGLE_CALENDAR_NAME);
    if (!calendarId) {
      calendarId = await session.createCalendar(calendarName, membership.timeZone ?? 'UTC');
      await db
        .update(calendarIntegrations)
        .set({ calendarId, calendarName })
        .where(eq(calendarIntegrations.id, integration.id));
    } else if (integration.calendarName !== calendarName) {
      // The member changed language since the calendar was named (docs/decisions/0026). One named before
      // names were kept (migration 0015) is taken as named: it was, in the member's language of then.
      if (integration.calendarName !== null)
        await session.renameCalendar(calendarId, { from: integration.calendarName, to: calendarName });
      await db
        .update(calendarIntegrations)
        .set({ calendarName })
        .where(eq(calendarIntegrations.id, integration.id));
    }
    const desired = desiredEventsOf({
      permits: await calendarPermitsOf(db, membership.businessId),
      // A year back, as the calendar feed: what was due stays, as a renewal date does.
      deadlines: await deps.deadlines?.ofBusiness(
        db,
        membership.businessId,
        addDaysTo(calendarDateIn('UTC', options.now ?? new Date()), -366),
      ),
      reminderDays: membership.reminderDays ?? DEFAULT_REMINDER_DAYS,
      appUrl: deps.appUrl,
      i18n,
      provider: deps.provider,
    });
    const rows = await db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.integrationId, integration.id));
    const key = (permitId: string, kind: string) => `${permitId}|${kind}`;
    const rowsByKey = new Map(rows.map((row) => [key(row.permitId, row.kind), row]));
    const inCalendar = full
      ? new Map((await session.listEvents(calendarId)).map((event) => [event.id, event]))
      : null;

    const counts = { created: 0, updated: 0, deleted: 0 };
    const limit = pLimit(AT_ONCE);
    const saveRow = (row: Omit<EventRow, 'integrationId'>) =>
      db
        .insert(calendarEvents)
        .values({ ...row, integrationId: integration.id })
        .onConflictDoUpdate({
          target: [calendarEvents.integrationId, calendarEvents.permitId, calendarEvents.kind],
          set: { eventId: row.eventId, generation: row.generation, contentHash: row.contentHash },
        });

    const put = async (wanted: DesiredEvent) => {
      const row = rowsByKey.get(key(wanted.permitId, wanted.kind));
      let generation = row?.generation ?? 0;
      let eventId = row?.eventId ?? eventIdOf(wanted.permitId, wanted.kind, generation);
      const found = inCalendar?.get(eventId);
      // Up to date, and (on a full sync) still as we left it in the calendar.
      if (row && row.contentHash === wanted.hash && !(inCalendar && needsRepair(found, wanted))) return;
      // Deleted by hand: Google keeps the id of a deleted event, so the event comes back under a new one.
      if (found?.cancelled) {
        generation += 1;
        eventId = eventIdOf(wanted.permitId, wanted.kind, generation);
      }
      if (row && eventId === row.eventId && !found?.cancelled) {
        if ((await session.updateEvent(calendarId, eventId, wanted.event)) === 'updated') {
          counts.updated += 1;
          return saveRow({
            permitId: wanted.permitId,
            kind: wanted.kind,
            eventId,
            generation,
            contentHash: wanted.hash,
          });
        }
      }
      // New, or gone from the calendar: insert; an id already taken (an earlier try that did succeed) is updated.
      if ((await session.insertEvent(calendarId, eventId, wanted.event)) === 'duplicate') {
        if ((await session.updateEvent(calendarId, eventId, wanted.event)) === 'missing') {
          generation += 1;
          eventId = eventIdOf(wanted.permitId, wanted.kind, generation);
          await session.insertEvent(calendarId, eventId, wanted.event);
        }
        counts.updated += 1;
      } else counts.created += 1;
      await saveRow({
        permitId: wanted.permitId,
        kind: wanted.kind,
        eventId,
        generation,
        contentHash: wanted.hash,
      });
    };

    const wantedKeys = new Set(desired.map((wanted) => key(wanted.permitId, wanted.kind)));
    const stale = rows.filter((row) => !wantedKeys.has(key(row.permitId, row.kind)));
    const remove = async (row: EventRow) => {
      await session.deleteEvent(calendarId, row.eventId);
      counts.deleted += 1;
      await db
        .delete(calendarEvents)
        .where(
          and(
            eq(calendarEvents.integrationId, integration.id),
            eq(calendarEvents.permitId, row.permitId),
            eq(calendarEvents.kind, row.kind),
          ),
        );
    };
    await Promise.all([
      ...desired.map((wanted) => limit(() => put(wanted))),
      ...stale.map((row) => limit(() => remove(row))),
    ]);

    const now = options.now ?? new Date();
    await db
      .update(calendarIntegrations)
      .set({ lastSyncedAt: now, ...(full ? { lastFullSyncAt: now } : {}) })
      .where(eq(calendarIntegrations.id, integration.id));
    return { kind: 'synced', ...counts };
  } catch (error) {
    if (error instanceof CalendarGrantError) {
      await markReconnectNeeded(deps, integration);
      return { kind: 'reconnect-needed' };
    }
    throw error;
  }
}
