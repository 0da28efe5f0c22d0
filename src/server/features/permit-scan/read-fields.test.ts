import { describe, expect, it } from 'vitest';
import { catalogEntry } from '@tests/support/catalog-entries';
import { buildCatalog } from '../../catalog/catalog';
import type { CatalogFile } from '../../catalog/catalog-schema';
import { readFields } from './read-fields';

const laHealth = {
  name: 'Los Angeles County Department of Public Health',
  url: 'https://publichealth.lacounty.gov/',
};
const dshs = { name: 'Texas Department of State Health Services (DSHS)', url: 'https://www.dshs.texas.gov/' };
const catalog = buildCatalog([
  {
    scope: 'CA',
    entries: [
      catalogEntry({
        id: 'ca-la-county-health',
        name: 'Mobile Food Facility Health Permit',
        aliases: ['MFF Health Permit', 'Permiso de salud para instalación móvil de alimentos'],
        agency: laHealth,
        jurisdiction: { level: 'county', state: 'CA', county: 'Los Angeles' },
      }),
      catalogEntry({
        id: 'ca-sellers-permit',
        name: "Seller's Permit",
        category: 'Business License',
        agency: {
          name: 'California Department of Tax and Fee Administration',
          url: 'https://www.cdtfa.ca.gov/',
        },
      }),
    ],
  },
  {
    scope: 'TX',
    entries: [
      catalogEntry({
        id: 'tx-austin-mobile-food-vendor',
        name: 'Mobile Food Vendor Permit',
        jurisdiction: { level: 'city', state: 'TX', county: 'Travis', city: 'Austin' },
        agency: { name: 'Austin Public Health', url: 'https://www.austintexas.gov/department/health' },
      }),
      catalogEntry({
        id: 'tx-dshs-mobile-food-vendor-license',
        name: 'Mobile Food Vendor License (Texas DSHS)',
        agency: dshs,
        jurisdiction: { level: 'state', state: 'TX' },
      }),
    ],
  },
] as CatalogFile[]);

const read = (text: string, state: string | null = 'CA') => readFields(text.split('\n'), { catalog, state });

