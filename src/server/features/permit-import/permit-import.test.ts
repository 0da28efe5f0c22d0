import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../shared/contracts/permit-import';
import { activityEvents, permits } from '../../db/schema';
import { categoryId, createPermit } from '@tests/support/factories';
import { csvOf, importForm, xlsxOf } from '@tests/support/spreadsheets';
import { setUpTestApp } from '@tests/support/test-app';

/** Importing a spreadsheet (docs/product/permits.md#importing-a-spreadsheet): the preview and the import. */
const t = setUpTestApp();

type Options = Parameters<typeof importForm>[1];
const preview = async (cookie: string, file: Uint8Array, options: Options = {}, language = 'en') => {
  const response = await t.request('/api/permit-imports/preview', {
    method: 'POST',
    body: importForm(file, options),
    // Signing in set the app's language cookie to the account's: the screen's choice.
    cookie: `${cookie.replace(/pp_lang=\w+;?\s*/, '')}; pp_lang=${language}`,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ImportPreview;
};
const importFile = (cookie: string, file: Uint8Array, options: Options = {}) =>
  t.request('/api/permit-imports', { method: 'POST', body: importForm(file, options), cookie });
const storedOf = (businessId: string) =>
  t.db.select().from(permits).where(eq(permits.businessId, businessId)).orderBy(permits.name);

/** An owner's own spreadsheet, in their words. */
const OWN_FILE = csvOf([
  ['Permit', 'Expires', 'Kind', 'Fee', 'Comments', 'Truck'],
  ['Health Permit', '03/14/2027', 'Health', '$425.50', 'At the commissary', 'Big Blue'],
  ['Fire Inspection', 'soon', 'Fire Safety', '90', null, 'Big Blue'],
  ['Business License', 'March 1, 2027', 'Licencia comercial', '1,250.00', null, null],
  ['Business License', 'March 1, 2027', null, null, null, null],
  [null, '2027-05-01', null, null, 'no name', null],
  ['Parking', '2027-06-30', 'Parkingish', 'free', null, null],
  ['Commissary', '2027-07-01', 'Vending/Parking', '0', null, null],
]);

describe('the preview of a spreadsheet', () => {
  it('guesses the columns, reads every row and names each problem, storing nothing', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    await createPermit(t.db, owner.id, { name: 'Health Permit', renewalDate: '2027-03-14' });
    const answer = await preview(owner.cookie, OWN_FILE);
    expect(answer.columns.map(({ header, field }) => [header, field])).toEqual([
      ['Permit', 'name'],
      ['Expires', 'renewalDate'],
      ['Kind', 'categoryId'],
      ['Fee', 'cost'],
      ['Comments', 'notes'],
      ['Truck', null],
    ]);
    expect(answer.columns[1]!.sample).toBe('03/14/2027');
    expect(answer).toMatchObject({ dayFirst: false, room: null });
    expect(answer.rows.map(({ row, problems }) => [row, problems])).toEqual([
      [2, ['Duplicate of an existing permit']],
      [3, ['Renewal date not understood']],
      [4, []],
      [5, ['Duplicate of row 4']],
      [6, ['Permit name is required']],
      [7, ['Category not understood', 'Cost not understood']],
      [8, []],
    ]);
    expect(answer.rows[2]!.permit).toMatchObject({
      name: 'Business License',
      renewalDate: '2027-03-01',
      cost: 1250,
      categoryId: await categoryId(t.db, 'Business License'),
    });
    expect(await storedOf(owner.businessId)).toHaveLength(1);
  });

  it('takes the columns as corrected and day-first dates, and answers in Spanish', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const file = csvOf([
      ['Nombre', 'Fecha', 'Clase'],
      ['Permiso de salud', '14/03/2027', 'Salud'],
      ['Bomberos', '03/04/2027', 'pronto'],
    ]);
    // Dates that can only be read day first make it the guess.
    expect((await preview(owner.cookie, file, { mapping: ['name', 'renewalDate', null] })).dayFirst).toBe(
      true,
    );
    const answer = await preview(
      owner.cookie,
      file,
      { mapping: ['name', 'renewalDate', 'categoryId'], dayFirst: false },
      'es',
    );
    expect(
      answer.rows.map(({ permit, problems }) => [permit.renewalDate, permit.categoryId, problems]),
    ).toEqual([
      ['2027-03-14', await categoryId(t.db, 'Health'), []],
      ['2027-03-04', null, ['Categoría no reconocida']],
    ]);
  });
});

describe('importing a spreadsheet', () => {
  it('saves the rows not skipped in one go, each checked and logged as created', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    await createPermit(t.db, owner.id, { name: 'Health Permit', renewalDate: '2027-03-14' });
    // The owner leaves the categories out: row 7 still has a problem.
    const mapping = ['name', 'renewalDate', null, 'cost', 'notes', null];
    const refused = await importFile(owner.cookie, OWN_FILE, { mapping, skip: [2, 3, 5, 6] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Row 7 cannot be imported (Cost not understood). Skip it or correct the file.',
    );
    expect(await storedOf(owner.businessId)).toHaveLength(1);

    const response = await importFile(owner.cookie, OWN_FILE, { mapping, skip: [2, 3, 5, 6, 7] });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      imported: 2,
      notImported: 0,
      limit: null,
    } satisfies ImportResult);
    const stored = await storedOf(owner.businessId);
    expect(
      stored.map(({ name, renewalDate, cost, categoryId }) => [name, renewalDate, cost, categoryId]),
    ).toEqual([
      ['Business License', '2027-03-01', 1250, null],
      ['Commissary', '2027-07-01', 0, null],
      ['Health Permit', '2027-03-14', null, null],
    ]);
    const logged = await t.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.businessId, owner.businessId), eq(activityEvents.action, 'permit.created')),
      );
    expect(logged.map(({ subject, actorEmail }) => [subject, actorEmail]).sort()).toEqual([
      ['Business License', owner.email],
      ['Commissary', owner.email],
    ]);
  });

  it('reads an XLSX with dated and numeric cells', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const file = await xlsxOf([
      ['Permiso', 'Vencimiento', 'Costo', 'Número'],
      ['Permiso de salud', new Date(Date.UTC(2027, 2, 14)), 425.5, 'MFF-0042'],
    ]);
    const response = await importFile(owner.cookie, file, { name: 'permisos.xlsx' });
    expect(response.status).toBe(201);
    expect(await storedOf(owner.businessId)).toMatchObject([
      { name: 'Permiso de salud', renewalDate: '2027-03-14', cost: 425.5, permitNumber: 'MFF-0042' },
    ]);
  });

  it("imports up to the Free plan's limit and says so, and refuses when the limit is reached", async () => {
    const owner = await t.signedInOwner();
    await createPermit(t.db, owner.id, { name: 'Health Permit' });
    const file = csvOf([['Name'], ['One'], ['Two'], ['Three'], ['Four']]);
    expect((await preview(owner.cookie, file)).room).toBe(2);
    const response = await importFile(owner.cookie, file);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ imported: 2, notImported: 2, limit: 3 });
    expect((await storedOf(owner.businessId)).map(({ name }) => name)).toEqual([
      'Health Permit',
      'One',
      'Two',
    ]);
    const full = await importFile(owner.cookie, file, { skip: [2, 3] });
    expect(full.status).toBe(403);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe('PERMIT_LIMIT_REACHED');
  });
});
