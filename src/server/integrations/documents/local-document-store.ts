import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DocumentStoreUnavailableError } from './document-errors';
import { assertDocumentKey, isDocumentKey } from './document-keys';
import { limitedChunks } from './document-source';
import type { DocumentStore, StoredObject } from './types';

/** Uploads are written here and renamed into place; the dot keeps the folder apart from every key. */
const INCOMING = '.incoming';
/** Where the store before streamed uploads wrote aside (`<key>.partial`); a crash may have left some. */
const LEGACY_PARTIAL = '.partial';
const PAGE = 500;
/** A disk that is full, read-only, failing or not ours: the store is unavailable, not the request wrong. */
const UNAVAILABLE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO']);

/**
 * The embedded default (docs/product/engineering.md#integrations, docs/decisions/0015): files under
 * DATA_DIR/uploads, one per key, for one instance on PGlite. An upload streams into `.incoming/` and is
 * renamed under its key once whole, so a crash never leaves half a document under a key.
 */
export function createLocalDocumentStore(dataDir: string): DocumentStore {
  const root = path.resolve(dataDir, 'uploads');
  const incoming = path.join(root, INCOMING);
  const fileOf = (key: string) => path.join(root, ...assertDocumentKey(key).split('/'));

  return {
    kind: 'files',
    name: `files in ${root}`,
    async put(key, source, { maxBytes = Infinity } = {}) {
      const file = fileOf(key);
      const partial = path.join(incoming, crypto.randomUUID());
      let size = 0;
      try {
        await fsp.mkdir(incoming, { recursive: true });
        await pipeline(
          Readable.from(limitedChunks(source, maxBytes)),
          async function* (chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              size += chunk.byteLength;
              yield chunk;
            }
          },
          fs.createWriteStream(partial, { flags: 'wx' }),
        );
        await fsp.mkdir(path.dirname(file), { recursive: true });
        await fsp.rename(partial, file);
        return { size };
      } catch (error) {
        await fsp.rm(partial, { force: true }).catch(() => {});
        throw unavailableOr(error);
      }
    },
    async get(key) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(fileOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw unavailableOr(error);
      }
      const { size } = await handle.stat();
      // The stream closes the file when it ends or is cancelled (a download cut off).
      const body = Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>;
      return { size, body };
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true }).catch((error: unknown) => {
        throw unavailableOr(error);
      });
    },
    async deletePrefix(prefix) {
      await fsp.rm(fileOf(prefix), { recursive: true, force: true }).catch((error: unknown) => {
        throw unavailableOr(error);
      });
    },
    async *list() {
      let page: StoredObject[] = [];
      for await (const file of filesUnder(root)) {
        const key = path.relative(root, file.path).split(path.sep).join('/');
        if (key.startsWith(`${INCOMING}/`) || !isDocumentKey(key)) continue;
        page.push({ key, size: file.stats.size, storedAt: file.stats.mtime });
        if (page.length === PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
    async removeUnfinished(before) {
      let removed = 0;
      for await (const file of filesUnder(root)) {
        const relative = path.relative(root, file.path);
        const unfinished = relative.startsWith(`${INCOMING}${path.sep}`) || relative.endsWith(LEGACY_PARTIAL);
        if (unfinished && file.stats.mtime < before) {
          await fsp.rm(file.path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

function unavailableOr(error: unknown) {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && UNAVAILABLE_CODES.has(code)) {
    return new DocumentStoreUnavailableError(`the document directory cannot be written (${code})`, {
      cause: error,
    });
  }
  return error;
}

/** Every file below `directory`, depth first, read a directory at a time (never the whole tree at once). */
async function* filesUnder(directory: string): AsyncGenerator<{ path: string; stats: fs.Stats }> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) {
      const stats = await fsp.stat(full).catch(() => null);
      if (stats) yield { path: full, stats };
    }
  }
}
