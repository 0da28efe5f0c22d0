import type { I18n } from '@lingui/core';
import ical, {
  ICalAlarmRelatesTo,
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventTransparency,
  type ICalEventData,
} from 'ical-generator';
import { BRAND } from '../../../shared/brand';
import { addDaysTo, type CalendarDate } from '../../../shared/domain/calendar-dates';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { i18nFor } from '../../i18n/i18n';
import { deadlineEventOf } from '../../lib/deadline-events';
import type { Deadline } from '../../lib/deadlines';
import { renewalEventsOf, safeLink, type CalendarPermit } from '../../lib/renewal-events';

export type FeedPermit = CalendarPermit & { updatedAt: Date };

/** The calendar's name (in its owner's language where it is shown). */
export const CALENDAR_NAME = /*i18n*/ 'PermitPilot renewals';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** How often subscribers should look for changes (RFC 7986 REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 6 * HOUR;

/**
 * RFC 5545 §3.3.11: TEXT holds no control characters but the tab. The library escapes and folds text
 * but keeps them, and a permit stored before the text rules (shared/contracts/text.ts) may carry one, or a
 * direction override. Tabs stay, and line breaks, which the library escapes.
 */
const plainText = (value: string) =>
  value.replace(/\r\n|\r|\n/g, '\n').replace(/[^\P{Cc}\t\n]|[\u202A-\u202E\u2066-\u2069]/gu, '');

/** A reminder at a time relative to the start of the event (an all-day event starts at midnight, local time). */
type Alarm = { secondsFromStart: number; description: string };
type FeedEvent = { event: ICalEventData; alarms: Alarm[] };

function allDayEvent(options: {
  uid: string;
  date: CalendarDate;
  summary: string;
  description: string[];
  /** When what it comes from last changed, and where it points. */
  updatedAt: Date;
  url: string | null;
  now: Date;
  alarms: Alarm[];
}): FeedEvent {
  const event: ICalEventData = {
    id: options.uid,
    allDay: true,
    // 'yyyy-MM-dd' strings, which the library writes as the same DATE in every time zone.
    start: options.date,
    end: addDaysTo(options.date, 1),
    stamp: options.now,
    lastModified: options.updatedAt,
    summary: plainText(options.summary),
    description: plainText(options.description.join('\n')),
    url: options.url,
    transparency: ICalEventTransparency.TRANSPARENT,
  };
  return { event, alarms: options.alarms };
}

/** Two all-day events per permit: renewal and recommended start (docs/product/calendar.md#calendar-feed). */
function permitEvents(permit: FeedPermit, appUrl: string, now: Date, i18n: I18n): FeedEvent[] {
  const due = permit.renewalDate;
  return renewalEventsOf(permit, appUrl, i18n).map((renewalEvent) =>
    allDayEvent({
      // The start event is keyed by the renewal date too, so a changed processing time moves it.
      uid: `${permit.id}-${renewalEvent.kind}-${due}@permitpilot`,
      date: renewalEvent.date,
      summary: renewalEvent.summary,
      description: renewalEvent.description,
      updatedAt: permit.updatedAt,
      url: safeLink(permit.renewalLink),
      now,
      alarms:
        renewalEvent.kind === 'renewal'
          ? renewalAlarms(renewalEvent.summary, i18n)
          : // 9:00 on the day.
            [{ secondsFromStart: 9 * HOUR, description: renewalEvent.summary }],
    }),
  );
}

/** 9:00 seven days before, and 9:00 the day before, as a renewal's. */
const renewalAlarms = (summary: string, i18n: I18n): Alarm[] => [
  { secondsFromStart: -(6 * DAY + 15 * HOUR), description: i18n._('{summary} in 7 days', { summary }) },
  { secondsFromStart: -15 * HOUR, description: i18n._('{summary} tomorrow', { summary }) },
];

/**
 * A deadline that is no renewal (docs/product/events.md#deadlines): one all-day event with a renewal's alarms,
 * its UID named by the deadline's key and date, as a permit's is by its id and renewal date.
 */
function deadlineFeedEvent(deadline: Deadline, appUrl: string, now: Date, i18n: I18n): FeedEvent {
  const shown = deadlineEventOf(deadline, appUrl, i18n);
  return allDayEvent({
    uid: `${deadline.key.replaceAll(':', '-')}-${deadline.date}@permitpilot`,
    date: shown.date,
    summary: shown.summary,
    description: shown.description,
    updatedAt: deadline.updatedAt,
    url: null,
    now,
    alarms: renewalAlarms(shown.summary, i18n),
  });
}

/**
 * The owner's renewal calendar as an iCalendar (RFC 5545) feed that calendar apps subscribe to, in the owner's
 * language (`i18n`, English when not given).
 */
export function renderRenewalFeed(options: {
  permits: FeedPermit[];
  /** The deadlines that are no renewal: an event's 'Apply by' dates, the organiser's, inspections. */
  deadlines?: readonly Deadline[];
  appUrl: string;
  now: Date;
  i18n?: I18n;
}): string {
  const i18n = options.i18n ?? i18nFor(DEFAULT_LOCALE);
  const calendar = ical({
    prodId: { company: BRAND.name, product: 'Renewal calendar', language: i18n.locale.toUpperCase() },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    name: i18n._(CALENDAR_NAME),
    description: i18n._('Permit renewal dates and when to start each renewal'),
    ttl: REFRESH_SECONDS,
  });
  const events = [
    ...options.permits.flatMap((permit) => permitEvents(permit, options.appUrl, options.now, i18n)),
    ...(options.deadlines ?? []).map((deadline) =>
      deadlineFeedEvent(deadline, options.appUrl, options.now, i18n),
    ),
  ];
  for (const { event, alarms } of events) {
    const created = calendar.createEvent(event);
    for (const alarm of alarms) {
      // Set through the method: ical-generator 10 ignores `relatesTo` given with the alarm's data, and a
      // positive offset would otherwise count from the event's end (the next midnight).
      created
        .createAlarm({
          type: ICalAlarmType.display,
          triggerAfter: alarm.secondsFromStart,
          description: plainText(alarm.description),
        })
        .relatesTo(ICalAlarmRelatesTo.start);
    }
  }
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too; the library leaves it off.
  return `${calendar.toString()}\r\n`;
}
