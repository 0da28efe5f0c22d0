import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '@tests/support/local-s3';
import { createTestDatabase } from '@tests/support/test-database';
import { createDatabaseDocumentStore } from './database-document-store';
import { DocumentTooLargeError, InvalidDocumentKeyError } from './document-errors';
import { newDocumentKey } from './document-keys';
import { createLocalDocumentStore } from './local-document-store';
import { createS3DocumentStore } from './s3-document-store';
import type { DocumentStore, StoredDocument } from './types';

/**
 * The contract every document store keeps (types.ts, docs/decisions/0015), run against all three: files in
 * a directory, the test database, and a local S3 (s3rver). Documents stream in and out whole, a failed or
 * too large upload leaves nothing, keys that are not ours are refused.
 */
type Opened = { store: DocumentStore; close: () => Promise<void> };
const STORES: { kind: string; open: () => Promise<Opened> }[] = [
  {
    kind: 'files',
    open: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-store-contract-'));
      const close = async () => fs.rmSync(dataDir, { recursive: true, force: true });
      return { store: createLocalDocumentStore(dataDir), close };
    },
  },
  {
    kind: 'database',
    open: async () => {
      const database = await createTestDatabase();
      return { store: createDatabaseDocumentStore(database.db), close: database.drop };
    },
  },
  {
    kind: 's3',
    open: async () => {
      const s3 = await startLocalS3();
      return { store: createS3DocumentStore(s3.settings), close: s3.close };
    },
  },
];

const MB = 1024 * 1024;
const owner = () => crypto.randomBytes(8).toString('hex');
const keyFor = (ownerId = owner()) => newDocumentKey(ownerId, crypto.randomUUID());
const bytesOf = async (stored: StoredDocument | null) =>
  stored ? new Uint8Array(await new Response(stored.body).arrayBuffer()) : null;

/** A web stream of `bytes` in uneven chunks, as a network delivers them. */
function unevenStream(bytes: Uint8Array) {
  let offset = 0;
  let step = 1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      step = (step * 7919) % 100_003;
      controller.enqueue(bytes.slice(offset, offset + step + 1));
      offset += step + 1;
    },
  });
}

describe.each(STORES)('the $kind document store', ({ open }) => {
  let store: DocumentStore;
  let close: () => Promise<void>;
  beforeAll(async () => ({ store, close } = await open()));
  afterAll(() => close?.());

  it('streams a document in and out byte for byte, from a web stream, a Node stream or bytes', async () => {
    const large = crypto.randomBytes(6 * MB + 3);
    const sources = [unevenStream(large), Readable.from([large.subarray(0, MB), large.subarray(MB)]), large];
    for (const source of sources) {
      const key = keyFor();
      expect(await store.put(key, source, { maxBytes: 10 * MB })).toEqual({ size: large.length });
      const stored = await store.get(key);
      expect(stored?.size).toBe(large.length);
      expect(Buffer.from((await bytesOf(stored))!).equals(large)).toBe(true);
    }
  });

  it('refuses a document past its limit and keeps nothing of it', async () => {
    const key = keyFor();
    await expect(
      store.put(key, unevenStream(crypto.randomBytes(MB)), { maxBytes: 300 * 1024 }),
    ).rejects.toThrow(DocumentTooLargeError);
    expect(await store.get(key)).toBeNull();
    expect(await keysIn(store)).not.toContain(key);
    expect(await store.removeUnfinished(new Date(Date.now() + 60_000))).toBe(0);
  });

  it('keeps nothing when the source fails midway, and fails with the source’s error', async () => {
    const key = keyFor();
    const gone = new Error('the client went away');
    async function* failing() {
      yield crypto.randomBytes(300 * 1024);
      throw gone;
    }
    await expect(store.put(key, failing())).rejects.toBe(gone);
    expect(await store.get(key)).toBeNull();
    expect(await keysIn(store)).not.toContain(key);
  });

  it('answers null for a missing key, and removing one twice succeeds', async () => {
    const key = keyFor();
    expect(await store.get(key)).toBeNull();
    await store.put(key, new Uint8Array([1, 2, 3]));
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('removes every document under a prefix and nothing beside it', async () => {
    const ownerId = owner();
    const mine = [keyFor(ownerId), keyFor(ownerId)];
    // The same letters and more: a prefix is a whole segment, not the start of a string.
    const neighbour = keyFor(`${ownerId}_x`);
    for (const key of [...mine, neighbour]) await store.put(key, new Uint8Array([7]));
    await store.deletePrefix(ownerId);
    for (const key of mine) expect(await store.get(key)).toBeNull();
    expect(await bytesOf(await store.get(neighbour))).toEqual(new Uint8Array([7]));
  });

  it('lists complete documents with their size and when they were stored', async () => {
    const key = keyFor();
    const before = Date.now() - 2000;
    await store.put(key, new Uint8Array(1234));
    const listed = (await objectsIn(store)).find((object) => object.key === key);
    expect(listed?.size).toBe(1234);
    expect(listed!.storedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(listed!.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it('refuses every key that is not ours, on every operation', async () => {
    for (const key of ['', '..', '../x', 'a/../b', '/a', 'a/', 'a b', 'a.partial', 'a\nb', '%2e%2e/x']) {
      await expect(store.put(key, new Uint8Array([1])), key).rejects.toThrow(InvalidDocumentKeyError);
      await expect(store.get(key), key).rejects.toThrow(InvalidDocumentKeyError);
      await expect(store.delete(key), key).rejects.toThrow(InvalidDocumentKeyError);
      await expect(store.deletePrefix(key), key).rejects.toThrow(InvalidDocumentKeyError);
    }
  });
});

async function objectsIn(store: DocumentStore) {
  const objects = [];
  for await (const page of store.list()) objects.push(...page);
  return objects;
}
const keysIn = async (store: DocumentStore) => (await objectsIn(store)).map((object) => object.key);
