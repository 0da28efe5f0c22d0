/**
 * Messages with placeholders where only a finished text fits: a zod schema's messages, which carry no values
 * (docs/decisions/0026). The message is marked `/*i18n*\/` where it is written, in English with ICU
 * placeholders; `fillMessage` gives its English text and remembers what the text was filled from, so that the
 * server can say it again in the request's language. Only for texts made once, as modules load: a value a
 * request sent never goes in here (it would be kept for good).
 */

export type MessageValues = Readonly<Record<string, string | number>>;
export type FilledMessage = { message: string; values: MessageValues };

const PLACEHOLDER = /\{(\w+)\}/g;
const filled = new Map<string, FilledMessage>();

/** The English text of a marked message, `{name}` replaced by `values.name`. */
export function fillMessage(message: string, values: MessageValues): string {
  const text = message.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
  filled.set(text, { message, values });
  return text;
}

/** The marked message and values `text` was filled from, when `fillMessage` made it. */
export const filledMessageOf = (text: string): FilledMessage | undefined => filled.get(text);
