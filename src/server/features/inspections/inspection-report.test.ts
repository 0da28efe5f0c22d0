import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Inspection } from '../../../shared/contracts/inspections';
import { documentDeletions, permitInspections } from '../../db/schema';
import { deleteQueuedDocuments } from '../../integrations/documents/document-deletions';
import { newInspectionReportKey, newDocumentKey } from '../../integrations/documents/document-keys';
import { sweepOrphanDocuments } from '../../integrations/documents/sweep-orphan-documents';
import { createPermit } from '@tests/support/factories';
import { BROKEN_PDF, ONE_PAGE_PDF, pdfOfSize, redPng } from '@tests/support/pdf-files';
import { setUpTestApp } from '@tests/support/test-app';
import { uploadForm, type UploadedFile } from '@tests/support/uploads';

const t = setUpTestApp();

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error;
const upload = (cookie: string, inspectionId: string, file: UploadedFile = {}) =>
  t.request(`/api/inspections/${inspectionId}/report`, { method: 'PUT', body: uploadForm(file), cookie });
const storedKeyOf = async (inspectionId: string) =>
  (
    await t.db
      .select({ key: permitInspections.reportDocumentKey })
      .from(permitInspections)
      .where(eq(permitInspections.id, inspectionId))
  )[0]?.key ?? null;

async function inspectionOfNewOwner(plan?: 'pro') {
  const owner = await t.signedInOwner(plan ? { plan } : {});
  const permit = await createPermit(t.db, owner.id, { name: 'Fire Safety Permit' });
  const response = await t.request(`/api/permits/${permit.id}/inspections`, {
    method: 'POST',
    json: { scheduledOn: '2027-03-01', result: 'failed', reinspectionOn: '2027-03-15' },
    cookie: owner.cookie,
  });
  return { owner, permit, inspection: (await response.json()) as Inspection };
}

