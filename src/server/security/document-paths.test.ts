import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permits } from '../db/schema';
import { createLocalDocumentStore } from '../integrations/documents/local-document-store';
import { createPermit } from '@tests/support/factories';
import { createTestApp, type SignedInOwner, type TestApp } from '@tests/support/test-app';
import { ONE_PAGE_PDF, ONE_PAGE_PDF_TEXT } from '@tests/support/pdf-files';

/**
 * The security suite (docs/product/engineering.md#suites): path traversal around permit documents and the
 * static client. Whatever path, id or file name arrives, nothing outside the document directory (or the built
 * client) is ever read, refusals are a 4xx JSON error, and the download's Content-Disposition cannot be bent
 * into another header or parameter. Already covered elsewhere: an upload named '../../etc/Health Permit.pdf'
 * keeps only its base name (features/permits/permits.test.ts), and random path parameters never give a 5xx
 * (security/fuzz.test.ts).
 */
const SECRET = 'TOP-SECRET-OUTSIDE-THE-DOCUMENT-DIRECTORY';
const PDF = ONE_PAGE_PDF;

let t: TestApp;
let root: string;
let clientDir: string;
let owner: SignedInOwner;
let permitId: string;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  // A secret next to the client build and one next to the uploads: a traversal would reach either.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-paths-'));
  clientDir = path.join(root, 'client');
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>PermitPilot</title>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-1a2b3c.js'), 'export {};\n');
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);

  t = await createTestApp({ env: { CLIENT_DIST_DIR: clientDir } });
  fs.writeFileSync(path.join(t.config.DATA_DIR, 'secret.txt'), SECRET);
  owner = await t.signedInOwner();
  permitId = (await createPermit(t.db, owner.id)).id;
  expect((await t.uploadDocument(owner.cookie, permitId)).status).toBe(200);

  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A request over a real socket with the path exactly as written: no URL parser tidies `..` away first. */
function rawRequest(method: string, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method, path: rawPath, headers: { cookie: owner.cookie, ...headers } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

function expectJsonRefusal(status: number, body: string, label: string) {
  expect([400, 404], label).toContain(status);
  const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof parsed.error?.code, label).toBe('string');
  expect(typeof parsed.error?.message, label).toBe('string');
}

/** What could stand for the permit id of a document URL, percent-encoded so it stays one path segment. */
const HOSTILE_IDS = [
  '..',
  '.',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '%252e%252e%252fsecret.txt',
  '..%5C..%5Csecret.txt',
  '%2Fetc%2Fpasswd',
  'C%3A%5CWindows%5Cwin.ini',
  'file%3A%2F%2F%2Fetc%2Fpasswd',
  '%00',
  'secret.txt%00.pdf',
];

