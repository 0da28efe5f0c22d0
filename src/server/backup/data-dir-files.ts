import fs from 'node:fs';
import path from 'node:path';

/**
 * The files of the local document store (docs/product/engineering.md#integrations) and the generated auth
 * secret, as a backup sees them.
 */
export function uploadsDirOf(dataDir: string) {
  return path.join(dataDir, 'uploads');
}

export function authSecretFileOf(dataDir: string) {
  return path.join(dataDir, 'auth-secret');
}

/** Uploads still arriving (docs/decisions/0015): not documents yet, and the orphan sweep removes them. */
const INCOMING = '.incoming/';

/**
 * Every regular file under a directory, as paths relative to it with `/` separators, sorted, without uploads
 * still arriving. Links and other special files are left out: the document store writes none.
 */
export function listFiles(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !file.startsWith(INCOMING))
    .sort();
}
