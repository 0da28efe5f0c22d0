/*
 * The alert settings' limits and the text alerts' refusal, without the schemas of alerts.ts (which re-exports
 * them): /alert-setup needs them to draw its editor, and its schemas load only on 'Save Alert Settings'
 * (docs/decisions/0025).
 */

// Reminder days are 1–365, at most 10 an owner; the defaults are in shared/domain/reminder-schedule.ts.
export const MAX_REMINDER_DAYS = 10;
export const DEFAULT_SEND_HOUR = 8;

/** reminderDaysSchema's words (alerts.ts), which /alert-setup's editor also gives before a save. */
export const REMINDER_DAYS_MESSAGES = {
  range: 'Reminder days must be between 1 and 365',
  atLeastOne: 'Choose at least one reminder day',
  atMost: `At most ${MAX_REMINDER_DAYS} reminder days`,
  once: 'Each reminder day only once',
} as const;

/**
 * spec §8 Alerts: the 'Pro Feature' toast, and the server's refusal when an owner without Pro turns text alerts
 * on (who may is canUseTextAlerts in shared/domain/entitlements.ts).
 */
export const TEXT_ALERTS_PRO_MESSAGE =
  'Text alerts are available with Pro plan. Upgrade to enable SMS notifications.';
