import { filledMessageOf, type MessageValues } from '@shared/i18n/fill-message';
import { i18n } from './i18n';

/** Whether the loaded catalog has a message of ours with this id (a marked message's id is its English). */
const isOurs = (id: string) => Object.hasOwn(i18n.messages, id);

/** A filled message's values in the page's language: a value that is a message of ours (a field's label) too. */
const valuesIn = (values: MessageValues) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && isOurs(value) ? i18n._(value) : value,
    ]),
  );

/**
 * A text that may be a marked message: its English is its id (`/*i18n*\/ 'English'` in shared or client
 * code, docs/decisions/0026), as the shared schemas' errors and the offline refusal are; or the English a
 * marked message with placeholders was filled to (`fillMessage` in shared/i18n/fill-message.ts, e.g. 'Notes
 * must be at most 5000 characters'), said again from its message and values. Shown in the page's language
 * when the catalog has it; any other text (the server's own message, already in the person's language) as
 * it is.
 */
export function translateMarked(text: string): string {
  const filled = filledMessageOf(text);
  if (filled && isOurs(filled.message)) return i18n._(filled.message, valuesIn(filled.values));
  return isOurs(text) ? i18n._(text) : text;
}
