import { PERMITS_SHOWN_AT_FIRST } from '@shared/contracts/permits';
import {
  BENCH_FLEET,
  BENCH_TEAM,
  benchBusinessId,
  benchFleetVehicleId,
  seedFleet,
  seedOwners,
  seedTeam,
  signInBenchOwner,
  signInWith,
  signInBenchTeamMember,
} from './seed';
import {
  benchDatabaseUrl,
  ms,
  noteLoad,
  profiledLoad,
  seedBenchDatabase,
  startNodeServer,
  tempDir,
  type BenchDatabase,
  type LoadResult,
  type NodeServer,
  type Row,
  type Section,
} from './support';
import {
  API_ENV,
  API_LOAD,
  API_LOAD_ROUNDS,
  API_SEED,
  apiLoad,
  apiLoadsInTurn,
  spreadOwners,
} from './api-load';
import { CAPACITY_P99_MS, CAPACITY_SECONDS, measureCapacity } from './api-capacity';

const OWNERS = 10_000;
/** The owners' permit list, the dashboard's heaviest read, also has a p99 target. */
const P99_TARGET_MS = 30;
/** Peak resident memory of the app server through the whole PostgreSQL run. */
const PEAK_RSS_TARGET_MIB = 350;

/** The dashboard's data: its permit list, the plan badge, and the profile that decides onboarding. */
const FIRST_PERMITS = `?limit=${PERMITS_SHOWN_AT_FIRST}`;
const ENDPOINTS = [
  {
    name: 'permits',
    path: `/api/permits${FIRST_PERMITS}`,
    baseline: '/baseline/permits',
    query: FIRST_PERMITS,
    ratioTarget: 0.7,
    p99Target: P99_TARGET_MS,
  },
  // A one-row read's own query is so cheap that what every authenticated request adds weighs more
  // (docs/decisions/0008), hence a lower ratio.
  {
    name: 'subscription',
    path: '/api/subscription',
    baseline: '/baseline/subscription',
    query: '',
    ratioTarget: 0.6,
  },
  {
    name: 'business-profile',
    path: '/api/business-profile',
    baseline: '/baseline/business-profile',
    query: '',
    ratioTarget: 0.6,
  },
] as const;
const TEAM_RATIO_TARGET = 0.7;
/** The fleet's dashboard filtered to one vehicle (docs/product/fleet.md#the-dashboard). */
const FLEET_RATIO_TARGET = 0.7;
const FLEET_QUERY = `${FIRST_PERMITS}&vehicle=${benchFleetVehicleId(7)}`;

const owners = spreadOwners(OWNERS);

const prepare = (database: BenchDatabase) =>
  seedBenchDatabase(database, async (connection) => {
    await seedOwners(connection, { ...API_SEED, owners: OWNERS });
    await seedTeam(connection);
    await seedFleet(connection);
  });

type Measured = { app: LoadResult; baseline: LoadResult };

/** Stops a server and answers its peak resident memory. */
async function stopMeasured(server: NodeServer) {
  const peak = server.peakRssMiB();
  await server.stop();
  return peak;
}

/** The team's dashboard data (docs/decisions/0018), measured beside the owners' under this name. */
const TEAM = 'team-permits';
/** The fleet's permits filtered to one vehicle, under this name. */
const FLEET = 'fleet-permits';

const measure = apiLoad;

