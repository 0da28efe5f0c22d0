import type { events } from '@server/db/schema';
import { addDaysTo, calendarDateIn } from '@shared/domain/calendar-dates';

/** The calendar date `days` from today in UTC, the zone a member without settings is in. */
export const inDays = (days: number) => addDaysTo(calendarDateIn('UTC', new Date()), days);

/**
 * The festival of docs/product/events.md, as the events API takes it: two days in Dallas, 40 days ahead. Dallas
 * asks for its temporary food permit 7 days before the first day (catalog/states/tx.json).
 */
export const dallasFestival = <Change extends Record<string, unknown>>(change: Change = {} as Change) => ({
  name: 'Dallas Taco Fest',
  organizer: 'Fest Co',
  city: 'Dallas',
  state: 'Texas',
  startsOn: inDays(40),
  endsOn: inDays(41),
  ...change,
});

/** The same festival as a row of `events`, of one day `startsIn` days ahead, written past the API. */
export const dallasFestivalRow = (
  businessId: string,
  startsIn: number,
  change: Partial<typeof events.$inferInsert> = {},
) => ({
  businessId,
  name: 'Dallas Taco Fest',
  organizer: 'Fest Co',
  city: 'Dallas',
  stateCode: 'TX',
  startsOn: inDays(startsIn),
  endsOn: inDays(startsIn),
  ...change,
});
