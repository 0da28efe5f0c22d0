import { describe, expect, it } from 'vitest';
import { complianceReportCsv } from '../../../shared/domain/compliance-csv';
import { i18nFor } from '../../i18n/i18n';
import { guessMapping } from './guess-mapping';

describe("guessing each column's field from its heading", () => {
  it('knows headings in English and Spanish, exact ones first, each field for one column', () => {
    expect(
      guessMapping([
        'Permit',
        'Expires',
        'Issued On',
        'Fee ($)',
        'License #',
        'Issued by',
        'Website',
        'Comments',
        'Tipo',
      ]),
    ).toEqual([
      'name',
      'renewalDate',
      'issueDate',
      'cost',
      'permitNumber',
      'issuingAgency',
      'renewalLink',
      'notes',
      'categoryId',
    ]);
    expect(
      guessMapping([
        'Nombre del permiso',
        'Fecha de vencimiento',
        'Costo',
        'Ciudad',
        'Estado',
        'Condado',
        'Número',
        'Agencia',
        'Notas',
      ]),
    ).toEqual([
      'name',
      'renewalDate',
      'cost',
      'city',
      'state',
      'county',
      'permitNumber',
      'issuingAgency',
      'notes',
    ]);
    // A second column for a field taken stays out; a heading that says nothing known too.
    expect(guessMapping(['Name', 'Nombre', 'Truck color', ''])).toEqual(['name', null, null, null]);
  });

  it("puts our own CSV export's columns back, in each language, and leaves out what the app works out", () => {
    const permit = {
      id: 'p',
      name: 'Health',
      renewalDate: '2027-03-14',
      status: 'active' as const,
      cost: 1,
      state: 'CA',
      notes: null,
    };
    for (const locale of ['en', 'es'] as const) {
      const csv = complianceReportCsv([permit], '2026-11-28', i18nFor(locale), {
        vehicles: true,
        inspections: new Map([['p', { latest: null, next: null }]]),
      });
      const header = csv.split('\r\n')[0]!.split(',');
      expect(guessMapping(header), locale).toEqual([
        'name',
        null,
        null,
        'renewalDate',
        null,
        'cost',
        'state',
        'notes',
        'permitNumber',
        'issuingAgency',
        null,
        null,
        null,
      ]);
    }
  });
});
