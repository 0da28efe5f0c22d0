import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequirementChangeList } from '../../../shared/contracts/monitor';
import { loadCatalog } from '../../catalog/catalog';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { fetchPage } from './pages/fetch-page';
import { runBusinessMonitor, runScheduledMonitor } from './run-monitor';
import { ONE_PAGE_PDF_TEXT } from '@tests/support/pdf-files';

/** The pages a county health department would publish, served by the test and changed as it goes. */
const pages = new Map<string, { status: number; type: string; body: string; stall?: boolean }>();
const page = (body: string) => ({
  status: 200,
  type: 'text/html',
  body: `<html><body><main>${body}</main></body></html>`,
});
const FEES = (fee: string, extra = '') =>
  page(
    `<h1>Mobile food unit permit</h1><p>Annual permit fee: ${fee}</p><p>Bring your commissary letter.</p>${extra}`,
  );

let pageServer: http.Server;
let origin: string;
let t: TestApp;
beforeAll(async () => {
  pageServer = http.createServer((request, response) => {
    const found = pages.get(request.url ?? '');
    if (request.url === '/robots.txt' || !found) return void response.writeHead(404).end();
    // A stalling page sends its first half, and would end only by closing the connection (an older server's
    // way, without length or chunks): a client that stops waiting must not take the half for the page.
    if (found.stall) response.useChunkedEncodingByDefault = false;
    response.writeHead(found.status, { 'content-type': found.type });
    if (found.stall) return void response.write(found.body.slice(0, found.body.length / 2));
    response.end(found.body);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { MONITOR_INTERVAL_SECONDS: '1' } });
});
afterAll(async () => {
  await t?.close();
  pageServer.closeAllConnections();
  await new Promise((resolve) => pageServer.close(resolve));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const code = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;
const run = (cookie: string) => t.request('/api/requirement-monitor', { method: 'POST', cookie });
const listOf = async (cookie: string) =>
  (await (await t.request('/api/requirement-changes', { cookie })).json()) as RequirementChangeList;
const addPermit = (cookie: string, path: string, at = origin, catalogEntryId?: string) =>
  t.request('/api/permits', {
    method: 'POST',
    json: {
      name: 'Mobile Food Unit Permit',
      renewalLink: `${at}${path}`,
      state: 'Oregon',
      renewalDate: '2027-03-01',
      ...(catalogEntryId ? { catalogEntryId } : {}),
    },
    cookie,
  });

describe('the requirement monitor (docs/decisions/0021)', () => {
  it('records a page first, then reports a fee change to every Pro business that watches it', async () => {
    pages.set('/fees', FEES('$100'));
    const first = await t.signedInOwner({ plan: 'pro' });
    const second = await t.signedInOwner({ plan: 'pro' });
    const free = await t.signedInOwner();
    for (const owner of [first, second, free])
      expect((await addPermit(owner.cookie, '/fees')).status).toBe(201);

    // The first reading is the baseline: nothing to report.
    const baseline = await run(first.cookie);
    expect(await baseline.json()).toEqual({ changesDetected: 0 });
    // Once per 10 s per business.
    const again = await run(first.cookie);
    expect(again.status).toBe(429);
    expect(await code(again)).toBe('RATE_LIMITED');

    pages.set('/fees', FEES('$150', '<p>The new fee is effective January 1, 2027.</p>'));
    await sleep(1100);
    expect(await (await run(second.cookie)).json()).toEqual({ changesDetected: 1 });

    const [change] = (await listOf(first.cookie)).changes;
    expect(change).toMatchObject({
      status: 'pending',
      sourceUrl: `${origin}/fees`,
      effectiveDate: '2027-01-01',
      state: { code: 'OR', name: 'Oregon' },
    });
    expect(change!.changeDescription).toContain('$100 → $150');
    expect(change!.aiConfidence).toBeGreaterThanOrEqual(0.8);
    expect(change!.excerpt).toContain('+ ');
    expect((await listOf(second.cookie)).changes).toHaveLength(1);
    // The Free business is not monitored, and is told so.
    const refused = await t.request('/api/requirement-changes', { cookie: free.cookie });
    expect(refused.status).toBe(403);
    expect(await code(refused)).toBe('PRO_REQUIRED');
    expect(await code(await run(free.cookie))).toBe('PRO_REQUIRED');

    // Each business reviews its own: a verification here hides nothing there.
    const theirs = (await listOf(second.cookie)).changes[0]!;
    const crossed = await t.request(`/api/requirement-changes/${theirs.id}/verify`, {
      method: 'POST',
      cookie: first.cookie,
    });
    expect(crossed.status).toBe(404);
    const crew = await t.signedInMember(first.businessId, 'crew');
    expect((await listOf(crew.cookie)).changes).toHaveLength(1);
    const crewReview = await t.request(`/api/requirement-changes/${change!.id}/dismiss`, {
      method: 'POST',
      cookie: crew.cookie,
    });
    expect(crewReview.status).toBe(403);
    expect(await code(crewReview)).toBe('FORBIDDEN');

    expect(
      (
        await t.request(`/api/requirement-changes/${theirs.id}/verify`, {
          method: 'POST',
          cookie: second.cookie,
        })
      ).status,
    ).toBe(204);
    expect((await listOf(second.cookie)).changes).toEqual([]);
    expect((await listOf(first.cookie)).changes).toHaveLength(1);
    expect(
      (
        await t.request(`/api/requirement-changes/${change!.id}/dismiss`, {
          method: 'POST',
          cookie: first.cookie,
        })
      ).status,
    ).toBe(204);
    expect((await listOf(first.cookie)).changes).toEqual([]);
    // Reviewed once: a second review finds nothing pending.
    expect(
      (
        await t.request(`/api/requirement-changes/${change!.id}/verify`, {
          method: 'POST',
          cookie: first.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('/api/requirement-changes/not-a-uuid/verify', {
          method: 'POST',
          cookie: first.cookie,
        })
      ).status,
    ).toBe(400);
  });

  it('shows the pages it could not read with their agency, and reports nothing when only lines moved', async () => {
    pages.set('/broken', { status: 500, type: 'text/html', body: 'down' });
    pages.set('/form.pdf', { status: 200, type: 'application/pdf', body: ONE_PAGE_PDF_TEXT });
    pages.set('/moving', page('<p>First line about the permit.</p><p>Second line about fees.</p>'));
    const owner = await t.signedInOwner({ plan: 'pro' });
    for (const path of ['/broken', '/form.pdf', '/moving']) await addPermit(owner.cookie, path);
    // A permit added from the catalog: its page's agency is the entry's.
    expect((await addPermit(owner.cookie, '/ein-moved', origin, 'us-ein')).status).toBe(201);
    await run(owner.cookie);
    const { failingSources } = await listOf(owner.cookie);
    expect(
      failingSources.map((source) => [source.url.replace(origin, ''), source.outcome, source.agency]).sort(),
    ).toEqual([
      ['/broken', 'http-error', null],
      ['/ein-moved', 'http-error', 'Internal Revenue Service (IRS)'],
      ['/form.pdf', 'not-html', null],
    ]);

    pages.set('/moving', page('<p>Second line about fees.</p><p>First line about the permit.</p>'));
    await sleep(1100);
    const found = await runScheduledMonitor({
      db: t.db,
      catalog: loadCatalog(),
      settings: { intervalSeconds: 1, allowPrivateNetwork: true, onlyHosts: new Set(['127.0.0.1']) },
    });
    expect(found.changes.filter((change) => change.businessId === owner.businessId)).toEqual([]);
  });

  it('tells the business only that a private address is not reachable, and logs what it resolved to', async () => {
    pages.set('/inside', FEES('$100'));
    const owner = await t.signedInOwner({ plan: 'pro' });
    const localhost = `http://localhost:${new URL(origin).port}`;
    expect((await addPermit(owner.cookie, '/inside', localhost)).status).toBe(201);
    const log: string[] = [];
    // As in production: the private network is refused.
    await runBusinessMonitor({
      db: t.db,
      catalog: loadCatalog(),
      businessId: owner.businessId,
      settings: {
        intervalSeconds: 1,
        allowPrivateNetwork: false,
        onlyHosts: new Set(['localhost']),
        logger: pino({ level: 'info' }, { write: (line: string) => void log.push(line) }),
      },
    });

    const response = await t.request('/api/requirement-changes', { cookie: owner.cookie });
    const text = await response.text();
    expect((JSON.parse(text) as RequirementChangeList).failingSources).toEqual([
      { url: `${localhost}/inside`, agency: null, checkedAt: expect.any(String), outcome: 'blocked-address' },
    ]);
    expect(text).not.toMatch(/127\.0\.0\.1|::1|resolves/);
    const logged = log.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        url: `${localhost}/inside`,
        reason: 'blocked-address',
        detail: expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1)$/),
      }),
    );
  });

  it('records a page cut off by the timeout or the size limit as a failure, never as its text, so no false change follows', async () => {
    const FULL = FEES('$100', '<p>Inspections take place at the commissary every spring.</p>');
    pages.set('/stalling', FULL);
    const owner = await t.signedInOwner({ plan: 'pro' });
    await addPermit(owner.cookie, '/stalling');
    // Each run a little later than the last: the page is due again without waiting for the interval.
    let clock = Date.now();
    const check = () =>
      runBusinessMonitor({
        db: t.db,
        catalog: loadCatalog(),
        businessId: owner.businessId,
        now: new Date((clock += 5_000)),
        settings: {
          intervalSeconds: 1,
          allowPrivateNetwork: true,
          onlyHosts: new Set(['127.0.0.1']),
          fetch: (url, options) => fetchPage(url, { ...options, timeoutMs: 300, maxBytes: 4_000 }),
        },
      });

    expect(await check()).toBe(0);
    for (const [cut, outcome] of [
      [{ ...FULL, stall: true }, 'timeout'],
      [FEES('$100', `<p>${'More about the permit. '.repeat(200)}</p>`), 'too-large'],
    ] as const) {
      pages.set('/stalling', cut);
      expect(await check()).toBe(0);
      expect((await listOf(owner.cookie)).failingSources).toEqual([
        { url: `${origin}/stalling`, agency: null, checkedAt: expect.any(String), outcome },
      ]);
      // The whole page again: the text read before the cut is still the page's, so nothing changed.
      pages.set('/stalling', FULL);
      expect(await check()).toBe(0);
      expect(await listOf(owner.cookie)).toEqual({ changes: [], failingSources: [] });
    }
  });

  it('reaches, from the scheduled run, every Pro business with a permit on the changed page', async () => {
    pages.set('/renew', FEES('$200'));
    const owner = await t.signedInOwner({ plan: 'pro' });
    await addPermit(owner.cookie, '/renew');
    const settings = { intervalSeconds: 1, allowPrivateNetwork: true, onlyHosts: new Set(['127.0.0.1']) };
    await runScheduledMonitor({ db: t.db, catalog: loadCatalog(), settings });
    pages.set('/renew', FEES('$250'));
    await sleep(1100);
    const found = await runScheduledMonitor({ db: t.db, catalog: loadCatalog(), settings });
    expect(found.changes.map((change) => change.businessId)).toContain(owner.businessId);
    expect((await listOf(owner.cookie)).changes[0]?.changeDescription).toContain('$200 → $250');
  });
});
