import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, toLocale, type Locale } from '@shared/i18n/locales';
import { Button } from '@client/components/ui/button';

/** The other language than the page's: the switch offers it, named in itself (docs/decisions/0026). */
export function otherLocale(current: string): Locale {
  return toLocale(current) === 'es' ? 'en' : 'es';
}

/**
 * For a signed-in person: saves the account's language, and the page loads again in it. In the header at
 * every width, a phone's included (docs/decisions/0026): someone who cannot read the page must not have to
 * find Account, then Language, in a language they do not read.
 */
export function LanguageButton({
  onChoose,
  pending,
}: {
  onChoose: (locale: Locale) => void;
  pending: boolean;
}) {
  const { i18n } = useLingui();
  const target = otherLocale(i18n.locale);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      lang={target}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => onChoose(target)}
    >
      {LOCALE_NAMES[target]}
    </Button>
  );
}
