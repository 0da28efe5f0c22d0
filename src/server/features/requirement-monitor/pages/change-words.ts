import type { I18n } from '@lingui/core';
import { i18nFor } from '../../../i18n/i18n';

/**
 * A sentence of a change's description by the diff's rules: the values of one kind that changed ('$100 →
 * $150', as the page writes them, listed and joined), or how many lines were added and removed.
 */
export type ChangeSentence =
  | { kind: 'fees' | 'dates'; plural: boolean; changes: string; more: number }
  | { kind: 'lines'; other: boolean; added: number; removed: number };

const VALUES = {
  fees: {
    one: /*i18n*/ 'Fee changed: {changes}.',
    many: /*i18n*/ 'Fees changed: {changes}.',
    more: /*i18n*/ 'Fees changed: {changes} and {more} more.',
  },
  dates: {
    one: /*i18n*/ 'Date changed: {changes}.',
    many: /*i18n*/ 'Dates changed: {changes}.',
    more: /*i18n*/ 'Dates changed: {changes} and {more} more.',
  },
};
// Counts are written as digits ('1500 lines'), as the stored English always had them.
const LINES = {
  line: {
    both: /*i18n*/ '{added, plural, one {{added} line added} other {{added} lines added}}, {removed} removed.',
    added: /*i18n*/ '{added, plural, one {{added} line added} other {{added} lines added}}.',
    removed: /*i18n*/ '{removed, plural, one {{removed} line removed} other {{removed} lines removed}}.',
  },
  other: {
    both: /*i18n*/ '{added, plural, one {{added} other line added} other {{added} other lines added}}, {removed} removed.',
    added: /*i18n*/ '{added, plural, one {{added} other line added} other {{added} other lines added}}.',
    removed:
      /*i18n*/ '{removed, plural, one {{removed} other line removed} other {{removed} other lines removed}}.',
  },
};

function sentenceIn(i18n: I18n, sentence: ChangeSentence): string {
  if (sentence.kind !== 'lines') {
    const { plural, changes, more } = sentence;
    const messages = VALUES[sentence.kind];
    return i18n._(!plural ? messages.one : more > 0 ? messages.more : messages.many, { changes, more });
  }
  const { added, removed } = sentence;
  const messages = LINES[sentence.other ? 'other' : 'line'];
  return i18n._(added > 0 ? (removed > 0 ? messages.both : messages.added) : messages.removed, {
    added,
    removed,
  });
}

/** The description in a language: its sentences, one after the other. */
export const describedIn = (i18n: I18n, sentences: readonly ChangeSentence[]) =>
  sentences.map((sentence) => sentenceIn(i18n, sentence)).join(' ');

/** The description as page_changes stores it, in English. */
export const inEnglish = (sentences: readonly ChangeSentence[]) => describedIn(i18nFor('en'), sentences);

// The sentences of a stored English description: each starts where the last one's full stop is followed by
// the start of another ('Fee changed: $1,250.00 → $1,300.00. Date changed: Jan. 1, 2027 → …').
const NEXT_SENTENCE =
  /(?<=\.) (?=(?:Fees? changed|Dates? changed|\d+ (?:other )?lines? (?:added|removed))\b)/;
const VALUES_SENTENCE = /^(Fee|Fees|Date|Dates) changed: (.+?)(?: and (\d+) more)?\.$/;
const ADDED_SENTENCE = /^(\d+) (other )?lines? added(?:, (\d+) removed)?\.$/;
const REMOVED_SENTENCE = /^(\d+) (other )?lines? removed\.$/;

function sentenceOf(text: string): ChangeSentence | null {
  const values = VALUES_SENTENCE.exec(text);
  // The values are amounts and dates as the page wrote them ('Jan. 15, 2027'): never a sentence's end.
  if (values && !/\.\s+\p{L}/u.test(values[2]!)) {
    const [, noun, changes, more] = values;
    const kind = noun!.startsWith('Fee') ? 'fees' : 'dates';
    return { kind, plural: noun!.endsWith('s'), changes: changes!, more: Number(more ?? 0) };
  }
  const added = ADDED_SENTENCE.exec(text);
  if (added)
    return {
      kind: 'lines',
      other: Boolean(added[2]),
      added: Number(added[1]),
      removed: Number(added[3] ?? 0),
    };
  const removed = REMOVED_SENTENCE.exec(text);
  if (removed) return { kind: 'lines', other: Boolean(removed[2]), added: 0, removed: Number(removed[1]) };
  return null;
}

/**
 * A description the diff's rules wrote (in English, page_changes.change_description), in the reader's
 * language: read back into its sentences and written again through the translation catalogs. Only a text that
 * the rules write exactly so is rewritten; any other (an older wording) is answered as stored.
 */
export function storedDescriptionIn(i18n: I18n, stored: string): string {
  const sentences = stored.split(NEXT_SENTENCE).map(sentenceOf);
  if (sentences.some((sentence) => sentence === null)) return stored;
  const read = sentences as ChangeSentence[];
  return inEnglish(read) === stored ? describedIn(i18n, read) : stored;
}
