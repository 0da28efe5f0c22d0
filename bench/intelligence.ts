import { seedOwners, signInBenchOwner } from './seed';
import {
  benchDatabaseUrl,
  ms,
  seedBenchDatabase,
  startNodeServer,
  tempDir,
  type BenchDatabase,
  type LoadResult,
  type Row,
  type Section,
} from './support';
import { API_ENV, API_LOAD, API_SEED, apiLoad, spreadOwners } from './api-load';

// The permit intelligence's reads (docs/decisions/0020): the dashboard's suggestions and the form's Find
// Link, both answered from the catalog in memory and a few indexed queries.

const OWNERS = 1_000;
const P99_TARGET_MS = 20;

/** What owners type into the permit form's name before asking for a link. */
const TYPED_NAMES = [
  "Seller's Permit",
  'Health permit',
  'Mobile food facility permit',
  'Business tax certificate',
  'Food handler card',
  'Fire inspection propane',
  'ABC license',
  'EIN',
];

const prepare = (database: BenchDatabase) =>
  seedBenchDatabase(database, async (connection) => {
    await seedOwners(connection, { ...API_SEED, owners: OWNERS });
    // Beer and wine, and a catalog city in the address: the most entries a profile can bring in.
    await connection.executeSql(
      `update business_profiles set serves_beer_wine = true, address = '200 N Spring St, Los Angeles, CA'`,
    );
  });

const measure = apiLoad;

async function benchDatabase(database: BenchDatabase): Promise<Row[]> {
  console.log(`Intelligence benchmark on ${database.label}: seeding ${OWNERS} owners…`);
  await prepare(database);
  const app = await startNodeServer('src/server/main.ts', { ...API_ENV, ...database.env });
  const results: [string, LoadResult][] = [];
  try {
    const owners = spreadOwners(OWNERS);
    // Find Link is Pro: its requests rotate over the owners on Pro (every API_SEED.proEvery-th).
    const proOwners = spreadOwners(OWNERS, API_SEED.proEvery);
    const cookies = await Promise.all(owners.map((n) => signInBenchOwner(app.url, n)));
    const proCookies = await Promise.all(proOwners.map((n) => signInBenchOwner(app.url, n)));
    console.log('  GET /api/permit-suggestions…');
    results.push([
      'GET /api/permit-suggestions',
      await measure(app.url, (n) => ({
        path: '/api/permit-suggestions',
        headers: { cookie: cookies[n % cookies.length]! },
      })),
    ]);
    console.log('  GET /api/find-renewal-links…');
    results.push([
      'GET /api/find-renewal-links',
      await measure(app.url, (n) => ({
        path: `/api/find-renewal-links?${new URLSearchParams({ permitName: TYPED_NAMES[n % TYPED_NAMES.length]!, state: 'CA', category: '' })}`,
        headers: { cookie: proCookies[n % proCookies.length]! },
      })),
    ]);
  } finally {
    await app.stop();
  }
  const onPostgres = database.label === 'PostgreSQL';
  return results.flatMap(([label, result]) => [
    {
      measure: `${database.label} ${label}: throughput`,
      value: `${Math.round(result.requestsPerSecond)} req/s`,
    },
    {
      measure: `${database.label} ${label}: latency p50 / p99`,
      value: `${ms(result.p50)} / ${ms(result.p99)}`,
      ...(onPostgres ? { target: `p99 ≤ ${P99_TARGET_MS} ms`, met: result.p99 <= P99_TARGET_MS } : {}),
    },
  ]);
}

export async function benchIntelligence(): Promise<Section> {
  const notes = [
    `${OWNERS} owners × ${API_SEED.permitsPerOwner} permits, each operating in California, serving beer and wine, with a ` +
      'Los Angeles address; autocannon with ' +
      `${API_LOAD.connections} connections for ${API_LOAD.seconds} s after a ${API_LOAD.warmUpSeconds} s warm-up, ` +
      `rotating over ${API_LOAD.sessions} signed-in owners (Pro owners for Find Link, which is Pro).`,
    `Find Link rotates over ${TYPED_NAMES.length} names owners type; the catalog is searched in memory (MiniSearch).`,
  ];
  const rows: Row[] = [];
  const postgresUrl = benchDatabaseUrl();
  if (postgresUrl)
    rows.push(...(await benchDatabase({ label: 'PostgreSQL', env: { DATABASE_URL: postgresUrl } })));
  else
    notes.push(
      'PostgreSQL was not measured: set BENCH_DATABASE_URL to a database whose name contains "bench".',
    );
  rows.push(
    ...(await benchDatabase({ label: 'PGlite', env: { DATA_DIR: tempDir('permitpilot-bench-intel-') } })),
  );
  return { id: 'intelligence', title: 'Permit intelligence: suggestions and Find Link', rows, notes };
}
