import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * Builds `entry` as `npm start` builds the server (docs/decisions/0001): the server into dist/server, any
 * other entry (the bare baseline) beside it in dist/bench. Answers the bundle's path.
 */
export function bundleOf(entry: string): string {
  const outdir = entry === 'src/server/main.ts' ? 'dist/server' : 'dist/bench';
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build-server.mjs'), '--entry', entry, '--outdir', outdir],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`${entry} did not build`);
  return path.join(root, outdir, `${path.basename(entry, '.ts')}.mjs`);
}
