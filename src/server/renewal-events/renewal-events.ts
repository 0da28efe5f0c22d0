import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { renewalLinkSchema } from '../../shared/contracts/permits';
import type { CalendarDate } from '../../shared/domain/calendar-dates';
import { formatCalendarDate, formatDollars } from '../../shared/domain/formatting';
import { DEFAULT_PROCESSING_DAYS, recommendedStartDate } from '../../shared/domain/renewal-urgency';
import type { Database } from '../db/client';
import { permits } from '../db/schema';

/** A permit as the calendars (the iCalendar feed, Google Calendar) show it. */
export type CalendarPermit = {
  id: string;
  name: string;
  renewalDate: CalendarDate;
  cost: number | null;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  renewalLink: string | null;
  processingTimeDays: number | null;
};

/** One all-day event of a permit: its renewal date, or the recommended start of its renewal (spec §4). */
export type RenewalEvent = {
  kind: 'renewal' | 'start';
  date: CalendarDate;
  summary: string;
  description: string[];
  /** The permit's renewal link when it is a well-formed one. */
  link: string | null;
};

/**
 * The permit rules accept only http(s) links without control characters; a link stored before those rules is
 * left out rather than written into a calendar as it is.
 */
export const safeLink = (link: string | null) =>
  link && renewalLinkSchema.safeParse(link).data === link ? link : null;

/** The two events of a permit with a renewal date, in the words every calendar shows. */
export function renewalEventsOf(permit: CalendarPermit, appUrl: string): RenewalEvent[] {
  const due = permit.renewalDate;
  const place = [permit.city, permit.state ?? permit.stateCode].filter(Boolean).join(', ');
  const link = safeLink(permit.renewalLink);
  const links = [...(link ? [`Renew online: ${link}`] : []), `Open PermitPilot: ${appUrl}/dashboard`];
  return [
    {
      kind: 'renewal',
      date: due,
      summary: `Renew: ${permit.name}`,
      description: [
        `${permit.name} is due for renewal on ${formatCalendarDate(due)}.`,
        ...(permit.cost !== null ? [`Cost: ${formatDollars(permit.cost)}`] : []),
        ...(place ? [`Location: ${place}`] : []),
        ...links,
      ],
      link,
    },
    {
      kind: 'start',
      date: recommendedStartDate(due, permit.processingTimeDays),
      summary: `Start renewal: ${permit.name}`,
      description: [
        `Start renewing ${permit.name}: processing takes about ${permit.processingTimeDays ?? DEFAULT_PROCESSING_DAYS} days and it is due on ${formatCalendarDate(due)}.`,
        ...links,
      ],
      link,
    },
  ];
}

/** A business's permits with a renewal date, soonest first, as the calendars show them. */
export async function calendarPermitsOf(db: Database, businessId: string) {
  const rows = await db
    .select({
      id: permits.id,
      name: permits.name,
      renewalDate: permits.renewalDate,
      cost: permits.cost,
      city: permits.city,
      state: permits.state,
      stateCode: permits.stateCode,
      renewalLink: permits.renewalLink,
      processingTimeDays: permits.processingTimeDays,
      updatedAt: permits.updatedAt,
    })
    .from(permits)
    .where(and(eq(permits.businessId, businessId), isNotNull(permits.renewalDate)))
    .orderBy(asc(permits.renewalDate), asc(permits.id));
  return rows.map((row) => ({ ...row, renewalDate: row.renewalDate! }));
}
