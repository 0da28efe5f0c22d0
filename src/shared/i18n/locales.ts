/**
 * The languages PermitPilot speaks (docs/decisions/0026). A person's language is one of these codes; what
 * `Intl` formats with is the US variant of each, as the glossary fixes (docs/i18n/glossary-es-US.md).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The locale `Intl` formats numbers, money and dates with. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as a language switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/**
 * The language a code asks for: its primary subtag ('es-MX' → 'es'), whatever its case. Anything else, a
 * language we don't speak, garbage or nothing, is English, never an error.
 */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const language = value.trim().split(/[-_]/)[0]?.toLowerCase();
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
}

/** Whether a value is exactly one of our language codes (a stored preference, a URL prefix). */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}
