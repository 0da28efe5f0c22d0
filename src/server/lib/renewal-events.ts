import type { I18n } from '@lingui/core';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { renewalLinkSchema } from '../../shared/contracts/permits';
import type { CalendarDate } from '../../shared/domain/calendar-dates';
import { formatCalendarDate, formatDollars } from '../../shared/domain/formatting';
import { permitLabel } from '../../shared/domain/permit-label';
import { DEFAULT_PROCESSING_DAYS, recommendedStartDate } from '../../shared/domain/renewal-urgency';
import { toLocale } from '../../shared/i18n/locales';
import type { Database } from '../db/client';
import { permits, vehicles } from '../db/schema';

/** A permit as the calendars (the iCalendar feed, Google Calendar) show it. */
export type CalendarPermit = {
  id: string;
  name: string;
  /** The vehicle it licenses; null for a permit of the whole business. */
  vehicleName: string | null;
  renewalDate: CalendarDate;
  cost: number | null;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  renewalLink: string | null;
  processingTimeDays: number | null;
};

/**
 * One all-day event of a permit: its renewal date, or the recommended start of its renewal
 * (docs/product/permits.md#renewal-urgency-and-buffer).
 */
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

/**
 * The two events of a permit with a renewal date, in the words every calendar shows, in the language of the
 * calendar's owner (`i18n`).
 */
export function renewalEventsOf(permit: CalendarPermit, appUrl: string, i18n: I18n): RenewalEvent[] {
  const locale = toLocale(i18n.locale);
  const due = permit.renewalDate;
  const dueDate = formatCalendarDate(due, locale);
  // 'Health Permit — Truck 2' (docs/product/fleet.md#reminders-and-calendars).
  const permitName = permitLabel(permit.name, permit.vehicleName);
  const place = [permit.city, permit.state ?? permit.stateCode].filter(Boolean).join(', ');
  const link = safeLink(permit.renewalLink);
  const links = [
    ...(link ? [`${i18n._('Renew online')}: ${link}`] : []),
    `${i18n._('Open PermitPilot')}: ${appUrl}/dashboard`,
  ];
  return [
    {
      kind: 'renewal',
      date: due,
      summary: i18n._('Renew: {permitName}', { permitName }),
      description: [
        i18n._('{permitName} is due for renewal on {date}.', { permitName, date: dueDate }),
        ...(permit.cost !== null
          ? [i18n._('Cost: {cost}', { cost: formatDollars(permit.cost, locale) })]
          : []),
        ...(place ? [i18n._('Location: {place}', { place })] : []),
        ...links,
      ],
      link,
    },
    {
      kind: 'start',
      date: recommendedStartDate(due, permit.processingTimeDays),
      summary: i18n._('Start renewal: {permitName}', { permitName }),
      description: [
        i18n._('Start renewing {permitName}: processing takes about {days} days and it is due on {date}.', {
          permitName,
          days: permit.processingTimeDays ?? DEFAULT_PROCESSING_DAYS,
          date: dueDate,
        }),
        ...links,
      ],
      link,
    },
  ];
}

/**
 * A business's permits with a renewal date, soonest first, as the calendars show them: every member's
 * calendar shows the whole business's, and none of an archived vehicle (docs/product/fleet.md#archiving).
 */
export async function calendarPermitsOf(db: Database, businessId: string) {
  const rows = await db
    .select({
      id: permits.id,
      name: permits.name,
      vehicleName: vehicles.name,
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
    .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
    .where(
      and(eq(permits.businessId, businessId), isNotNull(permits.renewalDate), isNull(vehicles.archivedAt)),
    )
    .orderBy(asc(permits.renewalDate), asc(permits.id));
  return rows.map((row) => ({ ...row, renewalDate: row.renewalDate! }));
}
