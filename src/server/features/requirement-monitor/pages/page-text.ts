import { createHash } from 'node:crypto';
import { compile, type SelectorDefinition } from 'html-to-text';
import { ignoredLinePattern } from '../../../catalog/catalog-schema';

/**
 * What of a page the monitor compares (docs/product/intelligence.md#requirement-changes): the parts `regions`
 * select (the whole page when none), less the parts and lines `ignore` names, as the catalog's watched pages
 * give them (CSS selectors, or `/pattern/flags` for lines).
 */
export type PageReading = { regions: readonly string[]; ignore: readonly string[] };
export const WHOLE_PAGE: PageReading = { regions: [], ignore: [] };

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

const ignoredParts = (reading: PageReading) =>
  reading.ignore.filter((pattern) => !ignoredLinePattern(pattern));
const ignoredLines = (reading: PageReading) =>
  reading.ignore.flatMap((pattern) => ignoredLinePattern(pattern) ?? []);

/** A reading's converter, compiled once: a catalog names a few dozen readings, and compiling is the slow part. */
const converters = new Map<string, (html: string) => string>();
function converterOf(reading: PageReading) {
  const key = JSON.stringify([reading.regions, reading.ignore]);
  let converter = converters.get(key);
  if (!converter) {
    converter = compile({
      wordwrap: false,
      selectors: [...SELECTORS, ...ignoredParts(reading).map((selector) => ({ selector, format: 'skip' }))],
      ...(reading.regions.length > 0
        ? {
            baseElements: {
              selectors: [...reading.regions],
              orderBy: 'occurrence' as const,
              returnDomByDefault: false,
            },
          }
        : {}),
    });
    converters.set(key, converter);
  }
  return converter;
}

/**
 * Whether html-to-text can select by this CSS selector: tags, classes, ids, attributes, the `>` and `+`
 * combinators and a few pseudo-classes, but no descendant combinator ('#fees td') and no list ('a, b').
 */
export function isReadableSelector(selector: string): boolean {
  try {
    compile({ selectors: [{ selector, format: 'skip' }] });
    return true;
  } catch {
    return false;
  }
}

/**
 * The readable text of an HTML page: no link targets, no scripts, menus, headers or footers, no wrapping; only
 * the reading's regions, in page order, without its ignored parts (skipped after our own selectors, so that an
 * ignored selector wins over ours at equal specificity). Null when the reading names regions and none of them
 * holds any text: the part that states the requirements is gone, which is not the page saying nothing. Throws
 * on a selector html-to-text cannot read (isReadableSelector).
 */
export function extractText(html: string, reading: PageReading = WHOLE_PAGE): string | null {
  const text = converterOf(reading)(html);
  return reading.regions.length > 0 && text.trim() === '' ? null : text;
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

/**
 * One trimmed line per non-empty line, whitespace collapsed, volatile lines and the reading's ignored lines
 * (its `/pattern/` patterns, matched against the trimmed line) dropped. Idempotent.
 */
export function normalizeText(text: string, reading: PageReading = WHOLE_PAGE): string {
  const ignored = ignoredLines(reading);
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && !isVolatile(line) && !ignored.some((pattern) => matches(pattern, line)))
    .join('\n');
}

/** A pattern with the g or y flag keeps its place between calls: each line is tested from its start. */
function matches(pattern: RegExp, line: string) {
  pattern.lastIndex = 0;
  return pattern.test(line);
}

/**
 * SHA-256 (hex) of the normalised text, keyed by how the page is read: equal hashes mean nothing worth diffing
 * changed, and a stored text whose hash its reading no longer gives was read another way (the catalog gave the
 * page a region since), so comparing it would report the new reading as a change. The whole page's hash is
 * that of its text alone, as it always was.
 */
export function hashText(text: string, reading: PageReading = WHOLE_PAGE): string {
  const hash = createHash('sha256');
  if (reading.regions.length > 0 || reading.ignore.length > 0)
    hash.update(`${JSON.stringify([reading.regions, reading.ignore])}\n`);
  return hash.update(normalizeText(text, reading)).digest('hex');
}
