import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, toLocale, type Locale } from '@shared/i18n/locales';
import { Button } from '@client/components/ui/button';

/** The other language than the page's: the switch offers it, named in itself (docs/decisions/0026). */
export function otherLocale(current: string): Locale {
  return toLocale(current) === 'es' ? 'en' : 'es';
}

/**
 * For a signed-in person: saves the account's language, and the page loads again in it. A phone's header has
 * no room left beside the plan and Account (it would take a second row from the screen): there the language
 * is one tap further, on /account (docs/decisions/0026).
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
      className="max-sm:hidden"
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => onChoose(target)}
    >
      {LOCALE_NAMES[target]}
    </Button>
  );
}
