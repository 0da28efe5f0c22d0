import { useState } from 'react';
import { alertSettingsInputSchema, type AlertSettings } from '@shared/contracts/alerts';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { browserTimeZone } from '@client/lib/today';
import { useSaveAlertSettings } from '../api/save-alert-settings';
import { toDraft, type AlertSettingsDraft } from '../alert-settings-draft';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { ReminderScheduleCard } from './reminder-schedule-card';

/**
 * Notification Preferences, Reminder Schedule and 'Save Alert Settings' (spec §2). The screen edits a draft
 * taken from the first load; a later read (after a test SMS) refreshes only what the server alone changes.
 */
export function AlertSettingsForm({
  settings,
  isPro,
  mayUpgrade,
}: {
  settings: AlertSettings;
  isPro: boolean;
  /** The member buys the plan (the owner): 'Pro Feature' offers 'Upgrade' (docs/decisions/0018). */
  mayUpgrade: boolean;
}) {
  const [draft, setDraft] = useState(() => toDraft(settings, { isPro, browserTimeZone: browserTimeZone() }));
  const [reminderDaysError, setReminderDaysError] = useState<string>();
  const save = useSaveAlertSettings();
  const update = (patch: Partial<AlertSettingsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (patch.reminderDays) setReminderDaysError(undefined);
  };

  const submit = () => {
    const parsed = alertSettingsInputSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'reminderDays') return setReminderDaysError(issue.message);
      return toast.error('Error', { description: issue?.message ?? 'Check the settings and try again.' });
    }
    save.mutate(parsed.data, {
      // DESIGN §6.1: 'Settings Saved' only after the real save.
      onSuccess: () => toast.success('Settings Saved'),
      onError: (error) =>
        toast.error('Error', {
          description:
            error instanceof ApiError && error.status < 500
              ? error.message
              : 'Failed to save alert settings. Please try again.',
        }),
    });
  };

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
      />
      <ReminderScheduleCard draft={draft} onChange={update} reminderDaysError={reminderDaysError} />
      <Button size="lg" className="w-full sm:w-auto sm:self-end" disabled={save.isPending} onClick={submit}>
        {save.isPending ? 'Saving...' : 'Save Alert Settings'}
      </Button>
    </>
  );
}
