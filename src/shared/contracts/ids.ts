import { z } from 'zod';

/**
 * Every id a request names, in its path, its query or its body: a permit's, a member's, an invitation's, a
 * share link's token, a feed's file name. We make them all ourselves from letters, digits and a few marks, so
 * whitespace and every control, format or unassigned character (Unicode C) is refused before any query: a
 * NUL cannot even be sent to PostgreSQL ('invalid byte sequence for encoding "UTF8": 0x00'), which used to
 * answer 500 (docs/decisions/0014).
 */
const NOT_IN_ID = /[\s\p{C}]/u;

/** Longer than any id we make: a longer one names nothing. */
export const MAX_ID_LENGTH = 200;

const ID_CHARACTERS_MESSAGE = /*i18n*/ 'An id must not contain spaces or control characters';

/**
 * An id. `notFound` is the message for one of the wrong shape (zod's own words without it); `format` narrows
 * the shape further, to a UUID or a pattern.
 */
export function idSchema(notFound?: string, format?: 'uuid' | RegExp) {
  const id = z
    .string()
    .refine((value) => !NOT_IN_ID.test(value), { message: ID_CHARACTERS_MESSAGE, abort: true })
    .min(1, notFound)
    .max(MAX_ID_LENGTH, notFound);
  if (format === 'uuid') return id.pipe(z.uuid(notFound));
  return format ? id.regex(format, notFound) : id;
}
