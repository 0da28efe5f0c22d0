import fs from 'node:fs';
import path from 'node:path';

/**
 * What only a test file of its own module graph may do: replace a module, a global or the environment, or test
 * what a module does when it is first imported, which a comment in the file says (`// Needs its own modules:`
 * and why).
 */
const NEEDS_ITS_OWN_MODULES =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(|^\/\/ Needs its own modules:/m;

/**
 * The test files of a project share their modules within a worker (one import of the server for many files,
 * not one each); these files instead run isolated, each with its own modules: a module replaced for one file
 * would otherwise stay replaced, or never be, for the files after it in the same worker
 * (docs/product/engineering.md#tests-and-ci).
 */
export function testFilesNeedingIsolation(root: string, folders: string[]): string[] {
  return folders
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => path.join(folder, file)),
    )
    .filter((file) => NEEDS_ITS_OWN_MODULES.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
