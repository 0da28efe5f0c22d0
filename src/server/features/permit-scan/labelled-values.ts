/**
 * The labels agencies print beside a permit's facts, in English and Spanish (docs/decisions/0035), and the
 * values written after them. A value is only ever read after its label: what no label introduces is not read.
 */
export type LabelKind =
  'number' | 'issued' | 'effective' | 'period' | 'expires' | 'paid' | 'fee' | 'agency' | 'other';

// Longest first within a kind, and kinds whose labels begin with another's ('Issued by', 'Late fee') first:
// a regular expression's alternation takes the first alternative that matches.
const LABELS: [LabelKind, string[]][] = [
  ['agency', ['issuing agency', 'issued by', 'expedido por', 'emitido por', 'agencia emisora']],
  ['other', ['issued to', 'expedido a', 'emitido a', 'late fee', 'penalty', 'recargo', 'multa']],
  [
    'number',
    [
      // A tax permit goes by its taxpayer number, a business tax receipt by its receipt's.
      '(?:permit|license|licence|certificate|registration|receipt|taxpayer|lic\\.?|cert\\.?)\\s*(?:number|num\\.?|n[o0º°][.,]?|#)',
      '(?:n[úu]mero|n[o0º°]\\.?)\\s*de\\s*(?:permiso|licencia|certificado|registro)',
    ],
  ],
  [
    'expires',
    [
      // '[dp]ate': the D of typewriter faces often comes out of the OCR as a p.
      'expiration\\s+[dp]ate',
      '[dp]ate\\s+of\\s+expiration',
      'expires\\s+on',
      'expiration',
      'expires',
      'exp\\.?\\s*[dp]ate',
      'valid\\s+(?:through|thru|until|to)',
      'fecha\\s+de\\s+vencimiento',
      'fecha\\s+de\\s+expiraci[óo]n',
      'vencimiento',
      'vence',
      'expira',
      'caduca',
      '(?:v[áa]lid[oa]|vigente)\\s+hasta',
    ],
  ],
  [
    'issued',
    [
      'issue\\s+[dp]ate',
      '[dp]ate\\s+issued',
      '[dp]ate\\s+of\\s+issue',
      'issued\\s+on',
      'issued',
      'fecha\\s+de\\s+(?:emisi[óo]n|expedici[óo]n)',
      'emitido',
      'expedido',
    ],
  ],
  ['effective', ['effective\\s+[dp]ate', 'effective', '(?:vigente|v[áa]lid[oa])\\s+desde']],
  ['period', ['valid\\s+[dp]ates', 'valid', 'per[íi]odo\\s+de\\s+validez', 'vigencia']],
  [
    'paid',
    [
      'amount\\s+paid',
      'total\\s+paid',
      'fee\\s+paid',
      'monto\\s+pagado',
      'cantidad\\s+pagada',
      'cuota\\s+pagada',
      'costo\\s+pagado',
      'importe\\s+pagado',
    ],
  ],
  [
    'fee',
    [
      '(?:permit|license|licence|annual|total)\\s+fee',
      'fee',
      'amount',
      'cuota',
      'tarifa',
      'costo',
      'importe',
    ],
  ],
];

const KINDS = LABELS.flatMap(([kind, patterns]) => patterns.map(() => kind));
// Not inside a word on either side; the punctuation that follows a label (':', '#', '.') belongs to it.
const LABEL_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${LABELS.flatMap(([, patterns]) => patterns.map((p) => `(${p})`)).join('|')})(?![\\p{L}])[\\s:#.]*`,
  'giu',
);

export type LabelledValue = {
  kind: LabelKind;
  /** The label as the document writes it. */
  label: string;
  value: string;
  /** The line (from 0) the label is on. */
  line: number;
  /** The line the value is written on, when not the label's: the next line, under its label. */
  valueLine?: number;
};

type Found = { kind: LabelKind; label: string; start: number; end: number };

/** The OCR's bar for a capital I ('Date |ssued'), letter for letter so that places in the line stay. */
const asLetters = (line: string) => line.replace(/\|(?=\p{L})|(?<=\p{L})\|/gu, 'I');

function labelsOf(line: string): Found[] {
  return [...asLetters(line).matchAll(LABEL_PATTERN)].map((match) => {
    const group = match.slice(1).findIndex((text) => text !== undefined);
    return {
      kind: KINDS[group]!,
      label: match[group + 1]!,
      start: match.index,
      end: match.index + match[0].length,
    };
  });
}

/** A line's columns: set apart by a tab, a bar, or two spaces and more. */
const cellsOf = (line: string) =>
  line
    .split(/\t|\s+\|\s+|\s{2,}/)
    .map((cell) => cell.trim())
    .filter(Boolean);

const MONTH =
  '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic)[a-z]*\\.?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
/** A date written out in words, in English ('October 17, 2025') or Spanish ('17 de octubre de 2025'). */
const WRITTEN_DATE = new RegExp(
  `\\b(?:(?:${MONTH})\\s+\\d{1,2},?\\s+\\d{2,4}|\\d{1,2}\\s+de\\s+(?:${MONTH})\\s+(?:de|del)\\s+\\d{4})\\b`,
  'giu',
);

/**
 * A table's row as the OCR gives it, its columns one space apart like its words: the words, a date written
 * out kept whole. Only of use when there are as many of them as the heading has labels.
 */
// An invisible separator, no white space, holds a date's words together while the row is split.
const wordsOf = (line: string) =>
  line
    .replace(WRITTEN_DATE, (date) => date.replace(/\s+/g, '\u2063'))
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/\u2063/g, ' '));

/**
 * Every labelled value of the text. A value is what follows its label on the line, up to the next label; a
 * label that ends its line takes the next line, and a line of labels alone takes the next line's columns when
 * there are as many of them, in order (a table's heading and its row), or else its words when there are.
 * Otherwise such a label has no value.
 */
export function labelledValues(lines: readonly string[]): LabelledValue[] {
  const values: LabelledValue[] = [];
  lines.forEach((line, index) => {
    const found = labelsOf(line);
    const empty: Found[] = [];
    found.forEach((label, i) => {
      const value = line.slice(label.end, found[i + 1]?.start ?? line.length).trim();
      if (value) values.push({ kind: label.kind, label: label.label, value, line: index });
      else empty.push(label);
    });
    if (empty.length === 0) return;
    const nextIndex = lines.findIndex((next, i) => i > index && next.trim() !== '');
    if (nextIndex < 0) return;
    const next = lines[nextIndex]!;
    const nextLabels = labelsOf(next);
    const before = next.slice(0, nextLabels[0]?.start ?? next.length).trim();
    if (empty.length === 1 && before) {
      values.push({
        kind: empty[0]!.kind,
        label: empty[0]!.label,
        value: before,
        line: index,
        valueLine: nextIndex,
      });
      return;
    }
    let cells = nextLabels.length === 0 ? cellsOf(next) : [];
    if (cells.length !== empty.length && nextLabels.length === 0) cells = wordsOf(next);
    if (empty.length === found.length && cells.length === empty.length)
      empty.forEach((label, i) =>
        values.push({
          kind: label.kind,
          label: label.label,
          value: cells[i]!,
          line: index,
          valueLine: nextIndex,
        }),
      );
  });
  return values;
}
