import fs from 'node:fs';
import { loadCatalog } from '@server/catalog/catalog';
import type { EventListDto } from '@shared/contracts/events';
import { BENCH_EVENTS, benchEventId, benchEventsEmail, seedEventsBusiness } from './events-seed';
import { seedOwners, signInWith } from './seed';
import {
  benchDatabaseUrl,
  kib,
  load,
  ms,
  profiledLoad,
  seedBenchDatabase,
  startNodeServer,
  tempDir,
  type BenchDatabase,
  type LoadResult,
  type Row,
  type Section,
} from './support';
import { API_ENV, API_LOAD, API_SEED, apiLoad } from './api-load';

// The events' reads (docs/product/events.md#readiness): one event with its readiness checklist, and the list of
// all of them with each one's readiness summed up, computed from the business's permits, the catalog and the
// marks on every request.

/** Other businesses in the tables, so that the business's rows are found among many. */
const OWNERS = 1_000;
const READINESS_P99_MS = 20;
const LIST_P99_MS = 30;
/** One request at a time: what a read costs without the queue 50 connections make. */
const ALONE = { connections: 1, seconds: 5 } as const;

type Read = { name: string; label: string; target?: number; path: (n: number) => string };

const READS: readonly Read[] = [
  {
    name: 'event',
    label: `GET /api/events/{id} (${BENCH_EVENTS.permits} permits)`,
    target: READINESS_P99_MS,
    // Every event in turn, past ones too: their checklists differ in length with their place and vehicles.
    path: (n: number) => `/api/events/${benchEventId(1 + (n % BENCH_EVENTS.events))}`,
  },
  {
    name: 'events',
    label: `GET /api/events (${BENCH_EVENTS.events} events)`,
    target: LIST_P99_MS,
    path: () => '/api/events',
  },
  // No target of its own: the one-row read behind the same session check, measured on the same machine at the
  // same moment, says how much of the events' figures is the machine's (its other work moves them all alike).
  {
    name: 'profile',
    label: 'GET /api/business-profile (one row, for reference)',
    path: () => '/api/business-profile',
  },
];

