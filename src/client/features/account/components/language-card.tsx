import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, toLocale, type Locale } from '@shared/i18n/locales';
import { Button } from '@client/components/ui/button';
import { SectionCard } from '@client/components/section-card';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useSetLanguage } from '../api/set-language';

/**
 * The language the person reads PermitPilot in: screens, e-mails, text messages and calendar events
 * (docs/decisions/0026). Each language is named in itself, so anyone finds theirs.
 */
export function LanguageCard() {
  const { t, i18n } = useLingui();
  const current = toLocale(i18n.locale);
  const [chosen, setChosen] = useState<Locale>(current);
  const save = useSetLanguage();
  const selectId = useId();

  const submit = () =>
    save.mutate(chosen, {
      onError: (error) =>
        toast.error(t`Error`, {
          description: error instanceof ApiError ? error.message : t`The language could not be saved.`,
        }),
    });

  return (
    <SectionCard
      title={<Trans>Language</Trans>}
      description={<Trans>The language of your screens, e-mails, text messages and calendar events.</Trans>}
    >
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>
            <Trans>Language</Trans>
          </Label>
          <select
            id={selectId}
            className={NATIVE_SELECT_CLASS}
            value={chosen}
            onChange={(event) => setChosen(toLocale(event.target.value))}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={save.isPending || chosen === current}>
          {save.isPending ? t`Saving...` : t`Save Language`}
        </Button>
      </form>
    </SectionCard>
  );
}
