import { format } from 'date-fns';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { Permit } from '@shared/contracts/permits';
import type { PermitScan } from '@shared/contracts/permit-scan';
import { expectAccessibleOnPhone, phoneBrowserSession } from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { dayAt, inDays } from '../support/e2e-helpers';

// 'Scan a Permit' on a phone (docs/product/permits.md#scanning-a-permit), read by the real server: a photo
// made here from a template (no real permit is committed), a PDF with a text layer, and an image with nothing
// to read.

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

const READ = 'Read from your document — check it';
const ISSUED = inDays(-150);
const EXPIRES = inDays(200);
/** As a Los Angeles County permit prints its dates: 06/30/2027. */
const printed = (days: number) => format(dayAt(days), 'MM/dd/yyyy');
const PERMIT_LINES = [
  'COUNTY OF LOS ANGELES',
  'DEPARTMENT OF PUBLIC HEALTH - ENVIRONMENTAL HEALTH',
  'MOBILE FOOD FACILITY HEALTH PERMIT',
  'Permit No.: PR0045123',
  'Issued to: Rolling Tacos LLC',
  `Issue Date: ${printed(-150)}`,
  `Expiration Date: ${printed(200)}`,
  'Fee Paid: $1,247.00',
];

/** The permit as a phone photographs it: dark print on off-white paper, a PNG made with sharp from an SVG. */
async function permitPhoto(lines: string[]) {
  const text = lines.map((line, index) => `<text x="60" y="${110 + index * 70}">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${160 + lines.length * 70}">
    <rect width="100%" height="100%" fill="#efeadf"/>
    <g font-family="sans-serif" font-size="40" fill="#2b2b2b">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The same permit as an agency e-mails it: a PDF whose text is a layer of its own. */
async function permitPdf(lines: string[]) {
  const { PDFDocument, StandardFonts } = await import('@pdfme/pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pdfPage = pdf.addPage([612, 792]);
  lines.forEach((line, index) => pdfPage.drawText(line, { x: 60, y: 720 - index * 28, size: 14, font }));
  return Buffer.from(await pdf.save());
}

/** An owner in California (the state the reading matches agencies and names in), on an empty dashboard. */
async function ownerInCalifornia() {
  await signedInOwner(context, baseUrl);
  const profile = await context.request.put(`${baseUrl}/api/business-profile`, {
    data: { businessName: 'Rolling Tacos', statesOperating: 'CA' },
    headers: { origin: baseUrl },
  });
  expect(profile.ok()).toBe(true);
}

const field = (label: string) => page.getByLabel(label, { exact: true });
/** The texts tied to a field with aria-describedby: its hint, its mark and note, its error. */
const descriptionOf = (locator: Locator) =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? ''),
  );

/** Chooses `file` with 'Scan a Permit' and waits for the server's answer. */
async function scan(file: { name: string; mimeType: string; buffer: Buffer }) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/permit-scans'));
  await page.getByLabel('Scan a Permit').setInputFiles(file);
  return answered;
}

describe("'Scan a Permit' on a phone", () => {
  it('fills the expiry date, number and name from a photo, marks them, and saving keeps the photo as the document', async () => {
    await ownerInCalifornia();
    await page.goto('/dashboard');
    await page.getByText('No permits added yet').waitFor();
    await page.getByRole('link', { name: 'Scan a Permit' }).click();
    await page.waitForURL('**/permit-setup?scan=1');

    const response = await scan({
      name: 'permit-photo.png',
      mimeType: 'image/png',
      buffer: await permitPhoto(PERMIT_LINES),
    });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as PermitScan).method).toBe('ocr');
    await page.getByText('The form is filled in from your document. Check each marked field.').waitFor();

    expect(await field('Renewal/Expiration Date').inputValue()).toBe(EXPIRES);
    expect(await field('Permit number').inputValue()).toBe('PR0045123');
    expect(await field('License/Permit Name').inputValue()).toMatch(/mobile food facility/i);
    for (const label of ['Renewal/Expiration Date', 'Permit number', 'License/Permit Name']) {
      expect((await descriptionOf(field(label)))[0], label).toBe(READ);
    }
    expect(await field('Issue/Start Date').inputValue()).toBe(ISSUED);
    expect(await field('Cost/Fee ($)').inputValue()).toBe('1247.00');
    // The photo is the permit's document, chosen in the form.
    expect(await page.getByText('permit-photo.png', { exact: true }).isVisible()).toBe(true);
    await expectAccessibleOnPhone(page);

    await page.getByRole('button', { name: 'Save Permit' }).click();
    await page.waitForURL('**/dashboard');
    const listed = await context.request.get(`${baseUrl}/api/permits`);
    const [saved] = ((await listed.json()) as { permits: Permit[] }).permits;
    expect(saved).toMatchObject({ permitNumber: 'PR0045123', renewalDate: EXPIRES });
    expect(saved!.document).toMatchObject({ name: 'permit-photo.png', type: 'image/png' });
  });

  it('reads a PDF with a text layer from its text, without OCR', async () => {
    await ownerInCalifornia();
    await page.goto('/permit-setup');
    const response = await scan({
      name: 'permit.pdf',
      mimeType: 'application/pdf',
      buffer: await permitPdf(PERMIT_LINES),
    });
    expect(((await response.json()) as PermitScan).method).toBe('pdf-text');
    await page.getByText('The form is filled in from your document. Check each marked field.').waitFor();
    expect(await field('Renewal/Expiration Date').inputValue()).toBe(EXPIRES);
    expect(await field('Permit number').inputValue()).toBe('PR0045123');
    expect((await descriptionOf(field('Permit number')))[0]).toBe(READ);
  });

  it("says 'Could not read the document' of an image with nothing to read, and leaves the form as it was", async () => {
    await ownerInCalifornia();
    await page.goto('/permit-setup');
    await field('License/Permit Name').fill('Catering Agreement');
    await field('Permit number').fill('CA-77');
    const blank = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#efeadf' },
    })
      .png()
      .toBuffer();

    const response = await scan({ name: 'blank.png', mimeType: 'image/png', buffer: blank });
    expect(response.status()).toBe(422);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not read the document' });
    await alert.waitFor();
    expect(await field('License/Permit Name').inputValue()).toBe('Catering Agreement');
    expect(await field('Permit number').inputValue()).toBe('CA-77');
    expect(await field('Renewal/Expiration Date').inputValue()).toBe('');
    expect(await descriptionOf(field('Permit number'))).toEqual([]);
    // Nothing became the permit's document.
    expect(await page.getByText('blank.png', { exact: true }).count()).toBe(0);
    await expectAccessibleOnPhone(page);
  });
});
