// `npm start`: builds the client and the server when missing or older than their sources, then runs the server
// from its bundle (docs/decisions/0001).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestChange } from './newest-change.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'dist/client/index.html');

const sources = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']
  .map((entry) => path.join(root, entry))
  .filter((entry) => fs.existsSync(entry));
const needsBuild =
  !fs.existsSync(builtIndex) || Math.max(...sources.map(newestChange)) > fs.statSync(builtIndex).mtimeMs;

if (needsBuild) {
  console.log('Building the client…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverBuild = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

// glibc gives each thread that allocates its own malloc arenas and keeps them: with the scan threads, libvips and
// pdf.js, two arenas hold as much and the server's memory stays some 100 MB lower (docs/decisions/0035).
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
