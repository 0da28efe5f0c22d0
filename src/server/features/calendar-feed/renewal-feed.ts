import { addDaysTo, type CalendarDate } from '../../../shared/domain/calendar-dates';
import { DEFAULT_PROCESSING_DAYS, recommendedStartDate } from '../../../shared/domain/renewal-urgency';
import { escapeText, icalDate, icalDateTime, renderIcalendar, type IcalComponent } from './icalendar';

export type FeedPermit = {
  id: string;
  name: string;
  renewalDate: CalendarDate;
  cost: number | null;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  renewalLink: string | null;
  processingTimeDays: number | null;
  updatedAt: Date;
};

export const CALENDAR_NAME = 'PermitPilot renewals';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const humanDate = (date: CalendarDate) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** A reminder at a time relative to the event's start (all-day events start at midnight, local time). */
const alarm = (trigger: string, description: string): IcalComponent => ({
  name: 'VALARM',
  properties: [
    ['ACTION', 'DISPLAY'],
    ['DESCRIPTION', escapeText(description)],
    ['TRIGGER', trigger],
  ],
});

function allDayEvent(options: {
  uid: string;
  date: CalendarDate;
  summary: string;
  description: string[];
  permit: FeedPermit;
  now: Date;
  alarms: IcalComponent[];
}): IcalComponent {
  const { permit } = options;
  return {
    name: 'VEVENT',
    properties: [
      ['UID', options.uid],
      ['DTSTAMP', icalDateTime(options.now)],
      ['LAST-MODIFIED', icalDateTime(permit.updatedAt)],
      ['DTSTART;VALUE=DATE', icalDate(options.date)],
      ['DTEND;VALUE=DATE', icalDate(addDaysTo(options.date, 1))],
      ['SUMMARY', escapeText(options.summary)],
      ['DESCRIPTION', escapeText(options.description.join('\n'))],
      ...(permit.renewalLink ? ([['URL', permit.renewalLink]] as [string, string][]) : []),
      ['TRANSP', 'TRANSPARENT'],
    ],
    components: options.alarms,
  };
}

/** Two all-day events per permit: the renewal date and the recommended start date (spec §4). */
function permitEvents(permit: FeedPermit, appUrl: string, now: Date): IcalComponent[] {
  const due = permit.renewalDate;
  const start = recommendedStartDate(due, permit.processingTimeDays);
  const place = [permit.city, permit.state ?? permit.stateCode].filter(Boolean).join(', ');
  const links = [
    ...(permit.renewalLink ? [`Renew online: ${permit.renewalLink}`] : []),
    `Open PermitPilot: ${appUrl}/dashboard`,
  ];
  const renew = `Renew: ${permit.name}`;
  const startRenewal = `Start renewal: ${permit.name}`;
  return [
    allDayEvent({
      uid: `${permit.id}-renewal-${due}@permitpilot`,
      date: due,
      summary: renew,
      description: [
        `${permit.name} is due for renewal on ${humanDate(due)}.`,
        ...(permit.cost !== null ? [`Cost: ${money.format(permit.cost)}`] : []),
        ...(place ? [`Location: ${place}`] : []),
        ...links,
      ],
      permit,
      now,
      // 9:00 seven days before, and 9:00 the day before.
      alarms: [alarm('-P6DT15H', `${renew} in 7 days`), alarm('-PT15H', `${renew} tomorrow`)],
    }),
    allDayEvent({
      // Keyed by the renewal date, so a changed processing time moves this event instead of adding one.
      uid: `${permit.id}-start-${due}@permitpilot`,
      date: start,
      summary: startRenewal,
      description: [
        `Start renewing ${permit.name}: processing takes about ${permit.processingTimeDays ?? DEFAULT_PROCESSING_DAYS} days and it is due on ${humanDate(due)}.`,
        ...links,
      ],
      permit,
      now,
      // 9:00 on the day.
      alarms: [alarm('PT9H', startRenewal)],
    }),
  ];
}

/** The owner's renewal calendar as an iCalendar (RFC 5545) feed that calendar apps subscribe to. */
export function renderRenewalFeed(options: { permits: FeedPermit[]; appUrl: string; now: Date }): string {
  return renderIcalendar({
    name: 'VCALENDAR',
    properties: [
      ['PRODID', '-//PermitPilot//Renewal calendar//EN'],
      ['VERSION', '2.0'],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      ['X-WR-CALNAME', CALENDAR_NAME],
      ['X-WR-CALDESC', 'Permit renewal dates and when to start each renewal'],
      // RFC 7986 and its older equivalent: how often subscribers should look for changes.
      ['REFRESH-INTERVAL;VALUE=DURATION', 'PT6H'],
      ['X-PUBLISHED-TTL', 'PT6H'],
    ],
    components: options.permits.flatMap((permit) => permitEvents(permit, options.appUrl, options.now)),
  });
}
