import type { Random } from './random';

/**
 * A permit document as rows of text placed on a letter-size page, which the image and PDF renderers both
 * draw, and the fields a reader should find in it.
 */

export type Cell = {
  text: string;
  /** The left edge, as a share of the page's width; centred on the page when absent. */
  x?: number;
  /** In points (11 by default). */
  size?: number;
  bold?: boolean;
};
/** A row of cells on one baseline, or blank space of that many points. */
export type Row = Cell[] | number;

/** What the document states, as the reader should answer it; null where it states none. */
export type PermitTruth = {
  number: string | null;
  issueDate: string | null;
  expiryDate: string | null;
  /** In dollars. */
  fee: number | null;
  /** The catalog category its name gives, and the entry when the name (with its agency) gives one. */
  category: string | null;
  entryId: string | null;
};

export type PermitLayout = {
  /** The business's state, as the reader is told it. */
  state: string;
  language: 'en' | 'es';
  rows: Row[];
  truth: PermitTruth;
};

export const title = (text: string, size = 16): Cell[] => [{ text, size, bold: true }];
export const centred = (text: string, size = 11): Cell[] => [{ text, size }];
export const line = (text: string, x = 0.1, size = 11): Cell[] => [{ text, x, size }];
/** Cells at these left edges: a table's row, or several labels on one line. */
export const columns = (cells: [number, string][], size = 11, bold = false): Cell[] =>
  cells.map(([x, text]) => ({ text, x, size, bold }));

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);
const MESES =
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' written as an agency might: US month/day order, written-out months, two-digit years. */
export function writeDate(date: string, style: DateStyle): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'us':
      return `${pad(month)}/${pad(day)}/${year}`;
    case 'us-short':
      return `${month}/${day}/${String(year).slice(2)}`;
    case 'long':
      return `${MONTHS[month - 1]} ${day}, ${year}`;
    case 'abbreviated':
      return `${MONTHS[month - 1]!.slice(0, 3).toUpperCase()} ${pad(day)}, ${year}`;
    case 'iso':
      return date;
    case 'dashed':
      return `${pad(day)}-${MONTHS[month - 1]!.slice(0, 3).toUpperCase()}-${year}`;
    case 'es':
      return `${day} de ${MESES[month - 1]} de ${year}`;
  }
}
export type DateStyle = 'us' | 'us-short' | 'long' | 'abbreviated' | 'iso' | 'dashed' | 'es';
export const ENGLISH_DATES: DateStyle[] = ['us', 'us-short', 'long', 'abbreviated', 'iso', 'dashed'];

/** A date in [from, to] years, and the day before the same date `years` later (a permit's year). */
export function permitYear(random: Random, years = 1): { issued: string; expires: string } {
  const start = Date.UTC(random.int(2025, 2027), random.int(0, 11), random.int(1, 28));
  const issued = new Date(start);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  end.setUTCDate(end.getUTCDate() - 1);
  return { issued: issued.toISOString().slice(0, 10), expires: end.toISOString().slice(0, 10) };
}

/** An amount as printed: '$1,247.00'. */
export const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
