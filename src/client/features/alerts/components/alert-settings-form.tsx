import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AlertSettings } from '@shared/contracts/alerts';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { translateMarked } from '@client/lib/marked-message';
import { browserTimeZone } from '@client/lib/today';
import { useSaveAlertSettings } from '../api/save-alert-settings';
import { toDraft, type AlertSettingsDraft } from '../alert-settings-draft';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { OnlyMyVehiclesSwitch } from './only-my-vehicles-switch';
import { ReminderScheduleCard } from './reminder-schedule-card';

const SAVE_FAILED = msg`Failed to save alert settings. Please try again.`;

/**
 * Notification Preferences, Reminder Schedule and 'Save Alert Settings'
 * (docs/product/screens.md#alert-setup). The screen edits a draft taken from the first load; a later read
 * (after a test SMS) refreshes only what the server alone changes.
 */
export function AlertSettingsForm({
  settings,
  isPro,
  mayUpgrade,
  worksOnVehicles = false,
}: {
  settings: AlertSettings;
  isPro: boolean;
  /** The member buys the plan (the owner): 'Pro Feature' offers 'Upgrade' (docs/decisions/0018). */
  mayUpgrade: boolean;
  /** The member works on a vehicle: they may keep their reminders to theirs (docs/product/fleet.md#teams). */
  worksOnVehicles?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(() => toDraft(settings, { isPro, browserTimeZone: browserTimeZone() }));
  const [reminderDaysError, setReminderDaysError] = useState<string>();
  const save = useSaveAlertSettings();
  const [checking, setChecking] = useState(false);
  const update = (patch: Partial<AlertSettingsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (patch.reminderDays) setReminderDaysError(undefined);
  };

  const submit = async () => {
    // The schema, and zod with it, loads with the first save rather than with the screen
    // (docs/decisions/0025). Until it is there the button reads as saving, so a second tap sends nothing.
    setChecking(true);
    let alertSettingsInputSchema;
    try {
      ({ alertSettingsInputSchema } = await import('@shared/contracts/alerts'));
    } catch {
      return toast.error(t`Error`, { description: i18n._(SAVE_FAILED) });
    } finally {
      setChecking(false);
    }
    const parsed = alertSettingsInputSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'reminderDays') return setReminderDaysError(issue.message);
      return toast.error(t`Error`, {
        description: issue ? translateMarked(issue.message) : t`Check the settings and try again.`,
      });
    }
    save.mutate(parsed.data, {
      // 'Settings Saved' only after the real save (docs/product/reminders.md#alert-settings).
      onSuccess: () => toast.success(t`Settings Saved`),
      onError: (error) =>
        toast.error(t`Error`, {
          description: error instanceof ApiError && error.status < 500 ? error.message : i18n._(SAVE_FAILED),
        }),
    });
  };
  const saving = checking || save.isPending;

  return (
    <>
      <NotificationPreferencesCard
        emailAlerts={draft.emailAlerts}
        textAlerts={draft.textAlerts}
        onChange={update}
        isPro={isPro}
        mayUpgrade={mayUpgrade}
        storedPhoneNumber={settings.phoneNumber}
        smsOptedOut={settings.smsOptedOut}
      >
        {/* Kept while on, so that a member no longer on any vehicle can turn it off. */}
        {(worksOnVehicles || settings.onlyMyVehicles) && (
          <OnlyMyVehiclesSwitch
            checked={draft.onlyMyVehicles ?? false}
            onChange={(checked) => update({ onlyMyVehicles: checked })}
          />
        )}
      </NotificationPreferencesCard>
      <ReminderScheduleCard draft={draft} onChange={update} reminderDaysError={reminderDaysError} />
      <Button
        size="lg"
        className="w-full sm:w-auto sm:self-end"
        disabled={saving}
        onClick={() => void submit()}
      >
        {saving ? t`Saving...` : t`Save Alert Settings`}
      </Button>
    </>
  );
}
