import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newDocumentKey } from './document-keys';
import { damagedPdfOfSize, ONE_PAGE_PDF } from '@tests/support/pdf-files';
import { setUpTestApp } from '@tests/support/test-app';
import { checkStoredPdf } from './check-stored-pdf';

const t = setUpTestApp();

describe('the check of an uploaded PDF', () => {
  it('refuses, and removes, a file that keeps the PDF reader busy past its time', async () => {
    const owner = await t.signedInOwner();
    const key = newDocumentKey(owner.businessId, crypto.randomUUID());
    await t.documents.put(key, damagedPdfOfSize(2 * 1024 * 1024));
    await expect(checkStoredPdf(t.documents, key, { timeoutMs: 200 })).rejects.toMatchObject({
      status: 400,
      code: 'DAMAGED_PDF',
    });
    expect(await t.documents.get(key)).toBeNull();
    // The next check is not held up by the stopped one.
    const good = newDocumentKey(owner.businessId, crypto.randomUUID());
    await t.documents.put(good, ONE_PAGE_PDF);
    await checkStoredPdf(t.documents, good);
    expect((await t.documents.get(good))?.size).toBe(ONE_PAGE_PDF.length);
  });
});
