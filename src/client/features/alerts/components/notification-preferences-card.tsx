import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Crown } from 'lucide-react';
import { FormField } from '@client/components/form-field';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { formatPhoneNumber } from '../alert-settings-draft';
import { useTextAlertsSwitch } from '../use-text-alerts-switch';

type Props = {
  emailAlerts: boolean;
  textAlerts: boolean;
  onChange: (patch: { emailAlerts?: boolean; textAlerts?: boolean }) => void;
  isPro: boolean;
  /** The owner, who may buy Pro: 'Pro Feature' then offers 'Upgrade'. */
  mayUpgrade: boolean;
  /** The number the last successful test SMS reached (E.164). */
  storedPhoneNumber: string | null;
  smsOptedOut: boolean;
  /** More preferences below the channels ('Only my vehicles'). */
  children?: ReactNode;
};

/**
 * Notification Preferences (docs/product/screens.md#alert-setup): e-mail and text alerts, the phone number
 * for Pro owners.
 */
export function NotificationPreferencesCard(props: Props) {
  const { emailAlerts, textAlerts, onChange, isPro, mayUpgrade, storedPhoneNumber, smsOptedOut } = props;
  const { t } = useLingui();
  const phone = storedPhoneNumber && formatPhoneNumber(storedPhoneNumber);
  const textSwitch = useTextAlertsSwitch({
    isPro,
    mayUpgrade,
    onTextAlertsChange: (on) => onChange({ textAlerts: on }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Notification Preferences</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>How we remind you before a permit is due.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor="email-alerts">
              <Trans>Email alerts</Trans>
            </Label>
            <p id="email-alerts-hint" className="text-sm text-muted-foreground">
              <Trans>Reminders in your inbox.</Trans>
            </p>
          </div>
          <Switch
            id="email-alerts"
            aria-describedby="email-alerts-hint"
            checked={emailAlerts}
            onCheckedChange={(checked) => onChange({ emailAlerts: checked })}
          />
        </div>

        <div className="flex flex-col gap-3 border-t pt-5">
          <div className="flex items-center justify-between gap-4">
            <div className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Label htmlFor="text-alerts">
                  <Trans>Text message alerts</Trans>
                </Label>
                <Badge variant="secondary" className="gap-1">
                  <Crown aria-hidden="true" className="size-3" />
                  <Trans>Pro Only</Trans>
                </Badge>
              </div>
              <p id="text-alerts-hint" className="text-sm text-muted-foreground">
                {textSwitch.testing ? t`Sending test SMS...` : t`Reminders by SMS to your phone.`}
              </p>
            </div>
            <Switch
              id="text-alerts"
              aria-describedby="text-alerts-hint"
              checked={textAlerts}
              disabled={textSwitch.testing}
              onCheckedChange={textSwitch.change}
            />
          </div>
          {smsOptedOut && (
            <p
              role="status"
              className="rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-950"
            >
              <Trans>
                Text messages are paused: you replied STOP to one of our texts. Turn text alerts on again and
                save to resume them.
              </Trans>
            </p>
          )}
          {isPro && (
            <>
              {phone && (
                <p className="text-sm">
                  <Trans>
                    Texts go to <span className="font-medium">{phone}</span>.
                  </Trans>
                </p>
              )}
              <FormField
                id="phone-number"
                label={storedPhoneNumber ? t`New phone number` : t`Phone number`}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="(510) 555-0134"
                hint={t`Type the number, then turn text alerts on: we send it a test message first. Outside the US, start with + and the country code.`}
                value={textSwitch.phone}
                onChange={(event) => textSwitch.setPhone(event.target.value)}
                error={textSwitch.phoneError ?? undefined}
              />
            </>
          )}
        </div>
        {props.children}
      </CardContent>
    </Card>
  );
}
