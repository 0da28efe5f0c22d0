// Builds the server into dist/server (docs/decisions/0001): one ES module bundle of src/server/main.ts and its
// lazily loaded parts as chunks, packages left to node_modules, and beside it the scan pool's thread
// (scan-thread.mjs, docs/decisions/0035), which a worker thread loads by its file name. Skips the build when
// dist/server is newer than every source it is made of; `--force` builds anyway. `--entry FILE --outdir DIR`
// bundles another entry the same way (the benchmarks' bare baseline).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { newestChange } from './newest-change.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    entry: { type: 'string', default: 'src/server/main.ts' },
    outdir: { type: 'string', default: 'dist/server' },
  },
});
const entry = path.resolve(root, values.entry);
const outdir = path.resolve(root, values.outdir);
const name = path.basename(entry).replace(/\.tsx?$/, '');
const output = path.join(outdir, `${name}.mjs`);
const entryPoints = { [name]: entry };
if (entry === path.join(root, 'src/server/main.ts'))
  entryPoints['scan-thread'] = path.join(root, 'src/server/features/permit-scan/scan-thread.ts');

const sources = ['src/server', 'src/shared', 'package-lock.json', 'tsconfig.json', path.dirname(entry)];
const fresh =
  fs.existsSync(output) &&
  Math.max(...sources.map((source) => newestChange(path.resolve(root, source)))) <
    fs.statSync(output).mtimeMs;

if (!values.force && fresh) process.exit(0);

// Written to memory first, then each file renamed into place: several test workers may build at once, and a
// reader never sees half a file (chunk names carry a hash of their content, so the builds agree).
const result = await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
  write: false,
});
// The entry last: it is what the freshness check and the server start from.
const files = result.outputFiles.toSorted((a, b) => Number(a.path === output) - Number(b.path === output));
for (const file of files) {
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, file.contents);
  fs.renameSync(temporary, file.path);
}
