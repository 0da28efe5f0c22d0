import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { permits } from '../db/schema';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp, type SignedInOwner } from '@tests/support/test-app';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';

/**
 * The name of an uploaded document (checked by content: docs/product/permits.md#documents). A name is what
 * the owner (or their accountant) trusts to open a download with: direction controls made
 * 'invoice\u202Efdp.exe' read as 'invoiceexe.pdf', and a PNG kept its 'evil.html'. The stored and offered
 * name has no control or direction character and ends in the extension of the type the content proved.
 */
const PDF = ONE_PAGE_PDF;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

const t = setUpTestApp();
let owner: SignedInOwner;
beforeAll(async () => {
  owner = await t.signedInOwner();
});

const upload = (permitId: string, bytes: Uint8Array, type: string, name: string) =>
  t.uploadDocument(owner.cookie, permitId, { bytes, type, name });

/** The file name a download offers: the RFC 5987 value of its only parameter, decoded. */
async function offeredName(permitId: string) {
  const response = await t.request(`/api/permits/${permitId}/document`, { cookie: owner.cookie });
  expect(response.status).toBe(200);
  const match = /^attachment; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(
    response.headers.get('content-disposition') ?? '',
  );
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

const DIRECTION_OR_CONTROL = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

describe('uploaded document names', () => {
  const CASES: [sent: string, bytes: Uint8Array, type: string, stored: string][] = [
    ['evil.html', PNG, 'image/png', 'evil.png'],
    ['invoice\u202Efdp.exe', PDF, 'application/pdf', 'invoicefdp.pdf'],
    ['invoice\u202Efdp.pdf', PDF, 'application/pdf', 'invoicefdp.pdf'],
    ['\u2067report\u2069\u200f.pdf', PDF, 'application/pdf', 'report.pdf'],
    ['scan\u0000\u001b[31m.JPG', JPEG, 'image/jpeg', 'scan[31m.JPG'],
    ['photo.jpeg', JPEG, 'image/jpeg', 'photo.jpeg'],
    ['photo.png', JPEG, 'image/jpeg', 'photo.jpg'],
    ['Health Permit', PDF, 'application/pdf', 'Health Permit.pdf'],
    ['Permit v1.2', PDF, 'application/pdf', 'Permit v1.2.pdf'],
    ['archive.tar.gz', PDF, 'application/pdf', 'archive.tar.pdf'],
    ['trailing dots.pdf. . ', PDF, 'application/pdf', 'trailing dots.pdf'],
    ['\u202e', PDF, 'application/pdf', 'document.pdf'],
    ['.htaccess', PNG, 'image/png', 'htaccess.png'],
    [`${'a'.repeat(300)}.exe`, PDF, 'application/pdf', `${'a'.repeat(196)}.pdf`],
  ];

  it('strips direction and control characters and takes the extension of the detected type', async () => {
    for (const [sent, bytes, type, stored] of CASES) {
      const { id } = await createPermit(t.db, owner.id);
      const response = await upload(id, bytes, type, sent);
      expect(response.status, JSON.stringify(sent)).toBe(200);
      const { document } = (await response.json()) as { document: { name: string; type: string } };
      expect(document.name, JSON.stringify(sent)).toBe(stored);
      expect(document.name).not.toMatch(DIRECTION_OR_CONTROL);
      const [row] = await t.db.select().from(permits).where(eq(permits.id, id));
      expect(row!.documentName).toBe(stored);
      expect(await offeredName(id), JSON.stringify(sent)).toBe(stored);
    }
  });

  it('offers a name stored before these rules cleaned as well', async () => {
    const { id } = await createPermit(t.db, owner.id);
    expect((await upload(id, PDF, 'application/pdf', 'permit.pdf')).status).toBe(200);
    await t.db.update(permits).set({ documentName: 'invoice\u202Efdp.exe' }).where(eq(permits.id, id));
    expect(await offeredName(id)).toBe('invoicefdp.pdf');
    const shown = await t.request(`/api/permits/${id}`, { cookie: owner.cookie });
    expect(((await shown.json()) as { document: { name: string } }).document.name).toBe('invoicefdp.pdf');
  });
});
