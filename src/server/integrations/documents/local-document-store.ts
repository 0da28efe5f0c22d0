import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocumentStore } from './types';

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** The embedded default (DESIGN §4): files under DATA_DIR/uploads. Keys are ours, never a user's file name. */
export function createLocalDocumentStore(dataDir: string): DocumentStore {
  const root = path.resolve(dataDir, 'uploads');
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`invalid document key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    name: `files in ${root}`,
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write aside, then rename: a crash never leaves half a document under the key.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(fileOf(prefix), { recursive: true, force: true });
    },
  };
}