async function benchDatabase(database: BenchDatabase) {
  console.log(
    `API benchmark on ${database.label}: seeding ${OWNERS} owners × ${API_SEED.permitsPerOwner} permits…`,
  );
  await prepare(database);
  const env = { ...API_ENV, ...database.env };
  const results = new Map<string, Measured>();
  const signedIn = (signIn: (n: number) => Promise<string>, count: number) =>
    Promise.all(Array.from({ length: count }, (_, n) => signIn(n)));

  // With a CPU profile asked for, each read gets a server of its own, so each profile holds one read.
  const perRead = Boolean(process.env.BENCH_CPU_PROFILE_DIR);
  const slug = database.label.toLowerCase();
  let appRss = 0;
  let appIdleRss = 0;
  let app: NodeServer | undefined;
  let cookies: string[] = [];
  let capacity: Row[] = [];
  // The read the running server was started for: asked again for the same read, the profiled run keeps it (the
  // first read's server is started before the baseline, then asked for again when it is measured).
  let appRead: string | undefined;
  const appFor = async (read: string) => {
    if (app && (!perRead || appRead === read)) return app;
    if (app) appRss = Math.max(appRss, await stopMeasured(app));
    const started = await startNodeServer('src/server/main.ts', env, { profileName: `${slug}-app-${read}` });
    app = started;
    appRead = read;
    appIdleRss = Math.max(appIdleRss, started.idleRssMiB);
    cookies = await signedIn((n) => signInBenchOwner(started.url, owners[n]!), owners.length);
    return started;
  };

  /** Each read: its name, what the app is asked (given the app's owner cookies) and what the baseline is. */
  type Read = {
    name: string;
    label: string;
    app: (server: NodeServer) => Promise<(n: number) => { path: string; headers: { cookie: string } }>;
    baseline: { label: string; path: (n: number) => string };
  };
  const reads: Read[] = [
    ...ENDPOINTS.map((endpoint) => ({
      name: endpoint.name,
      label: endpoint.path,
      app: async () => (n: number) => ({
        path: endpoint.path,
        headers: { cookie: cookies[n % cookies.length]! },
      }),
      baseline: {
        label: endpoint.baseline,
        path: (n: number) =>
          `${endpoint.baseline}/${benchBusinessId(owners[n % owners.length]!)}${endpoint.query}`,
      },
    })),
    {
      // Every member of one business at once: the owner's lookups may be cached, the others' never are.
      name: TEAM,
      label: `/api/permits${FIRST_PERMITS} as a team of ${BENCH_TEAM.members}`,
      app: async (server) => {
        const team = await signedIn((n) => signInBenchTeamMember(server.url, n + 1), BENCH_TEAM.members);
        return (n) => ({ path: `/api/permits${FIRST_PERMITS}`, headers: { cookie: team[n % team.length]! } });
      },
      baseline: {
        label: "/baseline/permits of the team's business",
        path: () => `/baseline/permits/${BENCH_TEAM.businessId}${FIRST_PERMITS}`,
      },
    },
    {
      name: FLEET,
      label: `/api/permits${FLEET_QUERY} of a fleet`,
      app: async (server) => {
        const cookie = await signInWith(server.url, BENCH_FLEET.email);
        return () => ({ path: `/api/permits${FLEET_QUERY}`, headers: { cookie } });
      },
      baseline: {
        label: '/baseline/permits of the fleet, one vehicle',
        path: () => `/baseline/permits/${BENCH_FLEET.businessId}${FLEET_QUERY}`,
      },
    },
  ];
  const measureApp = async (read: Read) => {
    const server = await appFor(read.name);
    const request = await read.app(server);
    console.log(`  app ${read.label}…`);
    const result = await profiledLoad(server, read.name, () => measure(server.url, request));
    results.set(read.name, { ...results.get(read.name)!, app: result });
  };
  // Both at once (PostgreSQL): the app's and the baseline's rounds in turn (loadsInTurn), each server's
  // profile stretch covering all of them.
  const measureInTurn = async (baseline: NodeServer, read: Read) => {
    const server = await appFor(read.name);
    const request = await read.app(server);
    console.log(`  app ${read.label} and baseline ${read.baseline.label}, in turns…`);
    const from = { app: Date.now() - server.spawnedAt, baseline: Date.now() - baseline.spawnedAt };
    const [app, base] = await apiLoadsInTurn([
      { url: server.url, request },
      { url: baseline.url, request: (n) => ({ path: read.baseline.path(n) }) },
    ]);
    noteLoad(server, read.name, from.app, app!.served);
    noteLoad(baseline, read.name, from.baseline, base!.served);
    results.set(read.name, { app: app!, baseline: base! });
  };
  const measureBaseline = async (baseline: NodeServer, read: Read) => {
    console.log(`  baseline ${read.baseline.label}…`);
    const result = await profiledLoad(baseline, read.name, () =>
      measure(baseline.url, (n) => ({ path: read.baseline.path(n) })),
    );
    results.set(read.name, { ...results.get(read.name)!, baseline: result });
  };

  // On PostgreSQL both servers run at once and each read is measured on both, in rounds taken in turns, so that
  // the machine's load, which drifts from second to second on a shared machine, weighs on both sides of a ratio
  // alike. PGlite's data directory takes one process at a time: the app's reads, then the baseline's.
  const sideBySide = Boolean(database.env.DATABASE_URL);
  let baseline: NodeServer | undefined;
  let baselineRss = 0;
  let baselineIdleRss = 0;
  const startBaseline = async () => {
    baseline = await startNodeServer('bench/baseline-server.ts', env, { profileName: `${slug}-baseline` });
    baselineIdleRss = baseline.idleRssMiB;
    return baseline;
  };
  try {
    if (sideBySide) {
      await appFor(reads[0]!.name);
      const started = await startBaseline();
      for (const read of reads) await measureInTurn(started, read);
    } else for (const read of reads) await measureApp(read);
    // On the server of the last read.
    if (database.label === 'PostgreSQL')
      capacity = await measureCapacity(app!.url, cookies, `${database.label} one server:`);
  } finally {
    if (app) appRss = Math.max(appRss, await stopMeasured(app));
    if (baseline) baselineRss = await stopMeasured(baseline);
  }
  if (!sideBySide) {
    const started = await startBaseline();
    try {
      for (const read of reads) await measureBaseline(started, read);
    } finally {
      baselineRss = await stopMeasured(started);
    }
  }

  const onPostgres = database.label === 'PostgreSQL';
  const rows: Row[] = [];
  for (const endpoint of ENDPOINTS) {
    const { app: a, baseline: b } = results.get(endpoint.name)!;
    const ratio = a.requestsPerSecond / b.requestsPerSecond;
    const label = `${database.label} GET ${endpoint.path}`;
    rows.push({
      measure: `${label}: throughput`,
      value: `${Math.round(a.requestsPerSecond)} req/s (baseline ${Math.round(b.requestsPerSecond)} req/s)`,
    });
    rows.push({
      measure: `${label}: ratio to baseline`,
      value: ratio.toFixed(2),
      ...(onPostgres ? { target: `≥ ${endpoint.ratioTarget}`, met: ratio >= endpoint.ratioTarget } : {}),
    });
    const p99Target = 'p99Target' in endpoint ? endpoint.p99Target : undefined;
    rows.push({
      measure: `${label}: latency p50 / p99`,
      value: `${ms(a.p50)} / ${ms(a.p99)} (baseline ${ms(b.p50)} / ${ms(b.p99)})`,
      ...(onPostgres && p99Target ? { target: `p99 ≤ ${p99Target} ms`, met: a.p99 <= p99Target } : {}),
    });
  }
  const team = results.get(TEAM)!;
  const ownersRatio =
    results.get('permits')!.app.requestsPerSecond / results.get('permits')!.baseline.requestsPerSecond;
  const teamRatio = team.app.requestsPerSecond / team.baseline.requestsPerSecond;
  const teamLabel = `${database.label} GET /api/permits${FIRST_PERMITS}, ${BENCH_TEAM.members} members × ${BENCH_TEAM.permits} permits`;
  rows.push({
    measure: `${teamLabel}: throughput`,
    value: `${Math.round(team.app.requestsPerSecond)} req/s (baseline ${Math.round(team.baseline.requestsPerSecond)} req/s)`,
  });
  rows.push({
    measure: `${teamLabel}: ratio to baseline`,
    value: `${teamRatio.toFixed(2)} (owners' /api/permits: ${ownersRatio.toFixed(2)})`,
    ...(onPostgres ? { target: `≥ ${TEAM_RATIO_TARGET}`, met: teamRatio >= TEAM_RATIO_TARGET } : {}),
  });
  rows.push({
    measure: `${teamLabel}: latency p50 / p99`,
    value: `${ms(team.app.p50)} / ${ms(team.app.p99)} (baseline ${ms(team.baseline.p50)} / ${ms(team.baseline.p99)})`,
  });
  const fleet = results.get(FLEET)!;
  const fleetRatio = fleet.app.requestsPerSecond / fleet.baseline.requestsPerSecond;
  const fleetLabel = `${database.label} GET /api/permits${FIRST_PERMITS}&vehicle=…, ${BENCH_FLEET.vehicles} vehicles × ${BENCH_FLEET.permits} permits`;
  rows.push({
    measure: `${fleetLabel}: throughput`,
    value: `${Math.round(fleet.app.requestsPerSecond)} req/s (baseline ${Math.round(fleet.baseline.requestsPerSecond)} req/s)`,
  });
  rows.push({
    measure: `${fleetLabel}: ratio to baseline`,
    value: fleetRatio.toFixed(2),
    ...(onPostgres ? { target: `≥ ${FLEET_RATIO_TARGET}`, met: fleetRatio >= FLEET_RATIO_TARGET } : {}),
  });
  rows.push({
    measure: `${fleetLabel}: latency p50 / p99`,
    value: `${ms(fleet.app.p50)} / ${ms(fleet.app.p99)} (baseline ${ms(fleet.baseline.p50)} / ${ms(fleet.baseline.p99)})`,
    ...(onPostgres ? { target: `p99 ≤ ${P99_TARGET_MS} ms`, met: fleet.app.p99 <= P99_TARGET_MS } : {}),
  });
  rows.push(...capacity);
  rows.push({
    measure: `${database.label} server RSS when idle after start-up`,
    value: `${appIdleRss.toFixed(0)} MiB (baseline ${baselineIdleRss.toFixed(0)} MiB)`,
  });
  rows.push({
    measure: `${database.label} server peak RSS`,
    value: `${appRss.toFixed(0)} MiB (baseline ${baselineRss.toFixed(0)} MiB)`,
    ...(onPostgres ? { target: `≤ ${PEAK_RSS_TARGET_MIB} MiB`, met: appRss <= PEAK_RSS_TARGET_MIB } : {}),
  });
  return rows;
}

