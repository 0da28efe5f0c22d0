/**
 * The days before a renewal date on which reminders go out until the owner chooses others
 * (docs/product/reminders.md#lead-days). The alert settings, the reminder sweep and the
 * `alert_settings.reminder_days` column default all read this.
 */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [30, 14, 7, 1];
