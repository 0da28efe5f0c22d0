import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository's root: the nearest folder above this module that holds package.json. The server runs both
 * from its sources (tests, `npm run dev`) and from its bundle in dist/server (docs/decisions/0001), so files it
 * reads at run time (migrations, compiled messages, the catalog) are found from here, never from the module's
 * own folder.
 */
function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);

/** A path inside the repository, from its root. */
export const inProject = (...parts: string[]) => path.join(projectRoot, ...parts);
