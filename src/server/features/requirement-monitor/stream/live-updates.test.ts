import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequirementChangeList } from '../../../../shared/contracts/monitor';
import { loadCatalog } from '../../../catalog/catalog';
import { openEvents as openStream } from '@tests/support/event-stream';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { runScheduledMonitor } from '../run-monitor';

/**
 * Live updates (docs/product/intelligence.md#live-updates, docs/decisions/0021): server-sent events fed by
 * LISTEN/NOTIFY.
 */
const pages = new Map<string, string>();
let pageServer: http.Server;
let origin: string;
let t: TestApp;
beforeAll(async () => {
  pageServer = http.createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<main>${body}</main>`);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { MONITOR_INTERVAL_SECONDS: '1' } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => pageServer.close(resolve));
});

const openEvents = (cookie: string, headers: Record<string, string> = {}) => openStream(t, cookie, headers);

const addPermit = (cookie: string, path: string) =>
  t.request('/api/permits', {
    method: 'POST',
    json: { name: 'Health Permit', renewalLink: `${origin}${path}`, state: 'WA' },
    cookie,
  });
const settings = { intervalSeconds: 1, allowPrivateNetwork: true, onlyHosts: new Set(['127.0.0.1']) };

describe('live requirement changes', () => {
  it("reaches the open dashboards of the business concerned within a second, and no other business's", async () => {
    pages.set('/live', '<p>Annual permit fee: $80</p><p>Inspection before the first sale.</p>');
    pages.set('/elsewhere', '<p>Nothing changes here.</p>');
    const owner = await t.signedInOwner({ plan: 'pro' });
    const other = await t.signedInOwner({ plan: 'pro' });
    await addPermit(owner.cookie, '/live');
    await addPermit(other.cookie, '/elsewhere');
    await runScheduledMonitor({ db: t.db, catalog: loadCatalog(), settings });

    const first = await openEvents(owner.cookie);
    const second = await openEvents(owner.cookie);
    const stranger = await openEvents(other.cookie);
    expect(t.events.subscriberCount()).toBe(3);

    pages.set('/live', '<p>Annual permit fee: $95</p><p>Inspection before the first sale.</p>');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const started = Date.now();
    await runScheduledMonitor({ db: t.db, catalog: loadCatalog(), settings });
    const [pending] = (
      (await (
        await t.request('/api/requirement-changes', { cookie: owner.cookie })
      ).json()) as RequirementChangeList
    ).changes;
    for (const stream of [first, second]) {
      const event = await stream.next('requirement-change', 1000);
      expect(event).toMatchObject({ id: pending!.id, data: JSON.stringify({ id: pending!.id }) });
    }
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await stranger.next('requirement-change', 300)).toBeNull();

    for (const stream of [first, second, stranger]) await stream.close();
    await expect.poll(() => t.events.subscriberCount()).toBe(0);
  });

  it('tells a browser coming back with Last-Event-ID to reload the list', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const stream = await openEvents(owner.cookie, {
      'last-event-id': '00000000-0000-4000-8000-000000000000',
    });
    expect(await stream.next('refresh')).not.toBeNull();
    await stream.close();
  });

  it('needs a session and the Pro plan', async () => {
    const anonymous = await t.request('/api/requirement-changes/events');
    expect(anonymous.status).toBe(401);
    const free = await t.signedInOwner();
    const refused = await t.request('/api/requirement-changes/events', { cookie: free.cookie });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('PRO_REQUIRED');
  });
});
