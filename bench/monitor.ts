import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadCatalog } from '@server/catalog/catalog';
import { connectPostgres, rowsOf } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { runScheduledMonitor } from '@server/features/requirement-monitor/run-monitor';
import { seedOwners } from './seed';
import {
  BENCH_SECRET,
  PRODUCTION_ENV,
  benchDatabaseUrl,
  ms,
  seconds,
  startNodeServer,
  timed,
  wipePostgres,
  type Section,
} from './support';

// The requirement monitor at scale (docs/decisions/0021): 2,000 pages served by a local server, 5% of them
// changed, watched by 100,000 Pro businesses on PostgreSQL; then the live updates of one instance.
const BUSINESSES = 100_000;
const PAGES = 2_000;
const CHANGED_SHARE = 0.05;
const RUN_TARGET_MS = 30_000;
const STREAMS = 1_000;
const LIVE_P99_TARGET_MS = 1_000;

const count = async (connection: ReturnType<typeof connectPostgres>, text: string) =>
  Number(rowsOf<{ count: string }>(await connection.executeSql(text))[0]!.count);

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function benchMonitor(): Promise<Section> {
  const section: Section = {
    id: 'monitor',
    title: 'Requirement monitor: 2,000 pages and 100,000 businesses on PostgreSQL',
    rows: [],
    notes: [
      `${BUSINESSES} Pro businesses, each with one permit whose renewal link is one of ${PAGES} pages of a local ` +
        `server (${BUSINESSES / PAGES} businesses per page); ${CHANGED_SHARE * 100}% of the pages change a fee ` +
        'between two runs. The first run records every page; the second is timed: it fetches every page again ' +
        '(two at a time, as for any one host), describes the changes and fans each out in one statement.',
      `Live updates: ${STREAMS} server-sent event streams open on one server process (NODE_ENV=production), one ` +
        'business each; one change reaches them all; latency from the NOTIFY to each stream receiving the event.',
    ],
  };
  const url = benchDatabaseUrl();
  if (!url) {
    section.notes.push('Not measured: set BENCH_DATABASE_URL to a database whose name contains "bench".');
    return section;
  }
  let version = 1;
  const changed = new Set<number>();
  const server = http.createServer((request, response) => {
    const n = Number(/^\/page\/(\d+)$/.exec(request.url ?? '')?.[1] ?? NaN);
    if (!Number.isInteger(n)) return void response.writeHead(404).end();
    const fee = changed.has(n) && version > 1 ? 150 : 100;
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<main><h1>Permit ${n}</h1><p>Annual permit fee: $${fee}</p><p>Bring your commissary letter.</p></main>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  await wipePostgres(url);
  const connection = connectPostgres(url);
  try {
    await migrateDatabase(connection);
    console.log(`Monitor benchmark: seeding ${BUSINESSES} Pro businesses…`);
    await seedOwners(connection, {
      owners: BUSINESSES,
      permitsPerOwner: 1,
      renewal: { fromDays: 400, spanDays: 365 },
      proEvery: 1,
    });
    await connection.executeSql(
      `update permits set renewal_link = '${origin}/page/' || (abs(hashtext(business_id)) % ${PAGES})`,
    );
    await connection.executeSql('analyze');
    const catalog = loadCatalog();
    const settings = { intervalSeconds: 0, allowPrivateNetwork: true, onlyHosts: new Set(['127.0.0.1']) };

    console.log('  first run (records every page)…');
    const first = await timed(() => runScheduledMonitor({ db: connection.db, catalog, settings }));
    for (let n = 0; n < PAGES * CHANGED_SHARE; n++)
      changed.add(Math.floor((n * PAGES) / (PAGES * CHANGED_SHARE)));
    version = 2;
    console.log('  second run (5% changed)…');
    const second = await timed(() => runScheduledMonitor({ db: connection.db, catalog, settings }));
    const pagesChecked = await count(
      connection,
      'select count(*) from monitored_pages where checked_at is not null',
    );
    section.rows.push(
      { measure: 'First run (records the pages)', value: seconds(first.ms) },
      {
        measure: 'Second run: fetch, compare and fan out',
        value: seconds(second.ms),
        target: `≤ ${RUN_TARGET_MS / 1000} s`,
        met: second.ms <= RUN_TARGET_MS,
      },
      {
        measure: 'Pages checked / page changes / requirement changes',
        value: `${pagesChecked} / ${second.value.pageChanges} / ${second.value.changes.length}`,
      },
    );

    // Live updates: STREAMS event streams open on one server, one business each (sessions written directly:
    // signing 1,000 owners in is set-up, not the thing measured).
    console.log(`  live updates to ${STREAMS} streams…`);
    const app = await startNodeServer('src/server/main.ts', {
      ...PRODUCTION_ENV,
      DATABASE_URL: url,
      MONITOR_SCHEDULE_SECONDS: '0',
    });
    try {
      const owners = Array.from({ length: STREAMS }, (_, i) => i + 1);
      const tokens = owners.map(() => crypto.randomBytes(24).toString('base64url'));
      await connection.executeSql(
        `insert into session (id, token, user_id, expires_at, active_organization_id)
         select 'bench-stream-' || n, t.token, 'bench-' || n, now() + interval '1 day', 'bench-business-' || n
         from unnest($1::int[], $2::text[]) as t(n, token)`,
        [owners, tokens],
      );
      const cookieOf = (token: string) =>
        `__Secure-better-auth.session_token=${encodeURIComponent(
          `${token}.${crypto.createHmac('sha256', BENCH_SECRET).update(token).digest('base64')}`,
        )}`;
      const arrived: number[] = [];
      let sentAt = 0;
      const controller = new AbortController();
      const streams = await Promise.all(
        tokens.map(async (token) => {
          const response = await fetch(`${app.url}/api/requirement-changes/events`, {
            headers: { cookie: cookieOf(token) },
            signal: controller.signal,
          });
          if (response.status !== 200)
            throw new Error(`events stream: ${response.status} ${await response.text()}`);
          const reader = response.body!.getReader();
          const decoder = new TextDecoder();
          let text = '';
          while (!text.includes('event: ready')) text += decoder.decode((await reader.read()).value);
          // Wrapped: an async function returning a promise would wait for it, and so for the event.
          return {
            received: (async () => {
              for (;;) {
                const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
                if (done) return;
                if (decoder.decode(value).includes('event: requirement-change')) {
                  arrived.push(performance.now() - sentAt);
                  return;
                }
              }
            })(),
          };
        }),
      );
      const rssWithStreams = app.peakRssMiB();
      const [pageChange] = rowsOf<{ id: string }>(
        await connection.executeSql(
          `insert into page_changes (url, change_description, ai_confidence, excerpt)
           values ('${origin}/page/live', 'Fee changed: $100 → $150.', 0.85, '+ $150') returning id`,
        ),
      );
      await connection.executeSql(
        `insert into requirement_changes (business_id, page_change_id)
         select 'bench-business-' || n, $2::uuid from unnest($1::int[]) as n`,
        [owners, pageChange!.id],
      );
      sentAt = performance.now();
      await connection.executeSql(`select pg_notify('requirement_changes', $1)`, [pageChange!.id]);
      await Promise.race([
        Promise.all(streams.map((stream) => stream.received)),
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
      controller.abort();
      section.rows.push(
        { measure: 'Live updates: streams reached', value: `${arrived.length} of ${STREAMS}` },
        {
          measure: 'Live updates: latency p50 / p99',
          value: `${ms(percentile(arrived, 50))} / ${ms(percentile(arrived, 99))}`,
          target: `p99 ≤ ${LIVE_P99_TARGET_MS} ms`,
          met: arrived.length === STREAMS && percentile(arrived, 99) <= LIVE_P99_TARGET_MS,
        },
        {
          measure: `Server peak RSS with ${STREAMS} streams open`,
          value: `${rssWithStreams.toFixed(0)} MiB`,
        },
      );
    } finally {
      await app.stop();
    }
  } finally {
    await connection.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return section;
}
