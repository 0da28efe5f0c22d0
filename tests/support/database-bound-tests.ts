import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * The server test files whose outcome depends on which database the suite runs on: those whose imports reach a
 * module that reads TEST_DATABASE_KIND (the test database, the migration helper, or the file itself). The
 * PostgreSQL project runs only these; the others (a mailer against its SMTP peer, a server process on its own
 * PGlite data, the catalog's checks) would run the very same code a second time
 * (docs/product/engineering.md#tests-and-ci).
 */
export function databaseBoundTestFiles(root: string, folder: string): string[] {
  const files = fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file))
    .sort();
  const { metafile } = buildSync({
    absWorkingDir: root,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    outdir: 'dist/database-bound-tests',
    packages: 'external',
    logLevel: 'silent',
    alias: {
      '@client': path.join(root, 'src/client'),
      '@shared': path.join(root, 'src/shared'),
      '@server': path.join(root, 'src/server'),
      '@tests': path.join(root, 'tests'),
    },
  });
  const readsKind = new Map<string, boolean>();
  const kindDependent = (input: string) => {
    if (!readsKind.has(input)) {
      const file = path.join(root, input);
      readsKind.set(
        input,
        fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('TEST_DATABASE_KIND'),
      );
    }
    return readsKind.get(input)!;
  };
  // An output's own inputs and those of every chunk it imports (shared modules land in chunks).
  const inputsOf = (output: string, seen = new Set<string>()): string[] => {
    if (seen.has(output)) return [];
    seen.add(output);
    const { inputs, imports } = metafile.outputs[output]!;
    return [
      ...Object.keys(inputs),
      ...imports.filter((edge) => metafile.outputs[edge.path]).flatMap((edge) => inputsOf(edge.path, seen)),
    ];
  };
  const bound = Object.entries(metafile.outputs)
    .filter(([output, { entryPoint }]) => entryPoint && inputsOf(output).some(kindDependent))
    .map(([, { entryPoint }]) => entryPoint!);
  return files.filter((file) => bound.includes(file));
}
