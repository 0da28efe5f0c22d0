import { describe, expect, inject, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNothingSpillsOut,
  expectTouchTargets,
  phoneBrowserSession,
} from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, shortDate, toast } from '../support/e2e-helpers';
import { expectDialogOperableByKeyboard, type DialogPath } from '../support/keyboard-access';
import { ONE_PAGE_PDF } from '../support/pdf-files';

// A permit's inspections on a 375 px phone (docs/product/events.md#inspections): an owner records a failed
// fire inspection with its report and the re-inspection date, by keyboard where it counts, and finds both on
// the compliance reports.

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

const inspectionsDialog: DialogPath = {
  role: 'dialog',
  name: 'Inspections',
  triggers: (on) => [on.getByRole('button', { name: 'Inspections of Fire Safety Permit' })],
};

describe("a permit's inspections on a phone", () => {
  it('records a failed inspection with its report and re-inspection, and shows it on the reports', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'inspections' });
    await addPermitThroughApi(context, baseUrl, { name: 'Fire Safety Permit', renewalDate: inDays(200) });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Fire Safety Permit' }).waitFor();
    await expectDialogOperableByKeyboard(page, inspectionsDialog);

    await page.getByRole('button', { name: 'Inspections of Fire Safety Permit' }).click();
    const list = page.getByRole('dialog', { name: 'Inspections' });
    await list.getByText('No inspections recorded yet.').waitFor();
    await list.getByRole('button', { name: 'Add Inspection' }).click();
    const form = page.getByRole('dialog', { name: 'Add Inspection' });
    await form.getByLabel('Date').fill(inDays(-3));
    await form.getByLabel('Agency').fill('County Fire Marshal');
    await form.getByLabel('Result').selectOption({ label: 'Failed' });
    // A re-inspection before the inspection is refused under its field.
    await form.getByLabel('Re-inspection date').fill(inDays(-4));
    await form.getByLabel('Report document').setInputFiles({
      name: 'fire-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(ONE_PAGE_PDF),
    });
    await form.getByRole('button', { name: 'Add Inspection' }).click();
    await page.locator('#inspection-reinspection-error').waitFor();
    expect(await page.locator('#inspection-reinspection-error').textContent()).toBe(
      'The re-inspection cannot be before the inspection',
    );
    await expectNoAxeViolations(page);
    await expectNothingSpillsOut(page);

    await form.getByLabel('Re-inspection date').fill(inDays(11));
    // Saved from the keyboard.
    await form.getByRole('button', { name: 'Add Inspection' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page, 'Inspection saved').count()).toBeGreaterThan(0);
    const item = list.getByTestId('inspection');
    await item.getByText('Failed').waitFor();
    await item.getByText(`Re-inspection: ${shortDate(inDays(11))}`).waitFor();
    expect(await item.getByRole('link', { name: /^Download the report/ }).getAttribute('download')).toBe(
      'fire-report.pdf',
    );
    await expectNoAxeViolations(page);
    await expectTouchTargets(page, '[role=dialog]');
    await expectNothingSpillsOut(page);
    await page.keyboard.press('Escape');

    await page.goto('/compliance-reports');
    const row = page.getByTestId('report-row').filter({ hasText: 'Fire Safety Permit' });
    const inspections = row.getByTestId('report-inspections');
    await inspections.getByText('Failed').waitFor();
    await inspections.getByText(shortDate(inDays(-3))).waitFor();
    await inspections.getByText(`${shortDate(inDays(11))} (re-inspection)`).waitFor();
    await expectNoAxeViolations(page);
    await expectNothingSpillsOut(page);
  });
});
