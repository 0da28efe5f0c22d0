import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { bundleOf, freePort } from '@tests/support/server-process';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * The server as an operator runs it, for every benchmark that starts one: production mode, the test-mode
 * billing, mail and texts kept in the outbox, and no reminder sweep while measuring. The API benchmarks keep the
 * request log (LOG_LEVEL info), since an operator does.
 */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  // As `npm start` runs the server (scripts/start.mjs).
  MALLOC_ARENA_MAX: '2',
  LOG_LEVEL: 'warn',
  BETTER_AUTH_SECRET: BENCH_SECRET,
  BILLING_PROVIDER: 'local',
  MAIL_TRANSPORT: 'outbox',
  SMS_TRANSPORT: 'outbox',
  REMINDER_SWEEP_SECONDS: '86400',
};

/** A load after a warm-up of `warmUpSeconds` on the same server. */
export async function warmLoad(
  options: Parameters<typeof load>[0] & { warmUpSeconds: number },
): Promise<LoadResult & { served: number }> {
  const { warmUpSeconds, ...measured } = options;
  const warmUp = await load({ ...measured, seconds: warmUpSeconds });
  const result = await load(measured);
  return { ...result, served: warmUp.requests + result.requests };
}

/** One printed and recorded result: a figure, its target and whether it was met. */
export type Row = { measure: string; value: string; target?: string; met?: boolean };
export type Section = { id: string; title: string; rows: Row[]; notes: string[] };

export type NodeServer = {
  url: string;
  pid: number;
  /** Resident memory once `/healthz` first answered, in MiB: what the server holds before any request. */
  idleRssMiB: number;
  /** Date.now() just before the process was spawned: where its CPU profile's clock starts, near enough. */
  spawnedAt: number;
  /** The folder its CPU profile goes to, under BENCH_CPU_PROFILE_DIR; undefined when not profiled. */
  profileDir?: string;
  /** The process's peak resident set size so far (VmHWM), in MiB. */
  peakRssMiB: () => number;
  stop: () => Promise<void>;
};

/**
 * With BENCH_CPU_PROFILE_DIR set, each server is run under V8's CPU profiler and writes a .cpuprofile into
 * `<dir>/<profileName>` when it stops (`npx tsx bench/profile-summary.ts <file>` sums it up). Off by default:
 * the profiler costs the server a few per cent.
 */
function profileDirOf(profileName: string): string | undefined {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir ? path.resolve(dir, profileName) : undefined;
}

/**
 * Builds `entry` as `npm start` builds the server (the server into dist/server, any other entry beside it in
 * dist/bench: docs/decisions/0001), starts its bundle, and waits until `/healthz` answers.
 */
export async function startNodeServer(
  entry: string,
  env: Record<string, string>,
  { profileName = path.basename(entry, '.ts') }: { profileName?: string } = {},
): Promise<NodeServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const profileDir = profileDirOf(profileName);
  const profiler = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const args = [...profiler, '--enable-source-maps', bundleOf(entry)];
  const spawnedAt = Date.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      // The requirement monitor asks no agency's site while the benchmark measures.
      MONITOR_ONLY_HOSTS: '127.0.0.1',
      ...env,
    },
    // Request logs go where a production log shipper would take them: out of this process's way.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start within 120 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    idleRssMiB: rssMiB(pid),
    spawnedAt,
    profileDir,
    peakRssMiB: () => {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
      return kib / 1024;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; requests: number };

/** One load: its server, its connections and duration, and the n-th request's path and headers. */
export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  request: (n: number) => {
    path: string;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
  };
};

/** autocannon's options for a load; the request count `next` goes on across calls. */
function cannonOptions(options: LoadOptions, next: () => number): autocannon.Options {
  return {
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    // A large answer (a team's 500 permits) under 50 connections may take longer than autocannon's 10 s default.
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const made = options.request(next());
          return {
            ...request,
            path: made.path,
            headers: { ...request.headers, ...made.headers },
            ...(made.method ? { method: made.method } : {}),
            ...(made.body ? { body: made.body } : {}),
          };
        },
      },
    ],
  };
}

/** autocannon's own sum of runs made with `skipAggregateResult` (its README; @types/autocannon lacks it). */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult: (
      results: autocannon.Result[],
      options: { url: string; connections: number },
    ) => autocannon.Result & { latency: { totalCount: number } };
  }
).aggregateResult;

/** A benchmark of error pages measures nothing: any answer that is not a 2xx fails it. */
function assertAllAnswered(url: string, result: { non2xx: number; errors: number; timeouts: number }) {
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
}

