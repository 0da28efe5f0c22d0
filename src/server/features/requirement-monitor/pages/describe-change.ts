import { format } from 'date-fns/format';
import { isExists } from 'date-fns/isExists';
import { parse } from 'date-fns/parse';
import { diffArrays } from 'diff';
import { inEnglish, type ChangeSentence } from './change-words';

export interface PageChange {
  /**
   * One or two plain sentences in English, e.g. 'Fee changed: $100 → $150.', as page_changes stores them; a
   * reader of another language gets them through change-words.ts.
   */
  description: string;
  /** 0..1; High from 0.8, Medium from 0.6, else Low (docs/product/intelligence.md#confidence). */
  confidence: number;
  /** 'yyyy-MM-dd' when a changed line says 'effective <date>'. */
  effectiveDate: string | null;
  /** The changed lines prefixed '+ ' or '- ': at most 20 lines and 2,000 characters. */
  excerpt: string;
  added: string[];
  removed: string[];
}

// Research notes, 'Requirement monitor': the heuristic confidence when no AI provider describes the change.
const CONFIDENCE = { feeChanged: 0.85, effectiveDate: 0.75, requirementWords: 0.65, other: 0.45 };
const EXCERPT_LINES = 20;
const EXCERPT_CHARACTERS = 2_000;
const LISTED_CHANGES = 3;
const PAIRED_LINES = 200;
const MAX_EDIT_LENGTH = 1_000;

const AMOUNT = /\$\s?\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\$\s?\d+(?:\.\d{2})?/g;
/** A month's index (0 for January) from its English name or abbreviation, read by date-fns; NaN for none. */
const monthOf = (name: string) => parse(name.slice(0, 3), 'MMM', new Date(2000, 0, 1)).getMonth();
const MONTH_NAMES =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
// Common US forms: 'January 1, 2027' (or 'Jan. 1, 2027'), '1/1/2027', '2027-01-01'.
const DATE = new RegExp(
  [
    String.raw`\b(?<month>${MONTH_NAMES})\.?\s+(?<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?<year>\d{4})\b`,
    String.raw`\b(?<usMonth>\d{1,2})/(?<usDay>\d{1,2})/(?<usYear>\d{4})\b`,
    String.raw`\b(?<isoYear>\d{4})-(?<isoMonth>\d{2})-(?<isoDay>\d{2})\b`,
  ].join('|'),
  'gi',
);
const EFFECTIVE = /\beffective\b/gi;
const EFFECTIVE_REACH = 40;
const REQUIREMENT_WORDS = /\b(?:must|required|shall|inspections?|permits?|licen[cs]es?|fees?)\b/i;

interface FoundDate {
  text: string;
  iso: string;
  index: number;
}

function findDates(line: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const match of line.matchAll(DATE)) {
    const parts = match.groups ?? {};
    const year = Number(parts.year ?? parts.usYear ?? parts.isoYear);
    const month = parts.month ? monthOf(parts.month) : Number(parts.usMonth ?? parts.isoMonth) - 1;
    const day = Number(parts.day ?? parts.usDay ?? parts.isoDay);
    if (!isExists(year, month, day)) continue;
    found.push({ text: match[0], iso: format(new Date(year, month, day), 'yyyy-MM-dd'), index: match.index });
  }
  return found;
}

/** Every date the text states, as 'yyyy-MM-dd'. */
export const isoDatesIn = (text: string) => findDates(text).map((date) => date.iso);

const amountsIn = (line: string) => line.match(AMOUNT) ?? [];
const cents = (amount: string) => Math.round(Number(amount.replace(/[$,\s]/g, '')) * 100);

/** A date starting within a few words after 'effective' ('Effective January 1, 2027', 'effective as of 1/1/2027'). */
function effectiveDates(line: string): FoundDate[] {
  const ends = [...line.matchAll(EFFECTIVE)].map((match) => match.index + match[0].length);
  return findDates(line).filter((date) =>
    ends.some((end) => date.index >= end && date.index - end <= EFFECTIVE_REACH),
  );
}

/** The line's words with amounts and dates as placeholders, to tell an edited line from an unrelated one. */
function words(line: string): Set<string> {
  const skeleton = line.replace(DATE, ' date ').replace(AMOUNT, ' amount ').toLowerCase();
  return new Set(skeleton.match(/[a-z0-9]+/g) ?? []);
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const shared = [...a].filter((word) => b.has(word)).length;
  return shared / (a.size + b.size - shared);
}

/**
 * Pairs each removed line with the most similar added line (an edit) when they share at least half their words.
 * Only the first lines of a large rewrite are paired, to keep this quadratic step small.
 */
function pairEdits(removed: string[], added: string[]): [string, string][] {
  const candidates = added.slice(0, PAIRED_LINES).map((line) => ({ line, words: words(line), taken: false }));
  const pairs: [string, string][] = [];
  for (const before of removed.slice(0, PAIRED_LINES)) {
    const beforeWords = words(before);
    let best: (typeof candidates)[number] | undefined;
    let bestScore = 0;
    for (const candidate of candidates) {
      const score = candidate.taken ? 0 : similarity(beforeWords, candidate.words);
      if (score > bestScore) [best, bestScore] = [candidate, score];
    }
    if (!best || bestScore < 0.5) continue;
    best.taken = true;
    pairs.push([before, best.line]);
  }
  return pairs;
}

