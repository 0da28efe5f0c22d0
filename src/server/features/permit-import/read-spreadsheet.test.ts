import { describe, expect, it } from 'vitest';
import { ONE_PAGE_PDF, redPng } from '@tests/support/pdf-files';
import { csvOf, xlsxBomb, xlsxOf } from '@tests/support/spreadsheets';
import { AppError } from '../../lib/errors';
import { MAX_UNPACKED_BYTES, readSpreadsheet } from './read-spreadsheet';

const refusal = async (bytes: Uint8Array) => {
  const error = await readSpreadsheet(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  const { status, code } = error as AppError;
  return { status, code };
};

describe('reading a spreadsheet of permits', () => {
  it('reads an XLSX: dated cells as dates, numbers as numbers, a formula as what it saved and never run', async () => {
    const file = await xlsxOf([
      ['Permit', 'Expires', 'Fee', 'Check'],
      [null, null, null, null],
      [
        'Health',
        new Date(Date.UTC(2027, 2, 14)),
        125.5,
        { type: 'Formula', value: '=WEBSERVICE("http://x")' },
      ],
    ]);
    const sheet = await readSpreadsheet(file);
    expect(sheet.header).toEqual(['Permit', 'Expires', 'Fee', 'Check']);
    // The empty row is left out; the next keeps its number in the spreadsheet.
    expect(sheet.rows).toEqual([{ row: 3, cells: ['Health', new Date(Date.UTC(2027, 2, 14)), 125.5, null] }]);
  });

  it('reads CSV with commas, semicolons or tabs, in UTF-8 or Windows-1252, quoted line breaks kept in the cell', async () => {
    const rows = [
      ['Nombre', 'Notas'],
      ['Permiso de salud', 'Línea uno\nLínea dos'],
    ];
    for (const delimiter of [',', ';', '\t'])
      expect((await readSpreadsheet(csvOf(rows, delimiter))).rows[0]!.cells, delimiter).toEqual(rows[1]);
    const latin1 = Uint8Array.from(Buffer.from('Nombre,Notas\r\nPermiso,Camión\r\n', 'latin1'));
    expect((await readSpreadsheet(latin1)).rows[0]!.cells).toEqual(['Permiso', 'Camión']);
  });

  it('refuses by its bytes what is not a CSV or an XLSX, whatever it is called', async () => {
    expect(await refusal(ONE_PAGE_PDF)).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await refusal(redPng())).status).toBe(415);
    expect((await refusal(new TextEncoder().encode('<!DOCTYPE html><table></table>'))).status).toBe(415);
    // A zip that is not a workbook, and a truncated one.
    const { zipSync } = await import('fflate');
    expect(await refusal(zipSync({ 'word/document.xml': new Uint8Array(8) }))).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const workbook = await xlsxOf([['Permit'], ['Health']]);
    expect((await refusal(workbook.subarray(0, 200))).status).toBe(415);
    expect(await refusal(new Uint8Array(0))).toEqual({ status: 400, code: 'EMPTY_FILE' });
  });

  it('refuses a workbook too large once unpacked before unpacking it', async () => {
    const bomb = await xlsxBomb(MAX_UNPACKED_BYTES + 1);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(bomb)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses more than 1,000 rows with a clear 413', async () => {
    const rows = [['Permit'], ...Array.from({ length: 1001 }, (_, index) => [`Permit ${index}`])];
    expect(await refusal(csvOf(rows))).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect((await readSpreadsheet(csvOf(rows.slice(0, 1001)))).rows).toHaveLength(1000);
  });
});
