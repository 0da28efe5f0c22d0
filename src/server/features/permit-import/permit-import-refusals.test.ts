import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../shared/contracts/permit-import';
import { permits } from '../../db/schema';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';
import { csvOf, importForm, xlsxBomb } from '@tests/support/spreadsheets';
import { setUpTestApp } from '@tests/support/test-app';
import { PERMIT_IMPORT_READS_PER_HOUR } from './routes';
import { MAX_UNPACKED_BYTES } from './read-spreadsheet';

/** Bad input to the import routes: a clear 4xx, and nothing stored (docs/product/permits.md#importing-a-spreadsheet). */
const t = setUpTestApp();

const FILE = csvOf([
  ['Name', 'Renewal date'],
  ['Health Permit', '2027-03-14'],
]);
const post = (path: string, cookie: string, body: BodyInit, headers?: HeadersInit) =>
  t.request(path, { method: 'POST', body, cookie, headers });
const errorOf = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as { error: { code: string; message: string } }).error,
});
const countFor = async (businessId: string) =>
  (await t.db.select().from(permits).where(eq(permits.businessId, businessId))).length;

describe('the import routes refuse', () => {
  it('a file that is not a spreadsheet by its bytes, whatever its name, with 415', async () => {
    const { cookie, businessId } = await t.signedInOwner({ plan: 'pro' });
    for (const path of ['/api/permit-imports/preview', '/api/permit-imports']) {
      const response = await post(
        path,
        cookie,
        importForm(ONE_PAGE_PDF, { name: 'permits.csv', type: 'text/csv' }),
      );
      expect(await errorOf(response)).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await countFor(businessId)).toBe(0);
  });

  it('a file over 5 MB, a workbook too large once unpacked and more than 1,000 rows, with 413', async () => {
    const { cookie } = await t.signedInOwner({ plan: 'pro' });
    // Just over, within the form's framing, and far over: refused by the body's limit as it streams.
    for (const size of [MAX_IMPORT_BYTES + 1, 2 * MAX_IMPORT_BYTES]) {
      const large = importForm(new Uint8Array(size).fill(0x41));
      expect(
        await errorOf(await post('/api/permit-imports/preview', cookie, large)),
        String(size),
      ).toMatchObject({
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than 5 MB.',
      });
    }
    const bomb = importForm(await xlsxBomb(MAX_UNPACKED_BYTES + 1), { name: 'permits.xlsx' });
    expect(await errorOf(await post('/api/permit-imports', cookie, bomb))).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const rows = csvOf([['Name'], ...Array.from({ length: 1001 }, (_, index) => [`Permit ${index}`])]);
    expect(await errorOf(await post('/api/permit-imports/preview', cookie, importForm(rows)))).toMatchObject({
      status: 413,
      message: 'The file has more than 1000 rows. Split it into smaller files and import each one.',
    });
  });

  it('a body that is no form, a missing file, a mapping that does not fit, and nothing to import, with 400', async () => {
    const { cookie, businessId } = await t.signedInOwner({ plan: 'pro' });
    const json = await t.request('/api/permit-imports', { method: 'POST', json: {}, cookie });
    expect(await errorOf(json)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const noFile = new FormData();
    noFile.append('mapping', '["name"]');
    expect(await errorOf(await post('/api/permit-imports', cookie, noFile))).toMatchObject({
      status: 400,
      field: 'file',
    });
    for (const mapping of [['name'], ['name', 'name'], ['name', 'expiry']]) {
      const response = await post('/api/permit-imports', cookie, importForm(FILE, { mapping }));
      expect(await errorOf(response), JSON.stringify(mapping)).toMatchObject({
        status: 400,
        field: 'mapping',
      });
    }
    const skipped = await post('/api/permit-imports', cookie, importForm(FILE, { skip: [2] }));
    expect(await errorOf(skipped)).toMatchObject({
      status: 400,
      message: 'Every row is skipped: there is nothing to import.',
    });
    expect(await countFor(businessId)).toBe(0);
  });

  it('crew, who change no permits, with 403', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const crew = await t.signedInMember(owner.businessId, 'crew');
    for (const path of ['/api/permit-imports/preview', '/api/permit-imports'])
      expect(await errorOf(await post(path, crew.cookie, importForm(FILE)))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    const manager = await t.signedInMember(owner.businessId, 'manager');
    expect((await post('/api/permit-imports', manager.cookie, importForm(FILE))).status).toBe(201);
  });

  it('more reads of a file than a business may make in an hour, with 429', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    for (let read = 0; read < PERMIT_IMPORT_READS_PER_HOUR; read++)
      expect((await post('/api/permit-imports/preview', owner.cookie, importForm(FILE))).status).toBe(200);
    const refused = await post('/api/permit-imports', owner.cookie, importForm(FILE));
    expect(await errorOf(refused)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(await countFor(owner.businessId)).toBe(0);
    // Another business has its own count.
    const other = await t.signedInOwner({ plan: 'pro' });
    expect((await post('/api/permit-imports/preview', other.cookie, importForm(FILE))).status).toBe(200);
  });
});