/** 'a → b' for each value that differs between the two lists of one edited line. */
function changedValues(before: { text: string; key: string }[], after: { text: string; key: string }[]) {
  if (before.length === 0 || after.length === 0) return [];
  if (before.length !== after.length) {
    const keys = (values: { key: string }[]) => [...new Set(values.map((value) => value.key))].sort().join();
    if (keys(before) === keys(after)) return [];
    return [
      `${before.map((value) => value.text).join(', ')} → ${after.map((value) => value.text).join(', ')}`,
    ];
  }
  return before.flatMap((value, index) => {
    const other = after[index];
    return other && other.key !== value.key ? [`${value.text} → ${other.text}`] : [];
  });
}

function valuesSentence(kind: 'fees' | 'dates', changes: string[]): ChangeSentence | null {
  const unique = [...new Set(changes)];
  if (unique.length === 0) return null;
  return {
    kind,
    plural: unique.length > 1,
    changes: unique.slice(0, LISTED_CHANGES).join(', '),
    more: Math.max(0, unique.length - LISTED_CHANGES),
  };
}

function sortedCents(lines: string[]): string {
  return lines
    .flatMap(amountsIn)
    .map(cents)
    .sort((a, b) => a - b)
    .join(',');
}

function excerptOf(lines: string[]): string {
  let excerpt = '';
  for (const line of lines.slice(0, EXCERPT_LINES)) {
    const separator = excerpt ? '\n' : '';
    const room = EXCERPT_CHARACTERS - excerpt.length - separator.length;
    if (line.length <= room) {
      excerpt += separator + line;
      continue;
    }
    if (room > 1) excerpt += `${separator}${line.slice(0, room - 1)}…`;
    break;
  }
  return excerpt;
}

/**
 * The removed and added lines in page order. A rewrite too large for a line diff (its cost grows with the
 * number of edits) is given as all lines removed and all added: once moved lines are dropped, the same lines.
 */
function changedLines(before: string[], after: string[]): { added: boolean; line: string }[] {
  const parts = diffArrays(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!parts) {
    return [
      ...before.map((line) => ({ added: false, line })),
      ...after.map((line) => ({ added: true, line })),
    ];
  }
  return parts.flatMap((part) =>
    part.added || part.removed ? part.value.map((line) => ({ added: Boolean(part.added), line })) : [],
  );
}

/** Drops lines removed in one place and added unchanged in another: they moved, nothing else happened. */
function withoutMovedLines(changes: { added: boolean; line: string }[]) {
  const count = (added: boolean) => {
    const counts = new Map<string, number>();
    for (const change of changes)
      if (change.added === added) counts.set(change.line, (counts.get(change.line) ?? 0) + 1);
    return counts;
  };
  const addedCounts = count(true);
  const removedCounts = count(false);
  const moved = (line: string) => Math.min(addedCounts.get(line) ?? 0, removedCounts.get(line) ?? 0);
  const skip = { added: new Map<string, number>(), removed: new Map<string, number>() };
  return changes.filter(({ added, line }) => {
    const skipped = skip[added ? 'added' : 'removed'];
    const count = skipped.get(line) ?? 0;
    skipped.set(line, count + 1);
    return count >= moved(line);
  });
}

/**
 * What changed between two normalised texts, or null when nothing did. A line removed in one place and added
 * unchanged in another has moved, and is left out (research notes: mark moved lines as moved, not as added).
 */
export function describeChange(before: string, after: string): PageChange | null {
  const lines = (text: string) => (text === '' ? [] : text.split('\n'));
  const changes = withoutMovedLines(changedLines(lines(before), lines(after)));
  if (changes.length === 0) return null;
  const added = changes.filter((change) => change.added).map((change) => change.line);
  const removed = changes.filter((change) => !change.added).map((change) => change.line);

  const feeChanges: string[] = [];
  const dateChanges: string[] = [];
  const explained = new Set<string>();
  for (const [was, now] of pairEdits(removed, added)) {
    const amounts = (line: string) => amountsIn(line).map((text) => ({ text, key: String(cents(text)) }));
    const dates = (line: string) => findDates(line).map(({ text, iso }) => ({ text, key: iso }));
    const fees = changedValues(amounts(was), amounts(now));
    const days = changedValues(dates(was), dates(now));
    feeChanges.push(...fees);
    dateChanges.push(...days);
    if (fees.length || days.length) [was, now].forEach((line) => explained.add(line));
  }
  const sentences = [valuesSentence('fees', feeChanges), valuesSentence('dates', dateChanges)].filter(
    (sentence) => sentence !== null,
  );
  const otherAdded = added.filter((line) => !explained.has(line)).length;
  const otherRemoved = removed.filter((line) => !explained.has(line)).length;
  if (sentences.length === 0)
    sentences.push({ kind: 'lines', other: false, added: added.length, removed: removed.length });
  else if (sentences.length === 1 && otherAdded + otherRemoved > 0) {
    sentences.push({ kind: 'lines', other: true, added: otherAdded, removed: otherRemoved });
  }

  const changed = [...added, ...removed];
  let confidence = CONFIDENCE.other;
  if (sortedCents(added) !== sortedCents(removed)) confidence = CONFIDENCE.feeChanged;
  else if (changed.some((line) => effectiveDates(line).length > 0)) confidence = CONFIDENCE.effectiveDate;
  else if (changed.some((line) => REQUIREMENT_WORDS.test(line))) confidence = CONFIDENCE.requirementWords;

  return {
    description: inEnglish(sentences),
    confidence,
    effectiveDate: added.flatMap(effectiveDates)[0]?.iso ?? null,
    excerpt: excerptOf(changes.map((change) => `${change.added ? '+' : '-'} ${change.line}`)),
    added,
    removed,
  };
}
