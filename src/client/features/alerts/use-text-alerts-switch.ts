import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TEXT_ALERTS_PRO_MESSAGE } from '@shared/contracts/alert-limits';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useSendTestSms } from './api/send-test-sms';

/**
 * A Free owner gets 'Pro Feature' and the switch stays off (docs/product/reminders.md#text-alerts); with a
 * phone number typed, turning it on sends a test SMS and the switch turns on only when that succeeds; without
 * one it only flips on the screen (the save then needs a number an earlier test reached).
 */
export function useTextAlertsSwitch({
  isPro,
  mayUpgrade,
  onTextAlertsChange,
}: {
  /** Whether the server lets this owner use text alerts (GET /api/subscription/entitlements). */
  isPro: boolean;
  /** The 'Pro Feature' toast offers 'Upgrade': only to the owner, who buys the plan (docs/decisions/0018). */
  mayUpgrade: boolean;
  onTextAlertsChange: (on: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // The texts of docs/product/texts.md#alert-setup.
  const smsTestFailed = t`SMS Test Failed`;
  const sendTestSms = useSendTestSms();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const proFeature = () =>
    toast.error(t`Pro Feature`, {
      description: i18n._(TEXT_ALERTS_PRO_MESSAGE),
      ...(mayUpgrade && { action: { label: t`Upgrade`, onClick: () => navigate('/signup/pro') } }),
    });

  const turnOn = async () => {
    if (!isPro) return proFeature();
    if (phone.trim() === '') return onTextAlertsChange(true);
    // Loaded on first use: the phone number rules carry libphonenumber-js's metadata (BENCHMARKS.md).
    const rules = await import('@shared/contracts/phone-number').catch(() => null);
    if (!rules)
      return toast.error(smsTestFailed, {
        description: t`The number could not be checked. Check your connection and try again.`,
      });
    const parsed = rules.phoneNumberSchema.safeParse(phone);
    if (!parsed.success)
      return setPhoneError(parsed.error.issues[0]?.message ?? t`Enter a valid phone number`);
    try {
      const result = await sendTestSms.mutateAsync(parsed.data);
      if (result.success) {
        onTextAlertsChange(true);
        toast.success(t`Test SMS Sent!`, { description: t`Check your phone for the test message.` });
      } else {
        toast.error(smsTestFailed, { description: result.error || t`Failed to send test SMS.` });
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PRO_REQUIRED') return proFeature();
      // An expired session says 'Please log in to continue' (the server's 401 text;
      // docs/product/texts.md#alert-setup).
      if (error instanceof ApiError && error.status === 401) return toast.error(error.message);
      // A number the server refuses is shown where the screen's own check of it would be.
      if (error instanceof ApiError && error.field === 'phoneNumber') return setPhoneError(error.message);
      // A refused number or too many tests say why; anything else gets the product's generic text.
      const explained = error instanceof ApiError && (error.status === 400 || error.status === 429);
      toast.error(smsTestFailed, {
        description: explained ? error.message : t`Failed to send test SMS.`,
      });
    }
  };

  return {
    phone,
    setPhone: (value: string) => {
      setPhone(value);
      setPhoneError(null);
    },
    phoneError,
    testing: sendTestSms.isPending,
    change: (checked: boolean) => (checked ? void turnOn() : onTextAlertsChange(false)),
  };
}
