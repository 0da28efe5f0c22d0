import crypto from 'node:crypto';
import type { I18n } from '@lingui/core';
import type { CalendarDate } from '../../shared/domain/calendar-dates';
import { formatCalendarDate } from '../../shared/domain/formatting';
import { toLocale } from '../../shared/i18n/locales';
import type { Deadline } from './deadlines';

/**
 * The all-day event of a deadline that is no renewal (docs/product/events.md#deadlines), in the words every
 * calendar shows (the iCalendar feed, Google Calendar), in the language of the calendar's owner: 'Apply by:
 * {permit} — {event}', 'Organizer deadline — {event}', 'Inspection: {permit}', 'Re-inspection: {permit}'.
 */
export function deadlineEventOf(deadline: Deadline, appUrl: string, i18n: I18n) {
  const values = { permit: deadline.permitName ?? '', event: deadline.eventName ?? '' };
  const summary = {
    'apply-by': () => i18n._('Apply by: {permit} — {event}', values),
    organizer: () => i18n._('Organizer deadline — {event}', values),
    inspection: () => i18n._('Inspection: {permit}', values),
    reinspection: () => i18n._('Re-inspection: {permit}', values),
  }[deadline.kind]();
  const page = deadline.eventId ? `${appUrl}/events` : `${appUrl}/dashboard`;
  return {
    date: deadline.date as CalendarDate,
    summary,
    description: [
      summary,
      i18n._('Date: {date}', { date: formatCalendarDate(deadline.date, toLocale(i18n.locale)) }),
      `${i18n._('Open PermitPilot')}: ${page}`,
    ],
  };
}

/**
 * A UUID that stands for a deadline where a calendar keeps a permit's id (Google Calendar's calendar_events,
 * its private properties): version 8 (RFC 9562, 'custom'), from the deadline's key, so it is the same at
 * every sync and never a permit's (they are version 4).
 */
export function deadlineUuidOf(key: string): string {
  const hex = crypto.createHash('sha256').update(`deadline:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
