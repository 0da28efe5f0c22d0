import { createHash } from 'node:crypto';
import { convert, type SelectorDefinition } from 'html-to-text';

// Parts of a page that change on their own or only frame the content: skipped so a new menu item or a rotated
// script does not read as a requirement change (research notes, 'Requirement monitor').
const SKIPPED = ['script', 'style', 'nav', 'header', 'footer', 'noscript', 'img'];

const SELECTORS: SelectorDefinition[] = [
  ...SKIPPED.map((selector) => ({ selector, format: 'skip' })),
  { selector: 'a', options: { ignoreHref: true } },
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  // One row per line ('Mobile food unit   $250'), so that a fee and what it is for stay on the same diff line.
  {
    selector: 'table',
    format: 'dataTable',
    options: { uppercaseHeaderCells: false, maxColumnWidth: 10_000 },
  },
];

/** The readable text of an HTML page: no link targets, no scripts, menus, headers or footers, no wrapping. */
export function extractText(html: string): string {
  return convert(html, { wordwrap: false, selectors: SELECTORS });
}

// Lines that change without the requirements changing (research notes: drop 'last updated' lines, counters and
// dates in footers), or the page would be reported as changed on every visit.
const VOLATILE_LINES = [
  /^(?:(?:this\s+)?(?:page|content|site)\s+(?:was\s+)?)?last\s+(?:updated|modified|reviewed)\b/i,
  /^(?:page\s+)?(?:updated|modified|reviewed)\s*(?::|on\b)/i,
  /^(?:page\s+views?|views|visitors|visits|hits)\s*:?\s*[\d,]+\.?$/i,
  /^[\d,]+\s+(?:page\s+views?|views|visitors|visits|hits)\.?$/i,
  /\bas of\b.*\b\d{1,2}:\d{2}\b/i,
];
const COPYRIGHT = /©|\(c\)|\bcopyright\b/i;
const YEAR = /\b(?:19|20)\d{2}\b/;

function isVolatile(line: string): boolean {
  if (COPYRIGHT.test(line) && YEAR.test(line)) return true;
  return VOLATILE_LINES.some((pattern) => pattern.test(line));
}

/** One trimmed line per non-empty line, whitespace collapsed, volatile lines dropped. Idempotent. */
export function normalizeText(text: string): string {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && !isVolatile(line))
    .join('\n');
}

/** SHA-256 (hex) of the normalised text: equal hashes mean nothing worth diffing changed. */
export function hashText(text: string): string {
  return createHash('sha256').update(normalizeText(text)).digest('hex');
}
