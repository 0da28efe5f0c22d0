import crypto from 'node:crypto';
import type { I18n } from '@lingui/core';
import { addDaysTo } from '../../../shared/domain/calendar-dates';
import { renewalEventsOf, type CalendarPermit } from '../../lib/renewal-events';

/** An event of the 'PermitPilot renewals' calendar as Calendar v3 takes it (docs/decisions/0023). */
export type GoogleEventBody = {
  summary: string;
  description: string;
  start: { date: string };
  /** Exclusive: the day after an all-day event. */
  end: { date: string };
  transparency: 'transparent';
  reminders: { useDefault: false; overrides: { method: 'popup'; minutes: number }[] };
  extendedProperties: { private: { permitpilotPermitId: string; permitpilotKind: 'renewal' | 'start' } };
  source?: { title: string; url: string };
};

export type DesiredEvent = {
  permitId: string;
  kind: 'renewal' | 'start';
  body: GoogleEventBody;
  /** A hash of the body: an event whose hash is unchanged is not sent again. */
  hash: string;
};

/** Calendar v3 takes at most 5 reminder overrides, each at most four weeks before. */
const MAX_REMINDERS = 5;
const MAX_REMINDER_MINUTES = 40_320;
const MINUTES_A_DAY = 24 * 60;
/** Reminders come at 9:00: N days before an all-day event is N days less 9 hours before its midnight start. */
const NINE_AM = 9 * 60;

/**
 * Google's event id for a permit's event: base32hex (a–v, 0–9) as Calendar v3 requires, from the permit's
 * UUID, the kind and a generation (bumped when the owner deleted the event by hand: Google never reuses the id
 * of a deleted event).
 */
export const eventIdOf = (permitId: string, kind: 'renewal' | 'start', generation: number) =>
  `pp${permitId.replace(/-/g, '').toLowerCase()}${kind === 'renewal' ? 'r' : 's'}${generation}`;

/** The member's lead days as popup reminders at 9:00, those within Google's four weeks, nearest last. */
export function remindersOf(reminderDays: readonly number[]) {
  return [...new Set(reminderDays)]
    .map((days) => days * MINUTES_A_DAY - NINE_AM)
    .filter((minutes) => minutes > 0 && minutes <= MAX_REMINDER_MINUTES)
    .sort((a, b) => b - a)
    .slice(-MAX_REMINDERS)
    .map((minutes) => ({ method: 'popup' as const, minutes }));
}

const hashOf = (body: GoogleEventBody) =>
  crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Every event the member's calendar should hold: for each permit with a renewal date, the renewal date with
 * the member's reminders, and the recommended start date with a reminder at 9:00 the day before
 * (docs/product/calendar.md#keeping-in-step). In the member's language (`i18n`): a change of language changes
 * every hash, so the next sync rewrites them.
 */
export function desiredEventsOf(options: {
  permits: readonly CalendarPermit[];
  reminderDays: readonly number[];
  appUrl: string;
  i18n: I18n;
}): DesiredEvent[] {
  const { i18n } = options;
  const renewalReminders = remindersOf(options.reminderDays);
  return options.permits.flatMap((permit) =>
    renewalEventsOf(permit, options.appUrl, i18n).map((event): DesiredEvent => {
      const body: GoogleEventBody = {
        summary: event.summary,
        description: event.description.join('\n'),
        start: { date: event.date },
        end: { date: addDaysTo(event.date, 1) },
        transparency: 'transparent',
        reminders: {
          useDefault: false,
          overrides:
            event.kind === 'renewal'
              ? renewalReminders
              : [{ method: 'popup', minutes: MINUTES_A_DAY - NINE_AM }],
        },
        extendedProperties: { private: { permitpilotPermitId: permit.id, permitpilotKind: event.kind } },
        ...(event.link ? { source: { title: i18n._('Renew online'), url: event.link } } : {}),
      };
      return { permitId: permit.id, kind: event.kind, body, hash: hashOf(body) };
    }),
  );
}