describe('reading a permit’s fields from its text', () => {
  it('reads a county health permit laid out label by label', () => {
    const fields = read(`COUNTY OF LOS ANGELES
LOS ANGELES COUNTY DEPARTMENT OF PUBLIC HEALTH
Environmental Health
MOBILE FOOD FACILITY HEALTH PERMIT
Permit No.: PR0045123
Issued to: Taco Loco LLC
Issue Date: 07/01/2026
Expiration Date: 06/30/2027
Fee Paid: $1,247.00
This permit is not transferable and must be posted in public view.`);
    expect(fields).toEqual({
      number: { value: 'PR0045123', label: 'Permit No.', line: 4 },
      issueDate: { value: '2026-07-01', label: 'Issue Date', line: 6 },
      expiryDate: { value: '2027-06-30', label: 'Expiration Date', line: 7, laterThan: [] },
      fee: { value: 1247, label: 'Fee Paid', line: 8 },
      agency: laHealth,
      permit: {
        name: 'Mobile Food Facility Health Permit',
        entryId: 'ca-la-county-health',
        category: 'Health',
      },
    });
  });

  it('reads several labels on one line, and a table’s heading with its row below', () => {
    const oneLine = read(
      `City of Austin — Mobile Food Vendor Permit
License # MFV-2026-0193    Issued: March 3, 2026    Expires: March 2, 2027`,
      'TX',
    );
    expect(oneLine.number?.value).toBe('MFV-2026-0193');
    expect(oneLine.issueDate?.value).toBe('2026-03-03');
    expect(oneLine.expiryDate?.value).toBe('2027-03-02');
    expect(oneLine.permit?.entryId).toBe('tx-austin-mobile-food-vendor');

    const table = read(`CERTIFICATE OF REGISTRATION
Certificate No.      Date Issued      Valid Through      Amount Paid
SR-FH-102-334455     01/15/26         01/14/27           $50.00`);
    expect(table).toMatchObject({
      // The values are on the row below their labels: the OCR's doubt about them is that row's.
      number: { value: 'SR-FH-102-334455', label: 'Certificate No.', line: 1, valueLine: 2 },
      issueDate: { value: '2026-01-15' },
      expiryDate: { value: '2027-01-14', label: 'Valid Through' },
      fee: { value: 50 },
    });
  });

  it('takes a value from the next line when its label ends the line', () => {
    const fields = read(`Seller's Permit
Account number
  123-456789
Expires on
  December 31, 2027`);
    expect(fields.expiryDate).toMatchObject({ value: '2027-12-31', line: 3, valueLine: 4 });
    expect(fields.permit?.entryId).toBe('ca-sellers-permit');
    // 'Account number' is not a permit's number.
    expect(fields.number).toBeNull();
  });

  it('reads a Spanish permit: written-out months, and numbers in the US order', () => {
    const fields = read(`DEPARTAMENTO DE SALUD PÚBLICA DEL CONDADO DE LOS ÁNGELES
Permiso de salud para instalación móvil de alimentos
Número de permiso: PR-778812
Fecha de emisión: 1 de julio de 2026
Fecha de vencimiento: 30 de junio de 2027
Cuota: $ 325.00`);
    expect(fields).toMatchObject({
      number: { value: 'PR-778812', label: 'Número de permiso' },
      issueDate: { value: '2026-07-01', label: 'Fecha de emisión' },
      expiryDate: { value: '2027-06-30', label: 'Fecha de vencimiento', laterThan: [] },
      fee: { value: 325 },
      permit: { entryId: 'ca-la-county-health' },
    });
    expect(read('Vence: 03/04/2027').expiryDate?.value).toBe('2027-03-04');
    expect(read('Válido hasta el 14 de marzo de 2027').expiryDate?.value).toBe('2027-03-14');
  });

  it('reads through the OCR’s slips: O for zero, stray spaces, S for a dollar sign', () => {
    const fields = read(`MFF  Health  Permit
Permit  #  A-2O26-0091
Issued:   O7 / 01 / 2O26
Expires: O3/14/2O27
Fee:  S 412.5O`);
    expect(fields).toMatchObject({
      number: { value: 'A-2O26-0091' },
      issueDate: { value: '2026-07-01' },
      expiryDate: { value: '2027-03-14' },
      fee: { value: 412.5 },
      permit: { entryId: 'ca-la-county-health' },
    });
  });

  it('takes the later of two dates that could be the expiry, and says which it was chosen over', () => {
    const fields = read(`Permit No. 55120
Valid: 07/01/2026 – 06/30/2027
Expires: 12/31/2027`);
    expect(fields.issueDate).toEqual({ value: '2026-07-01', label: 'Valid', line: 1 });
    expect(fields.expiryDate).toEqual({
      value: '2027-12-31',
      label: 'Expires',
      line: 2,
      laterThan: [{ value: '2027-06-30', label: 'Valid', line: 1 }],
    });
  });

  it('leaves empty every field the text does not state', () => {
    const fields = read(`Thank you for your application.
This permit expires one year after the date of issue.
Valid until revoked. Fees are listed in the fee schedule.
Permit number will be mailed to you.
Questions? Call (213) 555-0100 or write to 5050 Commerce Dr, Baldwin Park, CA 91706.`);
    expect(fields).toEqual({
      number: null,
      issueDate: null,
      expiryDate: null,
      fee: null,
      agency: null,
      permit: null,
    });
    expect(read('')).toMatchObject({ number: null, expiryDate: null, permit: null });
  });

  it('never takes a date without its year or a date no label introduces', () => {
    const fields = read(`Mobile Food Facility Health Permit
Expires: June 30
Inspected 05/02/2026 by R. Diaz
Printed 2026-06-01`);
    expect(fields.expiryDate).toBeNull();
    expect(fields.issueDate).toBeNull();
  });

  it('answers no fee or issue date when the document states two different ones', () => {
    const fields = read(`Permit Fee: $200.00
License Fee: $75.00
Issued: 01/02/2026
Date Issued: 02/02/2026
Late Fee: $25.00`);
    expect(fields.fee).toBeNull();
    expect(fields.issueDate).toBeNull();
    expect(read('Fee: $200.00\nLate Fee: $25.00').fee?.value).toBe(200);
    expect(read('Fee: $200.00\nAmount Paid: $150.00').fee?.value).toBe(150);
  });

  it('keeps a labelled agency the catalog does not hold, without a link, and matches only in the state', () => {
    expect(read('Issued by: Fresno County Environmental Health\nPermit #: 88-1902').agency).toEqual({
      name: 'Fresno County Environmental Health',
      url: null,
    });
    // Austin's permit is not a Californian business's.
    expect(read('Mobile Food Vendor Permit', 'CA').permit).toBeNull();
    expect(read('Mobile Food Vendor Permit', null).permit?.entryId).toBe('tx-austin-mobile-food-vendor');
    // 'Permit' alone names nothing.
    expect(read('PERMIT\nPermit No. 12345').permit).toBeNull();
  });

  it('reads the numbers tax permits and business tax receipts go by', () => {
    expect(read('Taxpayer number: 32818008061', 'TX').number?.value).toBe('32818008061');
    expect(read('Receipt No. 2025-4153459', 'FL').number?.value).toBe('2025-4153459');
  });

  it('reads a validity period written from one date to another, in English and Spanish', () => {
    expect(read('Valid From: 12/15/2027   To: 12/14/2028')).toMatchObject({
      issueDate: { value: '2027-12-15' },
      expiryDate: { value: '2028-12-14' },
    });
    expect(read('Vigencia: 19 de octubre de 2027 al 18 de octubre de 2028')).toMatchObject({
      issueDate: { value: '2027-10-19' },
      expiryDate: { value: '2028-10-18' },
    });
    // An end before the start is no range.
    expect(read('Valid: 03/01/2027 - 02/01/2027').expiryDate).toBeNull();
  });

  it('reads labels and dates through more of the OCR’s slips: p for D, a bar for I, a semicolon, a space', () => {
    expect(read('Issue pate: 11-MAR-2027 expiration pate: 10-MAR-2028')).toMatchObject({
      issueDate: { value: '2027-03-11' },
      expiryDate: { value: '2028-03-10' },
    });
    expect(read('Date |ssued: 06/13/2027').issueDate?.value).toBe('2027-06-13');
    expect(read('THIS CERTIFICATE EXPIRES ON DECEMBER 31; 2026').expiryDate?.value).toBe('2026-12-31');
    expect(read('Expires: 10/1 7/2028').expiryDate?.value).toBe('2028-10-17');
  });

  it('reads a table’s row that the OCR gives with its columns one space apart', () => {
    const heading = 'Certificate No. Date Issued Expiration Date';
    expect(read(`${heading}\nFH09981724 10/17/2025 10/16/2028`)).toMatchObject({
      number: { value: 'FH09981724' },
      issueDate: { value: '2025-10-17' },
      expiryDate: { value: '2028-10-16' },
    });
    expect(read(`${heading}\nFH09981724 October 17, 2025 October 16, 2028`)).toMatchObject({
      issueDate: { value: '2025-10-17' },
      expiryDate: { value: '2028-10-16' },
    });
  });

  it('reads a fee paid labelled in Spanish', () => {
    expect(read('Cuota pagada: $498.00').fee?.value).toBe(498);
  });

  it('finds an agency and its permit named without what the catalog adds in parentheses', () => {
    const fields = read('TEXAS DEPARTMENT OF STATE HEALTH SERVICES\nMOBILE FOOD VENDOR LICENSE', 'TX');
    expect(fields.agency).toEqual(dshs);
    expect(fields.permit).toMatchObject({ entryId: 'tx-dshs-mobile-food-vendor-license' });
    // Without its agency, a name that short could be any place's.
    expect(read('MOBILE FOOD VENDOR LICENSE', 'TX').permit).toBeNull();
  });
});
