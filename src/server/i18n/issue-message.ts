import type { I18n } from '@lingui/core';
import { z } from 'zod';
import { filledMessageOf, type MessageValues } from '../../shared/i18n/fill-message';
import type { Locale } from '../../shared/i18n/locales';

/** zod's own words in each language but English, which zod's messages are already in. */
const ZOD_ERRORS: Partial<Record<Locale, z.core.$ZodErrorMap>> = { es: z.locales.es().localeError };

/** Whether a message is one of ours, marked `/*i18n*\/` where it is written (the catalogs hold it). */
const isOurs = (i18n: I18n, message: string) => Object.hasOwn(i18n.messages, message);

/** A filled message's values in the language: a value that is a message of ours (a field's label) too. */
const valuesIn = (i18n: I18n, values: MessageValues) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && isOurs(i18n, value) ? i18n._(value) : value,
    ]),
  );

/** The value a path leads to, as the request sent it (zod keeps no input in its issues). */
export const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );

/**
 * A validation issue's message in `i18n`'s language (docs/decisions/0026): our own messages (shared/contracts,
 * the server's schemas) from the catalogs, and zod's built-in English in zod's own words for that language.
 * English stays as zod and our schemas wrote it. `data` is the value that was validated.
 */
export function issueMessage(i18n: I18n, issue: z.core.$ZodIssue, data: unknown): string {
  const filled = filledMessageOf(issue.message);
  if (filled) return i18n._(filled.message, valuesIn(i18n, filled.values));
  if (isOurs(i18n, issue.message)) return i18n._(issue.message);
  const zodError = ZOD_ERRORS[i18n.locale as Locale];
  if (!zodError) return issue.message;
  const said = zodError({ ...issue, input: valueAt(data, issue.path) } as z.core.$ZodRawIssue);
  return (typeof said === 'string' ? said : said?.message) ?? issue.message;
}
