import crypto from 'node:crypto';
import type { calendar_v3 } from '@googleapis/calendar';
import { addDaysTo } from '../../../../shared/domain/calendar-dates';
import type { CalendarEventInput, ListedCalendarEvent } from '../provider';

/** Calendar v3 takes at most 5 reminder overrides, each at most four weeks before. */
const MAX_REMINDERS = 5;
const MAX_REMINDER_MINUTES = 40_320;

/**
 * An event of the 'PermitPilot renewals' calendar as Calendar v3 takes it (docs/decisions/0023): all day, free
 * time, the reminders Google takes (the nearest five within four weeks; longer lead days stay with
 * PermitPilot's own reminders), the permit in its private properties.
 */
export function googleEventBodyOf(event: CalendarEventInput) {
  return {
    summary: event.summary,
    description: event.description,
    start: { date: event.date },
    // Exclusive: the day after an all-day event.
    end: { date: addDaysTo(event.date, 1) },
    transparency: 'transparent' as const,
    reminders: {
      useDefault: false,
      overrides: event.reminderMinutes
        .filter((minutes) => minutes <= MAX_REMINDER_MINUTES)
        .slice(-MAX_REMINDERS)
        .map((minutes) => ({ method: 'popup' as const, minutes })),
    },
    extendedProperties: {
      private: { permitpilotPermitId: event.permitId, permitpilotKind: event.kind },
    },
    ...(event.link ? { source: { title: event.link.title, url: event.link.url } } : {}),
  } satisfies calendar_v3.Schema$Event;
}

/**
 * A hash of the body sent to Google. The hashes of events already synced are kept (calendar_events), so the
 * body's fields and their order stay as they are: a change would send every event again once.
 */
export const googleFingerprint = (event: CalendarEventInput) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify(googleEventBodyOf(event)))
    .digest('hex');

export const listedEventOf = (event: calendar_v3.Schema$Event): ListedCalendarEvent => ({
  id: event.id ?? '',
  cancelled: event.status === 'cancelled',
  date: event.start?.date ?? undefined,
  summary: event.summary ?? undefined,
});
