import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PermitScan } from '../../../shared/contracts/permit-scan';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-types';
import { permitCategories } from '../../db/schema';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { pdfOfSize, pdfWithText } from '@tests/support/pdf-files';
import {
  encryptedPdf,
  heifSaying,
  permitPdf,
  permitPhoto,
  pngWithoutPixels,
  scannedPdf,
  ZIP_BYTES,
} from '@tests/support/scan-files';
import { setUpTestApp } from '@tests/support/test-app';
import { uploadForm, type UploadedFile } from '@tests/support/uploads';
import { SCAN_LIMIT_NAME, SCANS_PER_HOUR } from './scan-limits';

/**
 * 'Scan a Permit' through the API (docs/product/scanning.md): real files made here, read in the real scan
 * pool. OCR costs seconds on two cores, so the photos are few.
 */
const t = setUpTestApp();

type ErrorBody = { error: { code: string; message: string } };

/** An owner in California, where the catalog knows the county's mobile food facility permit. */
async function californian(options: { plan?: 'pro' } = {}) {
  const owner = await t.signedInOwner(options);
  await t.request('/api/business-profile', {
    method: 'PUT',
    json: { businessName: 'Taco Loco', statesOperating: 'California' },
    cookie: owner.cookie,
  });
  return owner;
}

const scan = (cookie: string, file: UploadedFile) =>
  t.request('/api/permit-scans', { method: 'POST', body: uploadForm(file), cookie });

/** The session with Spanish chosen (the language cookie, as the account's language sets it). */
const inSpanish = (cookie: string) =>
  /pp_lang=/.test(cookie) ? cookie.replace(/pp_lang=\w+/, 'pp_lang=es') : `${cookie}; pp_lang=es`;

const refusal = async (response: Response) => ({
  status: response.status,
  code: ((await response.json()) as ErrorBody).error.code,
});

const HEALTH_PERMIT = ['MOBILE FOOD FACILITY HEALTH PERMIT', 'Permit No.: PR0045123'];

