import { z } from 'zod';
import { isKnownTimeZone } from '../domain/calendar-dates';

// spec §3, §9: reminders 30, 14, 7 and 1 days before by default; issue 5: 1–365 days, at most 10.
export const DEFAULT_REMINDER_DAYS = [30, 14, 7, 1];
export const MAX_REMINDER_DAYS = 10;
export const DEFAULT_SEND_HOUR = 8;

export const reminderDaysSchema = z
  .array(
    z
      .number()
      .int()
      .min(1, 'Reminder days must be between 1 and 365')
      .max(365, 'Reminder days must be between 1 and 365'),
  )
  .min(1, 'Choose at least one reminder day')
  .max(MAX_REMINDER_DAYS, `At most ${MAX_REMINDER_DAYS} reminder days`)
  .refine((days) => new Set(days).size === days.length, 'Each reminder day only once');

export const timeZoneSchema = z.string().max(64).refine(isKnownTimeZone, 'Unknown time zone');

/**
 * A phone number as typed; stored as E.164. A 10-digit number is taken as a US number (+1), as are
 * 11 digits starting with 1; anything else must be written with its + country code.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+'))
    return digits.length >= 8 && digits.length <= 15 && digits[0] !== '0' ? `+${digits}` : null;
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1') && /^1[2-9]/.test(digits)) return `+${digits}`;
  return null;
}

export const phoneNumberSchema = z
  .string()
  .max(30, 'Enter a valid phone number')
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({
        code: 'custom',
        message: 'Enter a valid phone number, e.g. (510) 555-0134 or +44 20 7946 0958',
      });
      return z.NEVER;
    }
    return e164;
  });

/**
 * What 'Save Alert Settings' stores. The phone number is not part of it: it is stored only by a test SMS
 * that reached it (spec §4), and text alerts need such a number.
 */
export const alertSettingsInputSchema = z.strictObject({
  emailAlerts: z.boolean(),
  textAlerts: z.boolean(),
  reminderDays: reminderDaysSchema,
  timeZone: timeZoneSchema,
  sendHour: z.number().int().min(0).max(23),
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
  /** The secret iCalendar URL calendars subscribe to (issue 5 §7). */
  calendarFeedUrl: z.string(),
  /** Reminders that could not be delivered after every retry. */
  failures: z.array(reminderFailureSchema),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** send-sms-alert (spec §7): { message, phoneNumber, isTest } → { success, error }. */
export const testSmsRequestSchema = z.strictObject({ phoneNumber: phoneNumberSchema });
export const smsResultSchema = z.object({ success: z.boolean(), error: z.string().optional() });

/** Mark as renewed (issue 5 §6). */
export const renewPermitRequestSchema = z.strictObject({
  renewalDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the new renewal date'),
});