/**
 * autocannon against one path; `request(n)` gives the n-th request's path and headers, so requests rotate
 * over many owners. Fails when any answer is not a 2xx.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon(cannonOptions(options, () => n++));
  assertAllAnswered(options.url, result);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/**
 * Loads of two or more servers taken in turns: each is warmed up, then each gets `rounds` rounds of
 * `seconds / rounds`, one server after the other, and each one's rounds are summed (their latencies merged, as
 * autocannon's aggregateResult does). A ratio of two servers' figures then compares them under the same load of
 * the machine, where a load of one and then the other puts a drift of the machine into the ratio
 * (docs/decisions/0028).
 */
export async function loadsInTurn(
  sides: LoadOptions[],
  { rounds, warmUpSeconds }: { rounds: number; warmUpSeconds: number },
): Promise<(LoadResult & { served: number })[]> {
  const counters = sides.map(() => 0);
  const next = (side: number) => () => counters[side]!++;
  for (const [side, options] of sides.entries()) {
    if (warmUpSeconds > 0) {
      const warmUp = await autocannon(cannonOptions({ ...options, seconds: warmUpSeconds }, next(side)));
      assertAllAnswered(options.url, warmUp);
    }
  }
  const runs: autocannon.Result[][] = sides.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [side, options] of sides.entries()) {
      const run = await autocannon({
        ...cannonOptions({ ...options, seconds: options.seconds / rounds }, next(side)),
        skipAggregateResult: true,
      } as autocannon.Options);
      assertAllAnswered(options.url, run);
      runs[side]!.push(run);
    }
  }
  return sides.map((options, side) => {
    const summed = aggregateResult(runs[side]!, { url: options.url, connections: options.connections });
    const requests = summed.latency.totalCount;
    return {
      requestsPerSecond: requests / options.seconds,
      p50: summed.latency.p50,
      p99: summed.latency.p99,
      requests,
      served: counters[side]!,
    };
  });
}

/** A PostgreSQL database the benchmark may wipe: its name must say so. */
export function benchDatabaseUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return undefined;
  const name = new URL(url).pathname.slice(1);
  if (!/bench/i.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL names the database "${name}"; the benchmark wipes it, so its name must contain "bench".`,
    );
  }
  return url;
}

/** Drops everything in the benchmark database: the app's tables, the migration journal and pg-boss. */
export async function wipePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      drop schema if exists public cascade;
      drop schema if exists drizzle cascade;
      drop schema if exists pgboss cascade;
      create schema public;
    `);
  } finally {
    await client.end();
  }
}

/** A database a benchmark runs on: PostgreSQL at DATABASE_URL, or PGlite in DATA_DIR. */
export type BenchDatabase = { label: 'PostgreSQL' | 'PGlite'; env: Record<string, string> };

/** Wipes the benchmark's database (PostgreSQL), migrates it, fills it with `seed`, and closes it. */
export async function seedBenchDatabase(
  database: BenchDatabase,
  seed: (connection: DatabaseConnection) => Promise<void>,
) {
  let connection: DatabaseConnection;
  if (database.env.DATABASE_URL) {
    await wipePostgres(database.env.DATABASE_URL);
    connection = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: '' });
  } else {
    connection = await openDatabase({ dataDir: database.env.DATA_DIR! });
  }
  try {
    await migrateDatabase(connection);
    await seed(connection);
  } finally {
    await connection.close();
  }
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** A process's resident memory now (VmRSS), in MiB. */
export function rssMiB(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Under BENCH_CPU_PROFILE_DIR: notes in the server's loads.json which stretch of its profile was the load of
 * `read` and how many requests it served, so that bench/profile-summary.ts can leave start-up, sign-ins and
 * the other reads out and divide by the requests.
 */
export async function profiledLoad<T extends { served: number }>(
  server: NodeServer,
  read: string,
  work: () => Promise<T>,
) {
  const from = Date.now() - server.spawnedAt;
  const result = await work();
  noteLoad(server, read, from, result.served);
  return result;
}

/** Notes in a profiled server's loads.json that `read` ran from `fromMs` (on its profile's clock) until now. */
export function noteLoad(server: NodeServer, read: string, fromMs: number, served: number) {
  if (!server.profileDir) return;
  const file = path.join(server.profileDir, 'loads.json');
  const loads = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : {};
  const load = { fromMs, toMs: Date.now() - server.spawnedAt, requests: served };
  fs.mkdirSync(server.profileDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...loads, [read]: load }));
}

/** How far the server's resident memory rose above where it started while `work` ran (sampled every 20 ms). */
export async function growthDuring(server: NodeServer, work: () => Promise<unknown>) {
  const start = rssMiB(server.pid);
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMiB(server.pid)) - start;
}