describe('permit ids in document URLs', () => {
  it('refuses hostile ids on every document operation with a JSON 400 or 404', async () => {
    const ids = [...HOSTILE_IDS, `${permitId}%00`, `${permitId}%2F..%2F..%2Fsecret.txt`, `..%2F${permitId}`];
    for (const id of ids) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const init = method === 'PUT' ? { method, json: {} } : { method };
        const response = await t.request(`/api/permits/${id}/document`, { ...init, cookie: owner.cookie });
        const body = await response.text();
        expectJsonRefusal(response.status, body, `${method} ${id}`);
        expect(body, `${method} ${id}`).not.toContain(SECRET);
      }
    }
    const [row] = await t.db.select().from(permits).where(eq(permits.id, permitId));
    expect(row!.documentName).toBe('permit.pdf');
  });

  it('refuses literal dot segments sent over the wire, on the API and on the static client', async () => {
    const apiPaths = [
      `/api/permits/../../../secret.txt`,
      `/api/permits/${permitId}/../../../../secret.txt`,
      `/api/permits/..%2F..%2F..%2Fsecret.txt/document`,
      `/api/permits/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
      `/api/permits/${permitId}/document/../../../../../secret.txt`,
      `/api/permits/${permitId}/document/..%2F..%2Fsecret.txt`,
    ];
    for (const rawPath of apiPaths) {
      const response = await rawRequest('GET', rawPath);
      expect(response.body, rawPath).not.toContain(SECRET);
      // The server resolves the dot segments first: what lands outside /api meets the client's 404 page.
      expect([400, 404], rawPath).toContain(response.status);
      if (response.headers['content-type']?.startsWith('application/json'))
        expectJsonRefusal(response.status, response.body, rawPath);
    }
    const staticPaths = [
      '/assets/../../secret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%5C..%5Csecret.txt',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2Fsecret.txt',
      '/assets/app-1a2b3c.js%00/../../../secret.txt',
    ];
    for (const rawPath of staticPaths) {
      const response = await rawRequest('GET', rawPath);
      expect(response.body, rawPath).not.toContain(SECRET);
      expect(response.status, rawPath).toBe(404);
    }
    // The asset itself is still served: the guard above is not a server that answers nothing.
    expect((await rawRequest('GET', '/assets/app-1a2b3c.js')).status).toBe(200);
  });
});

/** Every file under a directory, relative to it. */
function filesUnder(directory: string): string[] {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

/** The file name a download offers: the RFC 5987 value of its only parameter, decoded. */
function offeredName(contentDisposition: string | null) {
  // RFC 5987 attr-chars only: a bare ' ( ) or * makes browsers ignore the name and save 'document'.
  const match = /^attachment; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(contentDisposition ?? '');
  expect(match, String(contentDisposition)).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function expectSafeDownload(id: string, expectedName: string) {
  const response = await t.request(`/api/permits/${id}/document`, { cookie: owner.cookie });
  expect(response.status).toBe(200);
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  expect(offeredName(response.headers.get('content-disposition'))).toBe(expectedName);
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('hostile file names', () => {
  // What the browser's file name becomes once stored: never a path, a control character or a quote.
  const NAMES: [sent: string, stored: string][] = [
    ['../../../../../../etc/passwd', 'passwd.pdf'],
    ['/etc/passwd', 'passwd.pdf'],
    ['..\\..\\Windows\\System32\\evil.pdf', 'evil.pdf'],
    ['permit\r\nSet-Cookie: pwned=1.pdf', 'permitSet-Cookie pwned=1.pdf'],
    ['a"; filename="evil.exe', 'a; filename=evil.pdf'],
    ['perm\u0000it\u0007.pdf', 'permit.pdf'],
    ['%2e%2e%2fpasswd.pdf', '%2e%2e%2fpasswd.pdf'],
    ['Genehmigung – Köln.pdf', 'Genehmigung – Köln.pdf'],
    ['..', 'document.pdf'],
    ['.. ', 'document.pdf'],
    ['uploads/../../..', 'document.pdf'],
  ];

  it('stores only a harmless base name, inside the document directory, and offers it back safely', async () => {
    const before = new Set(filesUnder(t.config.DATA_DIR));
    for (const [sent, stored] of NAMES) {
      const id = (await createPermit(t.db, owner.id)).id;
      const response = await t.uploadDocument(owner.cookie, id, { name: sent });
      expect(response.status, sent).toBe(200);
      expect(((await response.json()) as { document: { name: string } }).document.name, sent).toBe(stored);
      await expectSafeDownload(id, stored);
    }
    const added = filesUnder(t.config.DATA_DIR).filter((file) => !before.has(file));
    expect(added).toHaveLength(NAMES.length);
    for (const file of added) {
      expect(file).toMatch(new RegExp(`^uploads/${owner.businessId}/[0-9a-f-]{36}/[A-Za-z0-9_-]+$`));
    }
  });

  it('offers a name stored by any other way safely too: one parameter, no header break', async () => {
    // Offered cleaned as an upload would have stored it (integrations/documents/document-file-name.ts).
    const names: [stored: string, offered: string][] = [
      ['permit.pdf\r\nSet-Cookie: pwned=1', 'permit.pdfSet-Cookie pwned=1.pdf'],
      ['permit.pdf"; filename="evil.exe', 'permit.pdf; filename=evil.pdf'],
      ["x'; filename*=UTF-8''evil.exe", "x'; filename=UTF-8''evil.pdf"],
      ['../../etc/passwd', 'passwd.pdf'],
      ['a\\b;c,d e', 'b;c,d e.pdf'],
      ["Bob's permit (copy) *2*.pdf", "Bob's permit (copy) 2.pdf"],
    ];
    for (const [name, offered] of names) {
      await t.db.update(permits).set({ documentName: name }).where(eq(permits.id, permitId));
      await expectSafeDownload(permitId, offered);
    }
    await t.db.update(permits).set({ documentName: 'permit.pdf' }).where(eq(permits.id, permitId));
  });

  it('refuses an upload whose multipart header cannot be parsed with a JSON 400', async () => {
    const body =
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a\\"; filename=\\"evil.pdf"\r\n' +
      `Content-Type: application/pdf\r\n\r\n${ONE_PAGE_PDF_TEXT}\r\n--XX--\r\n`;
    const response = await t.request(`/api/permits/${permitId}/document`, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'The upload could not be read.' },
    });
  });
});

describe('a document key that is not ours', () => {
  // Keys are made by the upload, never taken from a request; a row holding another one is corrupt data,
  // so the store refuses it and the owner gets the generic 500, without the key or the file leaking.
  it('is never followed outside the document directory', async () => {
    const secretFile = path.join(t.config.DATA_DIR, 'secret.txt');
    const keys = ['../secret.txt', '../../secret.txt', `${owner.id}/../../secret.txt`, secretFile, 'a/./b'];
    for (const documentKey of keys) {
      const id = (await createPermit(t.db, owner.id, { documentKey, documentName: 'x.pdf' })).id;
      const download = await t.request(`/api/permits/${id}/document`, { cookie: owner.cookie });
      expect(download.status, documentKey).toBe(500);
      expect(await download.json(), documentKey).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
      });

      await t.request(`/api/permits/${id}/document`, { method: 'DELETE', cookie: owner.cookie });
      expect((await t.request(`/api/permits/${id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
        204,
      );
      expect(fs.readFileSync(secretFile, 'utf8'), documentKey).toBe(SECRET);
    }
  });
});