export async function benchApi(): Promise<Section> {
  const notes = [
    `${OWNERS} owners × ${API_SEED.permitsPerOwner} permits; autocannon with ${API_LOAD.connections} connections for ` +
      `${API_LOAD.seconds} s per endpoint after a ${API_LOAD.warmUpSeconds} s warm-up, requests rotating over ` +
      `${API_LOAD.sessions} signed-in owners.`,
    'Both servers run their esbuild bundle (as `npm start` does) with NODE_ENV=production on the same database and pool; the baseline ' +
      '(`bench/baseline-server.ts`) runs the same query with no session, validation, middleware or mapping. On PostgreSQL ' +
      `both run at once and each read's ${API_LOAD.seconds} s are taken in ${API_LOAD_ROUNDS} rounds, the app's and ` +
      "the baseline's in turn, so that the machine's drift weighs on both alike; PGlite's data directory takes one " +
      "process at a time, so there the app's reads come first.",
    `The dashboard loads its ${PERMITS_SHOWN_AT_FIRST} most urgent permits with their total, the plan badge ` +
      "(subscription) and the business profile; the rest of the list only on 'Show all' (docs/decisions/0019).",
    `A team: one business with ${BENCH_TEAM.members} members (an owner, 3 managers, 6 crew) and ` +
      `${BENCH_TEAM.permits} permits, requests rotating over all ${BENCH_TEAM.members} members' sessions; only the ` +
      "owner's session lookups are reused between requests (docs/decisions/0018).",
    `A fleet: one Pro business with ${BENCH_FLEET.vehicles} vehicles and ${BENCH_FLEET.permits} permits (one in ` +
      `${BENCH_FLEET.vehicles + 1} the whole business's), its owner's dashboard filtered to one vehicle: that ` +
      "vehicle's permits and the whole business's (docs/product/fleet.md#the-dashboard).",
    `Capacity (PostgreSQL): the dashboard's three reads in turn over the owners' sessions, ${CAPACITY_SECONDS} s each with ` +
      `fewer connections until the p99 is at most ${CAPACITY_P99_MS} ms; the throughput there is what one server ` +
      'answers within it (docs/architecture.md#capacity).',
  ];
  const rows: Row[] = [];
  const postgresUrl = benchDatabaseUrl();
  if (postgresUrl) {
    rows.push(...(await benchDatabase({ label: 'PostgreSQL', env: { DATABASE_URL: postgresUrl } })));
  } else {
    notes.push(
      'PostgreSQL was not measured: set BENCH_DATABASE_URL to a database whose name contains "bench".',
    );
  }
  // BENCH_SKIP_PGLITE=1 measures PostgreSQL alone while iterating; BENCHMARKS.md takes a full run.
  if (process.env.BENCH_SKIP_PGLITE) notes.push('PGlite was not measured (BENCH_SKIP_PGLITE).');
  else
    rows.push(
      ...(await benchDatabase({ label: 'PGlite', env: { DATA_DIR: tempDir('permitpilot-bench-') } })),
    );
  return { id: 'api', title: 'API: the dashboard’s data against a bare baseline', rows, notes };
}
