import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/contracts/errors';
import type { Locale } from '../../shared/i18n/locales';
import { i18nFor, requestLocale } from '../i18n/i18n';

/**
 * An error meant for the client: a stable code and a human message
 * (docs/product/engineering.md#habit-14-errors-carry-codes). The status is a 4xx for what the request did
 * wrong, 502 when a vendor we depend on failed (docs/decisions/0012).
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    /**
     * In English, marked `/*i18n*\/` for the catalogs: the client gets it in the request's language
     * (docs/decisions/0026). Placeholders are ICU's, `{limit}`, filled from `values`; a value said differently
     * in each language (a list of country names) is a `LocalizedValue`.
     */
    message: string,
    readonly values?: Record<string, unknown>,
    /** The path of the field the refusal is about, e.g. `renewalDate`: the body's `field`. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A 400 `VALIDATION_ERROR` about one field of the request (docs/product/errors.md#the-error-envelope). */
export const fieldError = (field: string, message: string, values?: Record<string, unknown>) =>
  new AppError(400, 'VALIDATION_ERROR', message, values, field);

const body = <Code extends string>(code: Code, message: string, field?: string) => ({
  error: field === undefined ? { code, message } : { code, message, field },
});

export const errorBody = (code: ErrorCode, message: string, field?: string) => body(code, message, field);

/** A placeholder's value that depends on the language it is said in, e.g. country names. */
export type LocalizedValue = (locale: Locale) => string;

const valuesIn = (locale: Locale, values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function' ? (value as LocalizedValue)(locale) : value,
    ]),
  );

/**
 * The API's error body in the request's language (docs/decisions/0026): `message` is the English text marked
 * `/*i18n*\/` where it is written, and the id of its translations.
 */
export const localizedErrorBody = (
  c: Context,
  code: ErrorCode,
  message: string,
  values?: Record<string, unknown>,
  field?: string,
) => {
  const locale = requestLocale(c);
  return body(code, i18nFor(locale)._(message, values && valuesIn(locale, values)), field);
};

/** better-auth's own codes, which /api/auth passes through unchanged (docs/decisions/0003). */
export const betterAuthErrorBody = (code: string, message: string) => body(code, message);

const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/**
 * The words of Hono's own refusals of a bad body (its JSON validator's), marked so that a request hears them in
 * its language. Any other message of Hono's is passed on as Hono wrote it.
 */
export const HONO_MESSAGES: ReadonlySet<string> = new Set([/*i18n*/ 'Malformed JSON in request body']);

/** The code of a 4xx that a library (Hono's validators and helpers) refused with a bare status. */
export const errorCodeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? 'BAD_REQUEST';
