import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait; resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL (no chance to clean up) and wait until the process is gone. */
  kill: () => Promise<number | null>;
};

/**
 * Builds `entry` as `npm start` builds the server, when its bundle is older than its sources
 * (docs/decisions/0001): the server into dist/server, any other entry (the benchmarks' bare baseline) into
 * dist/bench. Answers the bundle's path.
 */
export function bundleOf(entry = 'src/server/main.ts'): string {
  const outdir = entry === 'src/server/main.ts' ? 'dist/server' : 'dist/bench';
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build-server.mjs'), '--entry', entry, '--outdir', outdir],
    { cwd: root, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`${entry} did not build:\n${build.stdout}${build.stderr}`);
  return path.join(root, outdir, `${path.basename(entry, '.ts')}.mjs`);
}

/** The real server as `npm start` runs it (its bundle: docs/decisions/0001), on a free port. */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ServerProcess> {
  // A given port: a server started again where the previous one ran (a deploy, in the offline-app tests).
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', bundleOf()], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      // No test asks an agency's site: the monitor fetches only pages the tests serve themselves.
      MONITOR_ONLY_HOSTS: '127.0.0.1,localhost',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}

/** Signs `account` in on a running server through the API; the session cookie, as a Cookie header value. */
export async function signInToServer(url: string, account: { email: string; password: string }) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
