import { plural, t } from '@lingui/core/macro';
import {
  MAX_REMINDER_DAY,
  MAX_REMINDER_DAYS,
  MIN_REMINDER_DAY,
  REMINDER_DAYS_MESSAGES,
} from '@shared/contracts/alert-limits';
import type { AlertSettings, AlertSettingsInput } from '@shared/contracts/alerts';

/**
 * What the screen edits before 'Save Alert Settings'; the phone number is not part of it
 * (docs/product/reminders.md#text-alerts).
 */
export type AlertSettingsDraft = AlertSettingsInput;

/**
 * The settings as the screen starts them. A time zone still at the server's default 'UTC' is most likely
 * one the owner never chose, so the browser's own is proposed. Text alerts read as off for an owner who is
 * not Pro (any more): the server would refuse to keep them on.
 */
export function toDraft(
  settings: AlertSettings,
  options: { isPro: boolean; browserTimeZone: string },
): AlertSettingsDraft {
  return {
    emailAlerts: settings.emailAlerts,
    textAlerts: settings.textAlerts && options.isPro,
    reminderDays: sortReminderDays(settings.reminderDays),
    timeZone: settings.timeZone === 'UTC' ? options.browserTimeZone : settings.timeZone,
    sendHour: settings.sendHour,
    onlyMyVehicles: settings.onlyMyVehicles,
  };
}

export const sortReminderDays = (days: number[]) => [...days].sort((a, b) => b - a);

/**
 * '1 day', '7 days' (docs/product/texts.md#alert-setup). In the page's language: call it when rendering, not
 * at module level.
 */
export const reminderDayLabel = (days: number) => plural(days, { one: '# day', other: '# days' });

const isReminderDay = (day: number) =>
  Number.isInteger(day) && day >= MIN_REMINDER_DAY && day <= MAX_REMINDER_DAY;

/** Why `value` (as typed) cannot join `days`, or null when it can: reminderDaysSchema's rules, in words for the editor. */
export function newReminderDayError(value: string, days: number[]): string | null {
  const trimmed = value.trim();
  const day = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!isReminderDay(day)) {
    const [first, last] = [MIN_REMINDER_DAY, MAX_REMINDER_DAY];
    return t`Enter a number of days from ${first} to ${last}`;
  }
  if (days.includes(day)) {
    const label = reminderDayLabel(day);
    return t`${label} is already in the schedule`;
  }
  return reminderDaysError([...days, day]);
}

/**
 * reminderDaysSchema (shared/contracts/alerts.ts) written out for whole numbers, with the first message it
 * gives: the editor checks every day added, and zod loads only on 'Save Alert Settings' (docs/decisions/0025).
 * alert-settings-draft.test.ts holds the two to the same answers.
 */
export function reminderDaysError(days: number[]): string | null {
  if (days.length === 0) return REMINDER_DAYS_MESSAGES.atLeastOne;
  if (days.length > MAX_REMINDER_DAYS) return REMINDER_DAYS_MESSAGES.atMost;
  if (!days.every(isReminderDay)) return REMINDER_DAYS_MESSAGES.range;
  if (new Set(days).size !== days.length) return REMINDER_DAYS_MESSAGES.once;
  return null;
}

/**
 * An E.164 number as people read it: '+1 (510) 555-0134' for North America, else unchanged. Written out
 * here rather than with libphonenumber-js so that the screen does not load its metadata to show one number.
 */
export function formatPhoneNumber(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/** '8:00' for 8 (the send hour, in the owner's time zone). */
export const hourLabel = (hour: number) => `${hour}:00`;
