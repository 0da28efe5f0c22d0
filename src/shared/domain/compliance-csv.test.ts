import { describe, expect, it } from 'vitest';
import { englishI18n, spanishI18n } from '@tests/support/i18n-instances';
import { complianceReportCsv, complianceReportFileName, csvCell } from './compliance-csv';

const en = englishI18n();

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Health, County')).toBe('"Health, County"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-rm')).toBe("'-rm");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes the columns, statuses, US dates, days, cost, state code, number and agency', () => {
    const csv = complianceReportCsv(
      [
        {
          name: 'Health Permit',
          status: 'active',
          renewalDate: '2026-12-01',
          cost: 250,
          state: 'California',
          notes: 'Bring, the binder',
          permitNumber: 'MFF-2026-0042',
          agency: { name: 'Alameda County Environmental Health' },
        },
        { name: 'Fire', status: 'active', renewalDate: null, cost: null, state: 'tx', notes: null },
      ],
      '2026-11-22',
      en,
    );
    expect(csv).toBe(
      'Permit Name,Status,Renewal Date,Days Until Renewal,Cost,State,Notes,Permit Number,Issuing Agency\r\n' +
        'Health Permit,Needs Attention,12/01/2026,9,250.00,CA,"Bring, the binder",MFF-2026-0042,Alameda County Environmental Health\r\n' +
        'Fire,No Renewal Date,,,,TX,,,\r\n',
    );
    expect(complianceReportFileName('2026-11-22', en)).toBe('compliance-report-2026-11-22.csv');
  });

  it('writes the header row, the statuses and the file name in Spanish, dates as yyyy-MM-dd', async () => {
    const es = await spanishI18n();
    const csv = complianceReportCsv(
      [
        {
          name: 'Health Permit',
          status: 'active',
          renewalDate: '2026-12-01',
          cost: 250,
          state: 'CA',
          notes: null,
        },
        { name: 'Fire', status: 'active', renewalDate: '2026-11-01', cost: null, state: null, notes: null },
      ],
      '2026-11-22',
      es,
    );
    expect(csv.split('\r\n')).toEqual([
      'Nombre del permiso,Situación,Fecha de renovación,Días hasta la renovación,Costo,Estado,Notas,Número de permiso,Agencia emisora',
      'Health Permit,Requiere atención,2026-12-01,9,250.00,CA,,,',
      'Fire,Vencido,2026-11-01,-21,,,,,',
      '',
    ]);
    expect(complianceReportFileName('2026-11-22', es)).toBe('informe-de-cumplimiento-2026-11-22.csv');
  });

  it("adds a 'Vehicle' column after the name for a business with vehicles, in the reader's language", async () => {
    const permits = [
      {
        name: 'Health Permit',
        status: 'active',
        renewalDate: '2026-12-01',
        cost: null,
        state: null,
        notes: null,
        vehicle: { name: 'Truck 2' },
      },
      { name: 'Business License', status: 'active', renewalDate: null, cost: null, state: null, notes: null },
    ];
    expect(complianceReportCsv(permits, '2026-11-22', en, { vehicles: true }).split('\r\n')).toEqual([
      'Permit Name,Vehicle,Status,Renewal Date,Days Until Renewal,Cost,State,Notes,Permit Number,Issuing Agency',
      'Health Permit,Truck 2,Needs Attention,12/01/2026,9,,,,,',
      'Business License,Whole business,No Renewal Date,,,,,,,',
      '',
    ]);
    const es = await spanishI18n();
    expect(complianceReportCsv(permits, '2026-11-22', es, { vehicles: true }).split('\r\n')).toEqual([
      'Nombre del permiso,Vehículo,Situación,Fecha de renovación,Días hasta la renovación,Costo,Estado,Notas,Número de permiso,Agencia emisora',
      'Health Permit,Truck 2,Requiere atención,2026-12-01,9,,,,,',
      'Business License,Todo el negocio,Sin fecha de renovación,,,,,,,',
      '',
    ]);
    // A business without vehicles keeps the columns it always had.
    expect(complianceReportCsv(permits, '2026-11-22', en).split('\r\n')[0]).toBe(
      'Permit Name,Status,Renewal Date,Days Until Renewal,Cost,State,Notes,Permit Number,Issuing Agency',
    );
  });

  it("adds each permit's latest inspection and the next one when the report knows them (docs/product/events.md#inspections)", async () => {
    const permits = [
      { id: 'a', name: 'Fire', status: 'active', renewalDate: null, cost: null, state: null, notes: null },
      { id: 'b', name: 'Health', status: 'active', renewalDate: null, cost: null, state: null, notes: null },
    ] as const;
    const inspections = new Map([
      ['a', { latest: { date: '2026-11-02', result: 'failed' as const }, next: '2026-11-30' }],
    ]);
    expect(complianceReportCsv(permits, '2026-11-22', en, { inspections }).split('\r\n')).toEqual([
      'Permit Name,Status,Renewal Date,Days Until Renewal,Cost,State,Notes,Permit Number,Issuing Agency,Last Inspection,Last Inspection Result,Next Inspection',
      'Fire,No Renewal Date,,,,,,,,11/02/2026,Failed,11/30/2026',
      'Health,No Renewal Date,,,,,,,,,,',
      '',
    ]);
    const es = await spanishI18n();
    expect(complianceReportCsv(permits, '2026-11-22', es, { inspections }).split('\r\n').slice(0, 2)).toEqual(
      [
        'Nombre del permiso,Situación,Fecha de renovación,Días hasta la renovación,Costo,Estado,Notas,Número de permiso,Agencia emisora,Última inspección,Resultado de la última inspección,Próxima inspección',
        'Fire,Sin fecha de renovación,,,,,,,,2026-11-02,No aprobada,2026-11-30',
      ],
    );
  });
});
