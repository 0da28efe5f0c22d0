import { describe, expect, inject, it } from 'vitest';
import { expectAccessibleOnPhone, expectTouchTargets, phoneBrowserSession } from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, toast } from '../support/e2e-helpers';
import { csvOf, xlsxOf } from '../support/spreadsheets';

// Importing a spreadsheet on a phone (docs/product/permits.md#importing-a-spreadsheet): the owner's own file,
// one column matched by hand, the rows with problems skipped, the rest on the dashboard.

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Import Permits', () => {
  it('imports an owner’s workbook from the empty dashboard: one column corrected, a bad row and a duplicate skipped', async () => {
    await signedInOwner(context, baseUrl, { plan: 'pro' });
    const workbook = await xlsxOf([
      ['Permit', 'Runs out', 'Fee', 'Agency'],
      ['Health Permit', '03/14/2027', 425, 'Alameda County Environmental Health'],
      ['Fire Inspection', 'soon', 90, 'Oakland Fire Department'],
      ['Business License', '2027-06-30', 120, 'City of Oakland'],
      ['Health Permit', '03/14/2027', 425, 'Alameda County Environmental Health'],
      ['Parking Permit', 'March 1, 2027', null, null],
    ]);
    await page.goto('/dashboard');
    await page.getByText('No permits added yet').waitFor();
    await page.getByRole('button', { name: 'Import Permits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Permits' });
    await dialog.getByLabel('Spreadsheet (CSV or .xlsx, up to 5 MB)').setInputFiles({
      name: 'my permits.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from(workbook),
    });

    // The guesses, and the one the owner corrects: 'Runs out' holds the renewal dates.
    const runsOut = dialog.getByLabel('Runs out');
    await runsOut.waitFor();
    expect(await dialog.getByLabel('Permit', { exact: true }).inputValue()).toBe('name');
    expect(await dialog.getByLabel('Fee').inputValue()).toBe('cost');
    expect(await dialog.getByLabel('Agency').inputValue()).toBe('issuingAgency');
    expect(await runsOut.inputValue()).toBe('');
    await runsOut.selectOption({ label: 'Renewal date' });
    await expectAccessibleOnPhone(page);
    await dialog.getByRole('button', { name: 'Check the rows' }).click();

    // Every row with its problems; the import waits until they are skipped.
    const rowOf = (row: number) => dialog.locator('li').filter({ has: page.getByLabel(`Skip row ${row}`) });
    await rowOf(3).getByText('Renewal date not understood').waitFor();
    expect(await rowOf(5).getByText('Duplicate of row 2').isVisible()).toBe(true);
    expect(await rowOf(2).getByText('Renews Mar 14, 2027').isVisible()).toBe(true);
    const importButton = dialog.getByRole('button', { name: 'Import 5 permits' });
    expect(await importButton.isDisabled()).toBe(true);
    await expectAccessibleOnPhone(page);
    await expectTouchTargets(page, '[role=dialog]');

    // One by keyboard, one by touch.
    await dialog.getByLabel('Skip row 3').focus();
    await page.keyboard.press('Space');
    await dialog.getByLabel('Skip row 5').tap();
    await dialog.getByRole('button', { name: 'Import 3 permits' }).click();

    await toast(page, 'Permits imported').waitFor();
    expect(await toast(page, '3 permits added.').count()).toBe(1);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(3);
    const names = await page.getByTestId('permit-row').locator('h3').allTextContents();
    expect(names.sort()).toEqual(['Business License', 'Health Permit', 'Parking Permit']);
  });

  it("imports a CSV from /permit-setup up to the Free plan's limit, and says so", async () => {
    await signedInOwner(context, baseUrl);
    await addPermitThroughApi(context, baseUrl, { name: 'Health Permit', renewalDate: '2027-03-14' });
    const csv = csvOf([
      ['Nombre', 'Vencimiento', 'Costo'],
      ['Health Permit', '14/03/2027', '425'],
      ['Licencia comercial', '30/06/2027', '120'],
      ['Permiso de estacionamiento', '01/07/2027', '80'],
      ['Permiso de bomberos', '15/08/2027', '90'],
    ]);
    await page.goto('/permit-setup');
    await page.getByRole('button', { name: 'Import Permits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Permits' });
    await dialog.getByLabel('Spreadsheet (CSV or .xlsx, up to 5 MB)').setInputFiles({
      name: 'permisos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // Dates that can only be read day first start the choice ticked.
    const dayFirst = dialog.getByLabel('Dates are day first (14/03/2027)');
    await dayFirst.waitFor();
    expect(await dayFirst.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Check the rows' }).click();
    await dialog.getByText('Duplicate of an existing permit').waitFor();
    await dialog.getByRole('button', { name: 'Skip rows with problems' }).click();
    await dialog
      .getByText('The Free plan has room for 2 more permits: only the first 2 rows will be imported.')
      .waitFor();
    await expectAccessibleOnPhone(page);
    await dialog.getByRole('button', { name: 'Import 2 permits' }).click();

    await toast(page, '1 row was left out: the Free plan tracks up to 3 permits.').waitFor();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(3);
  });
});
