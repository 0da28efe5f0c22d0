import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import { MAX_IMPORT_ROWS } from '../../../shared/contracts/permit-import';
import { AppError } from '../../lib/errors';

/*
 * A CSV or XLSX file as rows of cells (docs/decisions/0036): which of the two it is comes from its bytes, never
 * its name. An XLSX is a zip; its sizes once unpacked are read from the zip's directory before anything is
 * unpacked, and read-excel-file unpacks each part into a buffer of that size, so a zip bomb is refused unread.
 * Formulas are never evaluated: a formula cell gives the value the spreadsheet saved with it, or nothing.
 */

export type Cell = string | number | boolean | Date | null;
export type SheetRow = { row: number; cells: Cell[] };
export type Sheet = { header: string[]; rows: SheetRow[] };

/** The XML of an XLSX of a thousand rows is a few MB at most. */
export const MAX_UNPACKED_BYTES = 10 * 1024 * 1024;
const MAX_COLUMNS = 100;
/** Enough of a text file to tell it is text. */
const TEXT_CHECK_BYTES = 64 * 1024;

const notASpreadsheet = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    /*i18n*/ 'This file is not a spreadsheet. Choose a CSV file or an Excel workbook (.xlsx).',
  );
const unreadable = () =>
  new AppError(400, 'VALIDATION_ERROR', /*i18n*/ 'The spreadsheet could not be read. It may be damaged.');

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Formats written in text that are no table of values: a PDF, a Word RTF, a web page, Excel 2003's XML. */
const TEXT_FORMATS = /^(\uFEFF)?\s*(%PDF-|\{\\rtf|<)/i;

/** Text has no control characters but tab, line breaks and form feed; every binary format has some. */
const isCsvText = (bytes: Uint8Array) => {
  const head = bytes.subarray(0, TEXT_CHECK_BYTES);
  const binary = head.some(
    (byte) =>
      (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f,
  );
  return !binary && !TEXT_FORMATS.test(new TextDecoder().decode(head.subarray(0, 64)));
};

/** The file's first sheet, its first non-empty row as the heading; refused when it is no spreadsheet. */
export async function readSpreadsheet(bytes: Uint8Array): Promise<Sheet> {
  if (bytes.length === 0) throw new AppError(400, 'EMPTY_FILE', /*i18n*/ 'The file is empty.');
  if (isZip(bytes)) return toSheet(await readXlsx(bytes));
  if (isCsvText(bytes)) return toSheet(readCsv(bytes));
  throw notASpreadsheet();
}

async function readXlsx(bytes: Uint8Array): Promise<Cell[][]> {
  let unpacked = 0;
  let workbook = false;
  try {
    // Every entry is refused by the filter: only the zip's directory is read.
    unzipSync(bytes, {
      filter: (entry) => {
        if (entry.name === 'xl/workbook.xml') workbook = true;
        if (/\.(xml|rels)$/.test(entry.name)) unpacked += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw notASpreadsheet();
  }
  // A zip of anything else: a Word document, an OpenDocument sheet, a folder.
  if (!workbook) throw notASpreadsheet();
  if (unpacked > MAX_UNPACKED_BYTES)
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      /*i18n*/ 'The spreadsheet is too large once unpacked. Keep only the permits in it and try again.',
    );
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return (await readSheet(buffer as ArrayBuffer)) as Cell[][];
  } catch {
    throw unreadable();
  }
}

/** UTF-8, or Windows-1252 as Excel saves a CSV on Windows; a BOM is dropped either way. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the heading line: commas, or semicolons as a spreadsheet set to Spanish saves, or tabs. */
function delimiterOf(text: string): string {
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(bytes: Uint8Array): Cell[][] {
  const text = decodeText(bytes);
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError && typeof error.lines === 'number')
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        /*i18n*/ 'The CSV file could not be read near line {line}. Check its quotes.',
        { line: error.lines },
      );
    throw unreadable();
  }
}

const isEmpty = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** Rows numbered as the spreadsheet shows them; empty rows dropped, and columns empty in every row. */
function toSheet(rows: Cell[][]): Sheet {
  const numbered = rows
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ cells }) => !cells.every(isEmpty));
  const [heading, ...data] = numbered;
  if (!heading) throw new AppError(400, 'EMPTY_FILE', /*i18n*/ 'The file is empty.');
  if (data.length > MAX_IMPORT_ROWS)
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      /*i18n*/ 'The file has more than {max} rows. Split it into smaller files and import each one.',
      { max: MAX_IMPORT_ROWS },
    );
  let width = 0;
  for (const { cells } of numbered)
    cells.forEach((cell, index) => {
      if (!isEmpty(cell)) width = Math.max(width, index + 1);
    });
  if (width > MAX_COLUMNS)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      /*i18n*/ 'The file has more than {max} columns. Keep only the permits’ columns and try again.',
      { max: MAX_COLUMNS },
    );
  const widen = (cells: Cell[]) => Array.from({ length: width }, (_, index) => cells[index] ?? null);
  return {
    header: widen(heading.cells).map((cell) => cellText(cell) ?? ''),
    rows: data.map(({ row, cells }) => ({ row, cells: widen(cells) })),
  };
}

/**
 * A cell as text, null when empty: a date as 'yyyy-MM-dd' (read-excel-file gives a dated cell's day at UTC
 * midnight), a number as JavaScript writes it. Our own CSV export puts an apostrophe before a value a
 * spreadsheet would run as a formula (shared/domain/compliance-csv.ts); it is taken off again.
 */
export function cellText(cell: Cell): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  if (text === '') return null;
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