describe('scanning a permit', () => {
  it('starts no scan thread before the first scan, and refuses bytes that are no image or PDF with 415', async () => {
    const owner = await californian();
    // A ZIP named and typed as a PDF: the bytes decide.
    const zip = await scan(owner.cookie, { bytes: ZIP_BYTES, name: 'permit.pdf', type: 'application/pdf' });
    expect(await refusal(zip)).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(t.scans.started).toBe(false);
  });

  it('reads a photo by OCR: its name from the catalog, its number and its expiry', async () => {
    const owner = await californian();
    const photo = await permitPhoto([...HEALTH_PERMIT, 'Expiration Date: 06/30/2027']);
    const response = await scan(owner.cookie, { bytes: photo, name: 'IMG_0042.png', type: 'image/png' });
    expect(response.status).toBe(200);
    const [health] = await t.db
      .select({ id: permitCategories.id })
      .from(permitCategories)
      .where(eq(permitCategories.name, 'Health'));
    const document = (value: unknown) => ({ value, source: 'document', note: null });
    expect((await response.json()) as PermitScan).toEqual({
      method: 'ocr',
      fields: {
        name: document('Mobile Food Facility health permit'),
        catalogEntryId: document('ca-mobile-food-facility-health-permit'),
        categoryId: document(health!.id),
        permitNumber: document('PR0045123'),
        renewalDate: document('2027-06-30'),
      },
    });
    expect(t.scans.started).toBe(true);
  });

  it("reads an iPhone's HEIC photo: decoded from HEVC, then read by OCR as any photo", async () => {
    const owner = await californian();
    // HEVC has no encoder in the registry: the photo is made once (tests/support/make-heic-fixture.ts) and kept.
    const heic = fs.readFileSync(
      path.join(import.meta.dirname, '../../../../tests/support/fixtures/permit-photo.heic'),
    );
    const response = await scan(owner.cookie, { bytes: heic, name: 'IMG_0043.HEIC', type: 'image/heic' });
    expect(response.status).toBe(200);
    const { method, fields } = (await response.json()) as PermitScan;
    expect(method).toBe('ocr');
    expect(fields.permitNumber?.value).toBe('PR0045123');
    expect(fields.renewalDate?.value).toBe('2027-06-30');
    expect(fields.catalogEntryId?.value).toBe('ca-mobile-food-facility-health-permit');
  });

  it('reads a PDF’s own text without OCR, and says which other expiry date the one chosen won over', async () => {
    const owner = await californian();
    const pdf = await permitPdf([
      ...HEALTH_PERMIT,
      'Issue Date: 07/01/2026',
      'Valid Through: 12/31/2026',
      'Expiration Date: 06/30/2027',
      'Amount Paid: $245.00',
    ]);
    const response = await scan(inSpanish(owner.cookie), { bytes: pdf });
    expect(response.status).toBe(200);
    const { method, fields } = (await response.json()) as PermitScan;
    expect(method).toBe('pdf-text');
    expect(fields).toMatchObject({
      permitNumber: { value: 'PR0045123', source: 'document' },
      issueDate: { value: '2026-07-01', source: 'document', note: null },
      renewalDate: { value: '2027-06-30', source: 'document' },
      cost: { value: 245, source: 'document' },
    });
    // In the language of the request (docs/decisions/0026).
    expect(fields.renewalDate!.note).toBe(
      'La más tardía de las fechas que podrían ser el vencimiento. El documento también indica Valid Through: 31 dic 2026.',
    );
  });

  it('reads a scanned PDF, one without a text layer, by the OCR of its first page', async () => {
    const owner = await californian();
    const scanned = await scannedPdf(['Permit No.: PR0045123', 'Expires: 06/30/2027']);
    const response = await scan(owner.cookie, { bytes: scanned, name: 'scan.pdf' });
    expect(response.status).toBe(200);
    expect((await response.json()) as PermitScan).toMatchObject({
      method: 'ocr',
      fields: { permitNumber: { value: 'PR0045123' }, renewalDate: { value: '2027-06-30' } },
    });
  });

  it('answers NOT_A_PERMIT for a document whose text states no field of a permit', async () => {
    const owner = await californian();
    const letter = await permitPdf(['Dear customer,', 'Thank you for your order of two dozen tortillas.']);
    const response = await scan(owner.cookie, { bytes: letter, name: 'letter.pdf' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: 'NOT_A_PERMIT',
      message: 'Could not read the document: it does not look like a permit.',
    });
  });

  it('refuses an image larger than the limit from its header alone, before decoding it', async () => {
    const owner = await californian();
    // 20000 × 20000 pixels by its header, and next to no pixels: decoding would find it damaged.
    const bomb = pngWithoutPixels(20_000, 20_000);
    const response = await scan(owner.cookie, { bytes: bomb, name: 'photo.png', type: 'image/png' });
    expect(await refusal(response)).toEqual({ status: 422, code: 'IMAGE_TOO_LARGE' });
    const small = await scan(owner.cookie, { bytes: pngWithoutPixels(800, 600), type: 'image/png' });
    expect(await refusal(small)).toEqual({ status: 422, code: 'DAMAGED_DOCUMENT' });
    // An iPhone's HEIC is measured by its own header (its `ispe` property), before libheif decodes it.
    const heic = await scan(owner.cookie, {
      bytes: await heifSaying(20_000, 20_000),
      name: 'IMG_0042.HEIC',
      type: 'image/heic',
    });
    expect(await refusal(heic)).toEqual({ status: 422, code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses a PDF protected by a password, and a file over 10 MB but not one under', async () => {
    const owner = await californian();
    const locked = await scan(owner.cookie, { bytes: await encryptedPdf() });
    expect(((await locked.json()) as ErrorBody).error).toEqual({
      code: 'ENCRYPTED_PDF',
      message: 'Could not read the document: the PDF is protected by a password.',
    });
    expect(locked.status).toBe(422);
    const large = await scan(owner.cookie, { bytes: pdfOfSize(MAX_DOCUMENT_BYTES + 1) });
    expect(await refusal(large)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    // A document's limit, not a JSON body's.
    const padding = MAX_DOCUMENT_BYTES - 100 * 1024;
    const heavy = await scan(owner.cookie, {
      bytes: await pdfWithText('Permit No.: PR0045123', 1, { padding }),
    });
    expect(heavy.status).toBe(200);
  });

  it('lets crew add no permit, so scan none', async () => {
    const owner = await californian({ plan: 'pro' });
    const crew = await t.signedInMember(owner.businessId, 'crew');
    const response = await scan(crew.cookie, { bytes: await permitPdf(HEALTH_PERMIT) });
    expect(await refusal(response)).toEqual({ status: 403, code: 'FORBIDDEN' });
    const manager = await t.signedInMember(owner.businessId, 'manager');
    expect((await scan(manager.cookie, { bytes: await permitPdf(HEALTH_PERMIT) })).status).toBe(200);
  });

  it(`allows ${SCANS_PER_HOUR} scans an hour per business, then answers 429 RATE_LIMITED`, async () => {
    const owner = await californian();
    const limiter = createSlidingWindowLimiter({
      db: t.db,
      name: SCAN_LIMIT_NAME,
      max: SCANS_PER_HOUR,
      windowMs: 60 * 60 * 1000,
    });
    // The hour's scans but one, as the route counts them.
    for (let scans = 1; scans < SCANS_PER_HOUR; scans++) await limiter.tryTake(owner.businessId);
    const pdf = await permitPdf(HEALTH_PERMIT);
    expect((await scan(owner.cookie, { bytes: pdf })).status).toBe(200);
    expect(await refusal(await scan(owner.cookie, { bytes: pdf }))).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    });
    // Another business scans on.
    const other = await californian();
    expect((await scan(other.cookie, { bytes: pdf })).status).toBe(200);
  });
});
