import { z } from 'zod';
import { fillMessage } from '../i18n/fill-message';

/**
 * The text every API body and form takes from a person (bad input is a 4xx:
 * docs/product/errors.md#input-rules). Control characters have no place in a name, a place or an address: a
 * NUL cannot be stored in PostgreSQL text at all, and a line break or tab ends a line in the iCalendar feed
 * (RFC 5545 §3.1), an e-mail header or a CSV cell. The Unicode direction embeddings, overrides and isolates
 * make text read in an order other than the one it is written in ('invoice\u202Efdp.exe' shows as
 * 'invoiceexe.pdf', CVE-2021-42574).
 */

/** C0 controls, DEL, C1 controls (Unicode Cc), the direction controls and the line and paragraph separators. */
const NOT_SINGLE_LINE = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;
/** The same, but the line breaks and tab that a pasted note carries. */
const NOT_MULTI_LINE = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;
/** Any whitespace (a URL's own spaces are %20), control or direction character. */
const NOT_IN_URL = /[\s\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * The text without control characters and without any Unicode direction control or mark (the marks too,
 * for what is not prose, such as a file name).
 */
export const withoutControlCharacters = (value: string) =>
  value.replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu, '');

const controlCharactersMessage = (label: string) =>
  fillMessage(/*i18n*/ '{label} must not contain control characters', { label });
const tooLongMessage = (label: string, max: number) =>
  fillMessage(/*i18n*/ '{label} must be at most {max} characters', { label, max });

/** One line of text, trimmed, at most `max` characters. */
export const singleLineTextSchema = (label: string, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => !NOT_SINGLE_LINE.test(value), controlCharactersMessage(label))
    .max(max, tooLongMessage(label, max));

/** Text that may run over several lines (a permit's notes): line breaks and tabs are kept. */
export const multiLineTextSchema = (label: string, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => !NOT_MULTI_LINE.test(value), controlCharactersMessage(label))
    .max(max, tooLongMessage(label, max));

export const MAX_URL_LENGTH = 2048;

/** http(s) only: a javascript: or data: link must never reach an owner's tap. */
const isWebUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * An http(s) link, or '' for none. WHATWG URL parsing drops tabs and line breaks inside a URL and
 * percent-encodes spaces and other controls, so URL.canParse alone lets them through to storage raw.
 */
export function optionalWebUrlSchema(label: string) {
  const notInUrlMessage = fillMessage(/*i18n*/ '{label} must not contain spaces or control characters', {
    label,
  });
  return z
    .string()
    .trim()
    .max(MAX_URL_LENGTH, fillMessage(/*i18n*/ '{label} is too long', { label }))
    .superRefine((value, context) => {
      if (value === '') return;
      if (!isWebUrl(value)) {
        context.addIssue({ code: 'custom', message: /*i18n*/ 'Please enter a valid URL' });
      } else if (NOT_IN_URL.test(value)) {
        context.addIssue({ code: 'custom', message: notInUrlMessage });
      }
    });
}
