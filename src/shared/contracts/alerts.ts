import { z } from 'zod';
import { isKnownTimeZone } from '../domain/calendar-dates';
import {
  MAX_REMINDER_DAY,
  MAX_REMINDER_DAYS,
  MIN_REMINDER_DAY,
  REMINDER_DAYS_MESSAGES,
} from './alert-limits';

export { DEFAULT_SEND_HOUR, MAX_REMINDER_DAYS, TEXT_ALERTS_PRO_MESSAGE } from './alert-limits';

export const reminderDaysSchema = z
  .array(
    z
      .number()
      .int()
      .min(MIN_REMINDER_DAY, REMINDER_DAYS_MESSAGES.range)
      .max(MAX_REMINDER_DAY, REMINDER_DAYS_MESSAGES.range),
  )
  .min(1, REMINDER_DAYS_MESSAGES.atLeastOne)
  .max(MAX_REMINDER_DAYS, REMINDER_DAYS_MESSAGES.atMost)
  .refine((days) => new Set(days).size === days.length, REMINDER_DAYS_MESSAGES.once);

export const timeZoneSchema = z.string().max(64).refine(isKnownTimeZone, /*i18n*/ 'Unknown time zone');

/**
 * What 'Save Alert Settings' stores. The phone number is not part of it: it is stored only by a test SMS that
 * reached it, and text alerts need such a number (docs/product/reminders.md#text-alerts).
 */
export const alertSettingsInputSchema = z.strictObject({
  emailAlerts: z.boolean(),
  textAlerts: z.boolean(),
  reminderDays: reminderDaysSchema,
  timeZone: timeZoneSchema,
  sendHour: z.number().int().min(0).max(23),
  /**
   * Reminders of the member's own vehicles and the whole business's permits only (docs/product/fleet.md#teams);
   * left out, it stays as it was.
   */
  onlyMyVehicles: z.boolean().optional(),
});
export type AlertSettingsInput = z.input<typeof alertSettingsInputSchema>;

export const reminderFailureSchema = z.object({
  permitName: z.string(),
  channel: z.enum(['email', 'sms']),
  renewalDate: z.string(),
  leadDay: z.number(),
  error: z.string(),
  at: z.string(),
});

export const alertSettingsSchema = z.object({
  emailAlerts: z.boolean(),
  textAlerts: z.boolean(),
  phoneNumber: z.string().nullable(),
  smsOptedOut: z.boolean(),
  reminderDays: z.array(z.number()),
  timeZone: z.string(),
  sendHour: z.number(),
  /** Reminders of the member's own vehicles and the whole business's permits only. */
  onlyMyVehicles: z.boolean(),
  /** The secret iCalendar URL calendars subscribe to (RFC 5545; docs/product/calendar.md#calendar-feed). */
  calendarFeedUrl: z.string(),
  /** Reminders that could not be delivered after every retry. */
  failures: z.array(reminderFailureSchema),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
