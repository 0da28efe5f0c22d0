import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitScan } from '../../../shared/contracts/permit-scan';
import { createConfirmedAccount } from '@tests/support/e2e-accounts';
import { permitPdf, permitPhoto } from '@tests/support/scan-files';
import { signInToServer, startServer, type ServerProcess } from '@tests/support/server-process';
import { uploadForm, type UploadedFile } from '@tests/support/uploads';

/**
 * The scan pool as `npm start` runs it (docs/decisions/0035): from the bundle, whose thread is its own entry
 * (dist/server/scan-thread.mjs), not the sources through tsx as in the other tests.
 */
let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-scan-bundle-'));
  server = await startServer({ DATA_DIR: dataDir, MONITOR_SCHEDULE_SECONDS: '0' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const scan = (cookie: string, file: UploadedFile) =>
  fetch(`${server.url}/api/permit-scans`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body: uploadForm(file),
  });

describe('the bundled server', () => {
  it('reads a PDF’s text and a photo in the threads of its bundle, and stops cleanly with them', async () => {
    const cookie = await signInToServer(server.url, await createConfirmedAccount(server.url));
    const pdf = await scan(cookie, { bytes: await permitPdf(['Permit No.: PR0045123']) });
    expect(pdf.status).toBe(200);
    expect((await pdf.json()) as PermitScan).toEqual({
      method: 'pdf-text',
      fields: { permitNumber: { value: 'PR0045123', source: 'document', note: null } },
    });
    const photo = await permitPhoto(['Permit No.: PR0045123', 'Expiration Date: 06/30/2027']);
    const read = await scan(cookie, { bytes: photo, name: 'IMG_0042.png', type: 'image/png' });
    expect(read.status).toBe(200);
    expect(((await read.json()) as PermitScan).fields).toMatchObject({
      permitNumber: { value: 'PR0045123' },
      renewalDate: { value: '2027-06-30' },
    });
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});
