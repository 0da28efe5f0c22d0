import { fillMessage } from '../i18n/fill-message';

/*
 * The alert settings' limits and the text alerts' refusal, without the schemas of alerts.ts (which re-exports
 * them): /alert-setup needs them to draw its editor, and its schemas load only on 'Save Alert Settings'
 * (docs/decisions/0025).
 */

/*
 * Reminder days are 1–365 days before the renewal, at most 10 a member (docs/product/reminders.md#lead-days);
 * the defaults are in shared/domain/reminder-schedule.ts. The schema (alerts.ts), the editor of /alert-setup
 * and server/db/schema.ts read these; server/db/bounds-check.test.ts holds the migrated database's
 * `alert_settings_reminder_days_check` to them.
 */
export const MIN_REMINDER_DAY = 1;
export const MAX_REMINDER_DAY = 365;
export const MAX_REMINDER_DAYS = 10;
export const DEFAULT_SEND_HOUR = 8;

/** reminderDaysSchema's words (alerts.ts), which /alert-setup's editor also gives before a save. */
export const REMINDER_DAYS_MESSAGES = {
  range: fillMessage(/*i18n*/ 'Reminder days must be between {min} and {max}', {
    min: MIN_REMINDER_DAY,
    max: MAX_REMINDER_DAY,
  }),
  atLeastOne: /*i18n*/ 'Choose at least one reminder day',
  atMost: fillMessage(/*i18n*/ 'At most {max} reminder days', { max: MAX_REMINDER_DAYS }),
  once: /*i18n*/ 'Each reminder day only once',
} as const;

/**
 * The 'Pro Feature' toast (docs/product/texts.md#alert-setup), and the server's refusal when an owner without
 * Pro turns text alerts on (who may is canUseTextAlerts in shared/domain/entitlements.ts).
 */
export const TEXT_ALERTS_PRO_MESSAGE =
  /*i18n*/ 'Text alerts are available with Pro plan. Upgrade to enable SMS notifications.';
