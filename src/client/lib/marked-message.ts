import { i18n } from './i18n';

/**
 * A text that may be a marked message: its English is its id (`/*i18n*\/ 'English'` in shared or client
 * code, docs/decisions/0026), as the shared schemas' errors and the offline refusal are. Shown in the page's
 * language when the catalog has it; any other text (the server's own message, already in the person's
 * language) as it is.
 */
export function translateMarked(text: string): string {
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}
