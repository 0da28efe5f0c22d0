import type { DeadlineDto } from '../../shared/contracts/deadlines';
import type { CalendarDate } from '../../shared/domain/calendar-dates';
import type { DbOrTx } from '../db/client';

/**
 * A dated deadline that is not a permit's renewal (docs/product/events.md#deadlines), with when what it comes
 * from last changed (the calendar feed's LAST-MODIFIED).
 */
export type Deadline = DeadlineDto & { updatedAt: Date };

/**
 * Where the reminders and the calendars read deadlines from: features/events/event-deadlines.ts, handed to them
 * by the app and the jobs, as features do not import each other (docs/product/engineering.md#layout).
 */
export type DeadlineSource = {
  /** The business's deadlines on or after `since`, soonest first. */
  ofBusiness(db: DbOrTx, businessId: string, since: CalendarDate): Promise<Deadline[]>;
  /** The businesses that may have one on or after `since`. */
  businesses(db: DbOrTx, since: CalendarDate): Promise<string[]>;
};