describe('the local document store', () => {
  const HOSTILE_KEYS = [
    '',
    '.',
    '..',
    '../secret.txt',
    '../../secret.txt',
    'a/../../secret.txt',
    'a/..',
    '/etc/passwd',
    '/',
    'a//b',
    'a/',
    '/a',
    './a',
    'a\\..\\..\\secret.txt',
    'C:\\secret.txt',
    '%2e%2e/secret.txt',
    'a\u0000b',
    'a\nb',
    'a/b\n',
    '\uff0e\uff0e/secret.txt',
    'a b',
    'a.partial',
  ];

  it('refuses every key that is not ours, for every operation, without touching anything outside', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-store-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'secret.txt'), SECRET);
      const store = createLocalDocumentStore(dataDir);
      await store.put('owner/permit/doc', PDF);
      for (const key of HOSTILE_KEYS) {
        await expect(store.put(key, PDF), JSON.stringify(key)).rejects.toThrow(/invalid document key/);
        await expect(store.get(key), JSON.stringify(key)).rejects.toThrow(/invalid document key/);
        await expect(store.delete(key), JSON.stringify(key)).rejects.toThrow(/invalid document key/);
        await expect(store.deletePrefix(key), JSON.stringify(key)).rejects.toThrow(/invalid document key/);
      }
      expect(filesUnder(dataDir).sort()).toEqual([
        'secret.txt',
        path.join('uploads', 'owner', 'permit', 'doc'),
      ]);
      expect(fs.readFileSync(path.join(dataDir, 'secret.txt'), 'utf8')).toBe(SECRET);
      const stored = await store.get('owner/permit/doc');
      expect(new Uint8Array(await new Response(stored!.body).arrayBuffer())).toEqual(PDF);
      expect(await store.get('owner/permit/missing')).toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
