import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequirementChangeList } from '../../../shared/contracts/monitor';
import { loadCatalog } from '../../catalog/catalog';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { startMonitorJobs } from './jobs';
import { openReminderQueues } from '../../jobs/reminder-jobs';

/** The scheduled requirement monitor on pg-boss (docs/decisions/0021), against a page the test serves. */
let body = '<main><p>Annual permit fee: $60</p><p>Renew in person.</p></main>';
let pageServer: http.Server;
let origin: string;
let t: TestApp;
let boss: PgBoss;
let jobs: Awaited<ReturnType<typeof startMonitorJobs>>;

beforeAll(async () => {
  pageServer = http.createServer((request, response) => {
    if (request.url !== '/permit') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  t = await createTestApp();
  const logger = createLogger(t.config);
  boss = await openReminderQueues(t.connection, logger);
  jobs = await startMonitorJobs({
    boss,
    db: t.db,
    catalog: () => loadCatalog(),
    settings: { intervalSeconds: 1, allowPrivateNetwork: true, onlyHosts: new Set(['127.0.0.1']) },
    logger,
    everySeconds: 3600,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  jobs?.stop();
  await boss?.stop({ graceful: false, wait: true });
  await t?.close();
  await new Promise((resolve) => pageServer.close(resolve));
});

describe('the scheduled requirement monitor', () => {
  it('runs as a pg-boss job and reports the change to the business', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'Health Permit', renewalLink: `${origin}/permit`, state: 'ID' },
      cookie: owner.cookie,
    });
    const pending = async () =>
      (
        (await (
          await t.request('/api/requirement-changes', { cookie: owner.cookie })
        ).json()) as RequirementChangeList
      ).changes;
    // The first run records the page.
    await jobs.queue();
    await expect
      .poll(async () => (await t.db.query.monitoredPages.findFirst())?.contentHash ?? null, {
        timeout: 10_000,
      })
      .not.toBeNull();
    body = '<main><p>Annual permit fee: $75</p><p>Renew in person.</p></main>';
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await jobs.queue();
    await expect
      .poll(async () => (await pending()).map((change) => change.changeDescription), { timeout: 10_000 })
      .toEqual([expect.stringContaining('$60 → $75')]);
  });
});