describe("an inspection's report", () => {
  it('is stored, offered to every member, replaced and removed as a permit document is', async () => {
    const { owner, inspection } = await inspectionOfNewOwner('pro');
    const stored = await upload(owner.cookie, inspection.id, { name: 'inspection-report.pdf' });
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as Inspection).report).toEqual({
      name: 'inspection-report.pdf',
      type: 'application/pdf',
      size: ONE_PAGE_PDF.byteLength,
    });
    const firstKey = (await storedKeyOf(inspection.id))!;
    // A key of its own shape, under the business's prefix (closing the account removes it).
    expect(firstKey).toMatch(new RegExp(`^${owner.businessId}/inspection/${inspection.id}/`));

    const crew = await t.signedInMember(owner.businessId, 'crew');
    const download = await t.request(`/api/inspections/${inspection.id}/report`, { cookie: crew.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('inspection-report.pdf');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(ONE_PAGE_PDF);
    expect((await upload(crew.cookie, inspection.id)).status).toBe(403);

    // A photo of the report replaces the PDF; the PDF leaves the store.
    const replaced = await upload(owner.cookie, inspection.id, {
      bytes: redPng(),
      name: 'photo.png',
      type: 'image/png',
    });
    expect(((await replaced.json()) as Inspection).report).toMatchObject({
      name: 'photo.png',
      type: 'image/png',
    });
    expect(await t.documents.get(firstKey)).toBeNull();

    const secondKey = (await storedKeyOf(inspection.id))!;
    const removed = await t.request(`/api/inspections/${inspection.id}/report`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(((await removed.json()) as Inspection).report).toBeNull();
    expect(await t.documents.get(secondKey)).toBeNull();
    const none = await t.request(`/api/inspections/${inspection.id}/report`, { cookie: owner.cookie });
    expect(none.status).toBe(404);
  });

  it('refuses what a permit document refuses, and keeps nothing of it', async () => {
    const { owner, inspection } = await inspectionOfNewOwner();
    const refusals: [UploadedFile, string][] = [
      [{ bytes: new TextEncoder().encode('<html>'), name: 'report.pdf' }, 'INVALID_FILE_TYPE'],
      [{ bytes: ONE_PAGE_PDF, name: 'report.png', type: 'image/png' }, 'INVALID_FILE_TYPE'],
      [{ bytes: new Uint8Array(), name: 'empty.pdf' }, 'EMPTY_FILE'],
      [{ bytes: BROKEN_PDF, name: 'broken.pdf' }, 'DAMAGED_PDF'],
    ];
    for (const [file, code] of refusals) {
      const response = await upload(owner.cookie, inspection.id, file);
      expect(response.status, code).toBe(400);
      expect((await errorOf(response)).code, code).toBe(code);
    }
    const tooLarge = await upload(owner.cookie, inspection.id, {
      bytes: pdfOfSize(10 * 1024 * 1024 + 1),
      name: 'large.pdf',
    });
    expect(tooLarge.status).toBe(413);
    const notMultipart = await t.request(`/api/inspections/${inspection.id}/report`, {
      method: 'PUT',
      json: { file: 'report.pdf' },
      cookie: owner.cookie,
    });
    expect(notMultipart.status).toBe(400);
    expect(await storedKeyOf(inspection.id)).toBeNull();
    const left: string[] = [];
    for await (const page of t.documents.list())
      left.push(...page.map((object) => object.key).filter((key) => key.includes(inspection.id)));
    expect(left).toEqual([]);
  });

  it("answers another business's inspection with 404 and leaves its report alone", async () => {
    const { owner, inspection } = await inspectionOfNewOwner();
    await upload(owner.cookie, inspection.id);
    const key = await storedKeyOf(inspection.id);
    const intruder = await t.signedInOwner();
    for (const response of [
      await t.request(`/api/inspections/${inspection.id}/report`, { cookie: intruder.cookie }),
      await upload(intruder.cookie, inspection.id),
      await t.request(`/api/inspections/${inspection.id}/report`, {
        method: 'DELETE',
        cookie: intruder.cookie,
      }),
    ]) {
      expect(response.status).toBe(404);
    }
    expect(await storedKeyOf(inspection.id)).toBe(key);
  });

  it('goes with its inspection, and with its permit', async () => {
    const { owner, permit, inspection } = await inspectionOfNewOwner();
    await upload(owner.cookie, inspection.id);
    const first = (await storedKeyOf(inspection.id))!;
    await t.request(`/api/inspections/${inspection.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(await t.documents.get(first)).toBeNull();

    const again = (await (
      await t.request(`/api/permits/${permit.id}/inspections`, {
        method: 'POST',
        json: { scheduledOn: '2027-04-01' },
        cookie: owner.cookie,
      })
    ).json()) as Inspection;
    await upload(owner.cookie, again.id);
    const second = (await storedKeyOf(again.id))!;
    expect(
      (await t.request(`/api/permits/${permit.id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(204);
    expect(await t.documents.get(second)).toBeNull();
    await deleteQueuedDocuments({ db: t.db, documents: t.documents });
    expect(await t.db.select().from(documentDeletions).where(eq(documentDeletions.key, second))).toEqual([]);
  });

  it('is left alone by the orphan sweep while referenced, and swept once nothing references it', async () => {
    const { owner, inspection } = await inspectionOfNewOwner();
    await upload(owner.cookie, inspection.id);
    const referenced = (await storedKeyOf(inspection.id))!;
    // What a process killed between storing and committing leaves behind.
    const orphan = newInspectionReportKey(owner.businessId, inspection.id);
    const orphanOfGone = newInspectionReportKey(owner.businessId, crypto.randomUUID());
    const permitOrphan = newDocumentKey(owner.businessId, crypto.randomUUID());
    for (const key of [orphan, orphanOfGone, permitOrphan]) await t.documents.put(key, ONE_PAGE_PDF);

    await sweepOrphanDocuments({ db: t.db, documents: t.documents, before: new Date(Date.now() + 60_000) });
    expect(await t.documents.get(referenced)).not.toBeNull();
    for (const key of [orphan, orphanOfGone, permitOrphan])
      expect(await t.documents.get(key), key).toBeNull();
  });
});
