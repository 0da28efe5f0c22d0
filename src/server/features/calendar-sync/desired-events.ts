import type { I18n } from '@lingui/core';
import type { CalendarEventInput, CalendarProvider } from '../../integrations/calendar/provider';
import { deadlineEventOf, deadlineUuidOf } from '../../lib/deadline-events';
import type { Deadline } from '../../lib/deadlines';
import { renewalEventsOf, type CalendarPermit } from '../../lib/renewal-events';

export type DesiredEvent = {
  permitId: string;
  kind: 'renewal' | 'start';
  event: CalendarEventInput;
  /** The provider's digest of the event: an event whose hash is unchanged is not sent again. */
  hash: string;
};

const MINUTES_A_DAY = 24 * 60;
/** Reminders come at 9:00: N days before an all-day event is N days less 9 hours before its midnight start. */
const NINE_AM = 9 * 60;

/**
 * A permit's event id in the member's calendar: lowercase letters a–v and digits (base32hex, as Calendar v3
 * requires), from the permit's UUID, the kind and a generation (bumped when the owner deleted the event by
 * hand: Google never reuses the id of a deleted event) (docs/decisions/0023).
 */
export const eventIdOf = (permitId: string, kind: 'renewal' | 'start', generation: number) =>
  `pp${permitId.replace(/-/g, '').toLowerCase()}${kind === 'renewal' ? 'r' : 's'}${generation}`;

/** The member's lead days as reminders at 9:00, farthest first; the provider keeps those it can. */
export function remindersOf(reminderDays: readonly number[]) {
  return [...new Set(reminderDays)]
    .map((days) => days * MINUTES_A_DAY - NINE_AM)
    .filter((minutes) => minutes > 0)
    .sort((a, b) => b - a);
}

/**
 * Every event the member's calendar should hold: for each permit with a renewal date, the renewal date with
 * the member's reminders, and the recommended start date with a reminder at 9:00 the day before
 * (docs/product/calendar.md#keeping-in-step); and each deadline that is no renewal. In the member's language (`i18n`): a change of language changes
 * every hash, so the next sync rewrites them.
 */
export function desiredEventsOf(options: {
  permits: readonly CalendarPermit[];
  deadlines?: readonly Deadline[];
  reminderDays: readonly number[];
  appUrl: string;
  i18n: I18n;
  provider: Pick<CalendarProvider, 'fingerprint'>;
}): DesiredEvent[] {
  const { i18n } = options;
  const renewalReminders = remindersOf(options.reminderDays);
  const permitEvents = options.permits.flatMap((permit) =>
    renewalEventsOf(permit, options.appUrl, i18n).map((renewal): DesiredEvent => {
      const event: CalendarEventInput = {
        summary: renewal.summary,
        description: renewal.description.join('\n'),
        date: renewal.date,
        reminderMinutes: renewal.kind === 'renewal' ? renewalReminders : [MINUTES_A_DAY - NINE_AM],
        link: renewal.link ? { title: i18n._('Renew online'), url: renewal.link } : null,
        permitId: permit.id,
        kind: renewal.kind,
      };
      return { permitId: permit.id, kind: renewal.kind, event, hash: options.provider.fingerprint(event) };
    }),
  );
  return [...permitEvents, ...(options.deadlines ?? []).map((deadline) => deadlineEvent(deadline, options))];
}

/**
 * A deadline that is no renewal (docs/product/events.md#deadlines): one all-day event with the member's
 * reminders, kept as a permit's renewal event is under the UUID its key stands for (calendar_events has a
 * permit's id and kind: the deadline's UUID is never a permit's), so it is updated in place when its date moves
 * and deleted when it is met.
 */
function deadlineEvent(deadline: Deadline, options: Parameters<typeof desiredEventsOf>[0]): DesiredEvent {
  const shown = deadlineEventOf(deadline, options.appUrl, options.i18n);
  const permitId = deadlineUuidOf(deadline.key);
  const event: CalendarEventInput = {
    summary: shown.summary,
    description: shown.description.join('\n'),
    date: shown.date,
    reminderMinutes: remindersOf(options.reminderDays),
    link: null,
    permitId,
    kind: 'renewal',
  };
  return { permitId, kind: 'renewal', event, hash: options.provider.fingerprint(event) };
}