/** CPU time the process has used so far, in ms (utime + stime of /proc/<pid>/stat, in 10 ms ticks). */
function cpuMs(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A load, with the server's CPU time per request: a figure other processes on the machine hardly move. */
async function measured(pid: number, work: () => Promise<LoadResult & { served: number }>) {
  const before = cpuMs(pid);
  const result = await work();
  return { ...result, cpuMsPerRequest: (cpuMs(pid) - before) / result.served };
}

const prepare = (database: BenchDatabase) =>
  seedBenchDatabase(database, async (connection) => {
    await seedOwners(connection, { ...API_SEED, owners: OWNERS });
    await seedEventsBusiness(connection, loadCatalog());
  });

/** What the list answers: its size and how many events it carries. */
async function listShape(url: string, cookie: string) {
  const response = await fetch(`${url}/api/events`, { headers: { cookie } });
  const text = await response.text();
  const list = JSON.parse(text) as EventListDto;
  return { bytes: Buffer.byteLength(text), events: list.upcoming.length + list.past.length };
}

async function benchDatabase(database: BenchDatabase): Promise<Row[]> {
  console.log(`Events benchmark on ${database.label}: seeding ${OWNERS} owners and the events business…`);
  await prepare(database);
  const app = await startNodeServer(
    'src/server/main.ts',
    { ...API_ENV, ...database.env },
    { profileName: `${database.label.toLowerCase()}-events` },
  );
  const results: {
    read: Read;
    busy: LoadResult & { cpuMsPerRequest: number };
    alone: LoadResult;
  }[] = [];
  let shape: Awaited<ReturnType<typeof listShape>>;
  let peakRss: number;
  try {
    // Requests rotate over every member's session, as a team at a festival would open the app.
    const cookies = await Promise.all(
      Array.from({ length: BENCH_EVENTS.members }, (_, n) => signInWith(app.url, benchEventsEmail(n + 1))),
    );
    shape = await listShape(app.url, cookies[0]!);
    for (const read of READS) {
      const request = (n: number) => ({
        path: read.path(n),
        headers: { cookie: cookies[n % cookies.length]! },
      });
      console.log(`  ${read.label}…`);
      const busy = await profiledLoad(app, read.name, () =>
        measured(app.pid, () => apiLoad(app.url, request)),
      );
      console.log(`  ${read.label}, one connection…`);
      const alone = await load({ url: app.url, ...ALONE, request });
      results.push({ read, busy, alone });
    }
  } finally {
    peakRss = app.peakRssMiB();
    await app.stop();
  }
  const onPostgres = database.label === 'PostgreSQL';
  return [
    {
      measure: `${database.label} GET /api/events: answer`,
      value: `${kib(shape.bytes)}, ${shape.events} events`,
    },
    ...results.flatMap(({ read, busy, alone }) => [
      {
        measure: `${database.label} ${read.label}: throughput`,
        value: `${Math.round(busy.requestsPerSecond)} req/s, server CPU ${ms(busy.cpuMsPerRequest)} a request`,
      },
      {
        measure: `${database.label} ${read.label}: latency p50 / p99`,
        value: `${ms(busy.p50)} / ${ms(busy.p99)}`,
        ...(onPostgres && read.target !== undefined
          ? { target: `p99 ≤ ${read.target} ms`, met: busy.p99 <= read.target }
          : {}),
      },
      {
        measure: `${database.label} ${read.label}: one connection, p50 / p99`,
        value:
          alone.requests === 0
            ? `none answered within ${ALONE.seconds} s`
            : `${ms(alone.p50)} / ${ms(alone.p99)} (${Math.round(alone.requestsPerSecond)} req/s)`,
      },
    ]),
    { measure: `${database.label} server peak RSS`, value: `${peakRss.toFixed(0)} MiB` },
  ];
}

export async function benchEvents(): Promise<Section> {
  const { members, vehicles, permits, events, pastEvents } = BENCH_EVENTS;
  const notes = [
    `One Pro business operating in California with ${members} members (an owner, 3 managers, 6 crew), ${vehicles} ` +
      `vehicles and ${permits} permits: 89 of the whole business (9 with no place, 20 of the state, 60 of one of ` +
      '6 home cities), 381 of the vehicles (75 of the state, 306 of a home city) and 30 added for ' +
      'events from the catalog; renewal dates from 60 days ago to 400 days ahead. Beside it, ' +
      `${OWNERS} owners × ${API_SEED.permitsPerOwner} permits of other businesses.`,
    `${events} events, one every other day from 120 days ago (${pastEvents} past), seven in ten in the home ` +
      "state's cities and the rest in 5 catalog cities of other states; nine in ten worked by 1–3 vehicles, the " +
      "rest by the whole business; the organiser's deadline on two in three, a certificate on one in three, " +
      "'Not needed' marks on seven in ten.",
    `autocannon with ${API_LOAD.connections} connections for ${API_LOAD.seconds} s after a ` +
      `${API_LOAD.warmUpSeconds} s warm-up, rotating over the ${members} members' sessions (and, for one event, ` +
      `over the ${events} events); then with one connection for ${ALONE.seconds} s, what a read costs alone.`,
    "Server CPU is the app process's user and system time through the load (warm-up included) divided by the " +
      "requests it served: the machine's other work moves it far less than the latencies.",
  ];
  const rows: Row[] = [];
  const postgresUrl = benchDatabaseUrl();
  if (postgresUrl)
    rows.push(...(await benchDatabase({ label: 'PostgreSQL', env: { DATABASE_URL: postgresUrl } })));
  else
    notes.push(
      'PostgreSQL was not measured: set BENCH_DATABASE_URL to a database whose name contains "bench".',
    );
  // BENCH_SKIP_PGLITE=1 measures PostgreSQL alone while iterating, as the API part does.
  if (process.env.BENCH_SKIP_PGLITE) notes.push('PGlite was not measured (BENCH_SKIP_PGLITE).');
  else
    rows.push(
      ...(await benchDatabase({ label: 'PGlite', env: { DATA_DIR: tempDir('permitpilot-bench-events-') } })),
    );
  return { id: 'events', title: 'Events: readiness of one event and the list', rows, notes };
}
