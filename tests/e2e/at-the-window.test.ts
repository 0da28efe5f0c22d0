import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import {
  expectAccessibleOnPhone,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectTouchTargets,
  phoneBrowserSession,
  phoneContext,
} from '../support/browser';
import { outboxFor, signedInOwner } from '../support/e2e-accounts';
import { pdfWithText, readPdf } from '../support/pdf-files';
import {
  addPermitThroughApi,
  inDays,
  shortDate,
  toast,
  uploadDocumentThroughApi,
} from '../support/e2e-helpers';
import { ONE_PAGE_PDF } from '../support/pdf-files';

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);

const PDF = Buffer.from(ONE_PAGE_PDF);

const uploadThroughApi = (permitId: string, name: string, bytes?: Uint8Array) =>
  uploadDocumentThroughApi(context, baseUrl, permitId, { name, bytes });

async function saveProfile(businessName: string) {
  const response = await context.request.put(`${baseUrl}/api/business-profile`, {
    headers: { origin: baseUrl },
    data: { businessName, statesOperating: 'CA', servesBeerWine: false, servesLiquor: false },
  });
  expect(response.status()).toBe(200);
}

describe('a shareable permit page', () => {
  it('shows the chosen permits, and nothing else, to a visitor with no session; then 404 once revoked', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'share-owner' });
    await saveProfile('Rolling Tacos');
    const health = await addPermitThroughApi(context, baseUrl, {
      name: 'Health Permit',
      renewalDate: inDays(120),
      cost: 425,
      notes: 'Back gate code 4411',
    });
    await addPermitThroughApi(context, baseUrl, { name: 'Fire Inspection', renewalDate: inDays(10) });
    await addPermitThroughApi(context, baseUrl, { name: 'Private Parking Lease', notes: 'Landlord Bob' });
    await uploadThroughApi(health.id, 'health-permit.pdf');

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Share Permits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Permits' });
    await dialog.getByLabel('Private Parking Lease').waitFor();
    await dialog.getByLabel('Private Parking Lease').uncheck();
    await dialog.getByLabel('Link expires').selectOption({ label: 'In 7 days' });
    await expectNoAxeViolations(page);
    await expectTouchTargets(page, '[role=dialog]');
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expect.poll(() => toast(page, 'Share link created').count()).toBe(1);
    const url = await dialog.getByLabel('Share link').inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl}/share/[A-Za-z0-9_-]{43}$`));
    const qr = dialog.getByRole('img', { name: 'QR code of the share link' });
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectAccessibleOnPhone(page);

    // A visitor: a fresh browser with no session.
    const visitor = await phoneContext(browser, baseUrl);
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(url);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await visitorPage.getByRole('heading', { name: 'Rolling Tacos' }).waitFor();
    const permits = visitorPage.getByRole('list', { name: 'Permits' }).getByRole('heading');
    expect(await permits.allInnerTexts()).toEqual(['Fire Inspection', 'Health Permit']);
    const text = await visitorPage.locator('main').innerText();
    expect(text).toContain(shortDate(inDays(120)));
    expect(text).toContain('Needs Attention');
    for (const hidden of ['Private Parking Lease', 'Back gate code', '$425', 'Landlord', 'share-owner']) {
      expect(text).not.toContain(hidden);
    }
    expect(await visitorPage.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, nofollow');
    const documentLink = visitorPage.getByRole('link', { name: /View Document/ });
    expect(await documentLink.count()).toBe(1);
    const document = await visitor.request.get(
      new URL((await documentLink.getAttribute('href'))!, baseUrl).href,
    );
    expect(document.status()).toBe(200);
    expect(Buffer.from(await document.body())).toEqual(PDF);
    const pageQr = visitorPage.getByRole('img', { name: 'QR code of this page' });
    await expect
      .poll(() => pageQr.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessibleOnPhone(visitorPage);
    await expectTouchTargets(visitorPage);

    // The owner sees the view, and revokes the link.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Share Permits' }).click();
    await expect.poll(() => dialog.getByText('1 view').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByRole('button', { name: 'Yes, Revoke' }).click();
    await expect.poll(() => toast(page, 'Share link revoked').count()).toBe(1);
    await expect.poll(() => dialog.getByText('Active links').count()).toBe(0);

    const revoked = await visitorPage.goto(url);
    expect(revoked!.status()).toBe(404);
    await visitorPage.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await visitor.close();
  });
});

describe('the compliance packet', () => {
  it('downloads as one PDF of the filtered report with the documents, and goes by e-mail with the attachment', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'packet-owner' });
    await saveProfile('Rolling Tacos');
    const health = await addPermitThroughApi(context, baseUrl, {
      name: 'Health Permit',
      renewalDate: inDays(120),
    });
    await addPermitThroughApi(context, baseUrl, { name: 'Fire Inspection', renewalDate: inDays(10) });
    await addPermitThroughApi(context, baseUrl, { name: 'Old Parking Permit', renewalDate: inDays(-5) });
    await uploadThroughApi(health.id, 'health.pdf', await pdfWithText('COUNTY HEALTH CERTIFICATE', 2));

    await page.goto('/compliance-reports?filter=due-30');
    await page.getByText('Fire Inspection').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Packet' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Rolling-Tacos-compliance-packet-\d{4}-\d{2}-\d{2}\.pdf$/);
    const filtered = await readPdf(fs.readFileSync((await download.path())!));
    expect(filtered.pages).toBe(2);
    expect(filtered.text[0]).toContain('In this packet: Due in 30 Days, 1 of 3 permits');
    expect(filtered.text[1]).toContain('Fire Inspection');

    // E-mailed from the whole report.
    await page.goto('/compliance-reports');
    await page.getByRole('button', { name: 'E-mail Packet' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail Packet' });
    await dialog.getByLabel('Send to').fill('events@street-fair.example');
    await expectNoAxeViolations(page);
    await expectTouchTargets(page, '[role=dialog]');
    await dialog.getByRole('button', { name: 'Send Packet' }).click();
    await expect.poll(() => toast(page, 'Packet sent').count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);

    const [message] = await outboxFor(baseUrl, 'events@street-fair.example');
    expect(message!.subject).toBe('Compliance packet from Rolling Tacos');
    expect(message!.attachments).toHaveLength(1);
    const attachment = await context.request.get(new URL(message!.attachments[0]!.url, baseUrl).href);
    const emailed = await readPdf(await attachment.body());
    // Cover, three permit pages, and the health certificate's two pages.
    expect(emailed.pages).toBe(6);
    expect(emailed.text.join(' ')).toContain('COUNTY HEALTH CERTIFICATE page 2');
    await expectNoHorizontalScroll(page);
  });
});
