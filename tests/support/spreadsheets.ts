import { unzipSync, zipSync } from 'fflate';
import type { SheetData } from 'write-excel-file/node';

/*
 * Spreadsheets of permits as an owner keeps them, made by the tests themselves: CSV text, and XLSX workbooks
 * written with write-excel-file (docs/decisions/0036).
 */

export type SheetCell = string | number | Date | null | { type: 'Formula'; value: string };

/** An XLSX workbook of one sheet; a Date cell is shown as mm/dd/yyyy, as a US spreadsheet would. */
export async function xlsxOf(rows: SheetCell[][]): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const data = rows.map((row) =>
    row.map((cell) =>
      cell instanceof Date
        ? { value: cell, format: 'mm/dd/yyyy' }
        : cell !== null && typeof cell === 'object'
          ? cell
          : { value: cell },
    ),
  );
  return new Uint8Array(await writeXlsxFile(data as unknown as SheetData).toBuffer());
}

/** CSV of the rows, quoted where RFC 4180 needs it, with CRLF line ends. */
export function csvOf(rows: (string | number | null)[][], delimiter = ','): Uint8Array {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return new TextEncoder().encode(rows.map((row) => row.map(cell).join(delimiter)).join('\r\n') + '\r\n');
}

/**
 * A workbook whose sheet unpacks to `bytes` bytes of blank space: a few KB zipped, a zip bomb once unpacked
 * if nothing looked at its size first.
 */
export async function xlsxBomb(bytes: number): Promise<Uint8Array> {
  const parts = unzipSync(await xlsxOf([['Permit'], ['Health']]));
  const sheet = new TextDecoder().decode(parts['xl/worksheets/sheet1.xml']);
  parts['xl/worksheets/sheet1.xml'] = new TextEncoder().encode(
    sheet.replace('<sheetData>', `<sheetData>${' '.repeat(bytes)}`),
  );
  return zipSync(parts, { level: 9 });
}

/** The multipart form both import routes take: the file, and the owner's choices. */
export function importForm(
  file: Uint8Array,
  options: {
    name?: string;
    type?: string;
    mapping?: (string | null)[];
    dayFirst?: boolean;
    skip?: number[];
  } = {},
): FormData {
  const form = new FormData();
  form.append(
    'file',
    new File([file as Uint8Array<ArrayBuffer>], options.name ?? 'permits.csv', {
      type: options.type ?? 'text/csv',
    }),
  );
  if (options.mapping) form.append('mapping', JSON.stringify(options.mapping));
  if (options.dayFirst !== undefined) form.append('dayFirst', String(options.dayFirst));
  if (options.skip) form.append('skip', JSON.stringify(options.skip));
  return form;
}
