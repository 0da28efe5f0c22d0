import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PermitScan } from '../../../shared/contracts/permit-scan';
import { user } from '../../db/schema';
import { permitPdf, permitPhotoSmudged } from '@tests/support/scan-files';
import { setUpScanAiApp } from '@tests/support/scan-ai-app';

/**
 * The AI provider and a value whose print the OCR was unsure of (docs/product/scanning.md#with-an-ai-provider):
 * the model's different value takes its place, marked and noted; its same value leaves the document's; a clear
 * value, and anything of a PDF's own text, is never replaced.
 */

const ai = setUpScanAiApp({ timeoutMs: 5000 });

const LINES = [
  'MOBILE FOOD FACILITY HEALTH PERMIT',
  'Permit No.: PR0045123',
  'Issue Date: 07/01/2026',
  'Expiration Date:',
  'Amount Paid: $347.00',
];
/**
 * The expiry printed smudged: the OCR reads it as 06/30/2077, unsure of it. The provider's answers are kept
 * per input, so each test photographs a permit of its own number.
 */
const smudgedPhoto = (number: string) =>
  permitPhotoSmudged([LINES[0]!, `Permit No.: ${number}`, ...LINES.slice(2)], {
    line: 3,
    x: 400,
    text: '06/30/2027',
    blur: 3.5,
  });

/** The model reads another value in every field but the name and the agency. */
const DISAGREEING = {
  permitName: null,
  permitNumber: 'PR0045128',
  issuingAgency: null,
  issueDate: '2026-07-07',
  expiryDate: '2027-06-30',
  fee: 847,
};

describe('scanning with an AI provider, where the print was unclear', () => {
  it('takes the model’s different value of an unclear field, noted, and keeps every clear one', async () => {
    const owner = await ai.t.signedInOwner();
    const { cookie } = owner;
    ai.reading = DISAGREEING;
    const photo = { bytes: await smudgedPhoto('PR0045123'), name: 'IMG_0002.png', type: 'image/png' };
    const response = await ai.scan(cookie, photo);
    expect(response.status).toBe(200);
    const { method, fields } = (await response.json()) as PermitScan;
    expect(method).toBe('ocr');
    expect(fields).toMatchObject({
      renewalDate: {
        value: '2027-06-30',
        source: 'ai',
        note: expect.stringMatching(/^The print was unclear here; it read \w{3} \d{1,2}, \d{4}\.$/),
      },
      permitNumber: { value: 'PR0045123', source: 'document', note: null },
      issueDate: { value: '2026-07-01', source: 'document', note: null },
      cost: { value: 347, source: 'document', note: null },
    });
    // The text is what is in doubt: the model is shown the page.
    expect(ai.fake.requests).toHaveLength(1);
    expect(ai.fake.requests[0]!.images).toHaveLength(1);

    // The same page again by the owner working in Spanish: the note in their language.
    await ai.t.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    const spanish = await ai.scan(await ai.t.signIn(owner.email, owner.password), photo);
    expect(((await spanish.json()) as PermitScan).fields.renewalDate?.note).toMatch(
      /^La impresión no era clara aquí; se leyó \d{1,2} \w{3} \d{4}\.$/,
    );
  }, 60_000);

  it('keeps the document’s value of an unclear field when the model reads the same', async () => {
    const { cookie } = await ai.t.signedInOwner();
    // What the OCR makes of the smudge is its own (and the clean-up's): a model that reads nothing there tells.
    ai.reading = { ...DISAGREEING, expiryDate: null };
    const first = await ai.scan(cookie, {
      bytes: await smudgedPhoto('PR0045124'),
      name: 'IMG_0003.png',
      type: 'image/png',
    });
    const misread = ((await first.json()) as PermitScan).fields.renewalDate!.value;
    expect(misread).not.toBe('2027-06-30');

    // The same smudge on another permit, which the model reads as the OCR did: the document's value stays.
    ai.reading = { ...DISAGREEING, expiryDate: misread };
    const response = await ai.scan(cookie, {
      bytes: await smudgedPhoto('PR0045125'),
      name: 'IMG_0004.png',
      type: 'image/png',
    });
    const { fields } = (await response.json()) as PermitScan;
    expect(fields.renewalDate).toEqual({ value: misread, source: 'document', note: null });
    expect(fields.permitNumber).toEqual({ value: 'PR0045125', source: 'document', note: null });
    expect(ai.fake.requests).toHaveLength(2);
  }, 60_000);

  it('never replaces what a PDF’s own text states, whatever the model reads', async () => {
    const { cookie } = await ai.t.signedInOwner();
    ai.reading = DISAGREEING;
    const response = await ai.scan(cookie, {
      bytes: await permitPdf([...LINES.slice(0, 3), 'Expires: 06/30/2077', LINES[4]!]),
    });
    const { method, fields } = (await response.json()) as PermitScan;
    expect(method).toBe('pdf-text');
    expect(fields).toMatchObject({
      permitNumber: { value: 'PR0045123', source: 'document', note: null },
      issueDate: { value: '2026-07-01', source: 'document', note: null },
      renewalDate: { value: '2077-06-30', source: 'document', note: null },
      cost: { value: 347, source: 'document', note: null },
    });
    // Asked for the fields the text leaves empty, from the text.
    expect(ai.fake.requests[0]!.images).toEqual([]);
  });
});
