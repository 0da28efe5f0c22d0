import { describe, expect, it } from 'vitest';
import type { Permit } from '../../../shared/contracts/permits';
import { complianceReportCsv } from '../../../shared/domain/compliance-csv';
import { i18nFor } from '../../i18n/i18n';
import { importForm } from '@tests/support/spreadsheets';
import { setUpTestApp } from '@tests/support/test-app';

/** Our own CSV export imports back unchanged (docs/product/permits.md#importing-a-spreadsheet). */
const t = setUpTestApp();

const PERMITS = [
  {
    name: 'Mobile Food Facility Permit',
    renewalDate: '2027-03-04',
    cost: 425.5,
    state: 'California',
    notes: 'Inspection at the commissary, "Bay 3"\nSecond line',
    permitNumber: 'MFF-2026-0042',
    issuingAgency: 'Alameda County Environmental Health',
  },
  // A note a spreadsheet would run as a formula: the export guards it, the import takes the guard off.
  { name: 'Seller’s Permit', renewalDate: null, cost: null, state: 'TX', notes: '=SUM(A1:A9)' },
  { name: 'Fire Inspection', renewalDate: '2027-12-01', cost: 0, state: null, notes: '-2 extinguishers' },
];

const listOf = async (cookie: string) =>
  ((await (await t.request('/api/permits', { cookie })).json()) as { permits: Permit[] }).permits;

/** What the export says of a permit: the fields it has columns for. */
const exported = (permit: Permit) => ({
  name: permit.name,
  renewalDate: permit.renewalDate,
  cost: permit.cost,
  stateCode: permit.stateCode,
  notes: permit.notes,
  permitNumber: permit.permitNumber,
  agency: permit.agency?.name ?? null,
});
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

describe('our own CSV export', () => {
  it.each(['en', 'es'] as const)('imports back unchanged, exported in %s', async (locale) => {
    const source = await t.signedInOwner({ plan: 'pro' });
    for (const json of PERMITS)
      expect((await t.request('/api/permits', { method: 'POST', json, cookie: source.cookie })).status).toBe(
        201,
      );
    const listed = await listOf(source.cookie);
    const csv = complianceReportCsv(listed, '2026-11-28', i18nFor(locale), {
      vehicles: true,
      inspections: new Map(listed.map((permit) => [permit.id, { latest: null, next: '2027-01-05' }])),
    });

    const target = await t.signedInOwner({ plan: 'pro' });
    const response = await t.request('/api/permit-imports', {
      method: 'POST',
      body: importForm(new TextEncoder().encode(csv)),
      cookie: target.cookie,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toEqual({ imported: 3, notImported: 0, limit: null });
    expect((await listOf(target.cookie)).map(exported).sort(byName)).toEqual(
      listed.map(exported).sort(byName),
    );
  });
});
