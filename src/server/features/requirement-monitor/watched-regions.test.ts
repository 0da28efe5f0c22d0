import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequirementChangeList } from '../../../shared/contracts/monitor';
import { buildCatalog, type Catalog } from '../../catalog/catalog';
import type { WatchedPage } from '../../catalog/catalog-schema';
import { catalogEntry } from '@tests/support/catalog-entries';
import { monitoredPages } from '../../db/schema';
import { i18nFor } from '../../i18n/i18n';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { listRequirementChanges } from './list-requirement-changes';
import { runScheduledMonitor } from './run-monitor';

/**
 * The monitor compares only the part of an agency's page that states the requirements
 * (docs/product/intelligence.md#requirement-changes), against pages of our own built like an agency's: a site
 * header and menu, a news box, a date stamp, and a table of permits with their fees.
 */
type Fixture = { fee: string; news: string; revised: string; updated: string; requirements: boolean };
const AS_PUBLISHED: Fixture = {
  fee: '$250',
  news: 'Offices close early on Friday for the county fair.',
  revised: 'March 3, 2026',
  updated: 'March 4, 2026 at 9:12 AM',
  requirements: true,
};
const agencyPage = (page: Fixture) => `<!doctype html>
<html><head><title>Mobile food vending | Example County Public Health</title></head><body>
<header><a href="/">Example County</a> <a href="/es">Español</a></header>
<nav><ul><li><a href="/">Home</a></li><li><a href="/permits">Permits</a></li><li><a href="/news">News</a></li></ul></nav>
<div class="layout">
  <div class="sidebar"><h2>Popular</h2><p>${page.news}</p></div>
  <main>
    <h1>Mobile food vending</h1>
    ${
      page.requirements
        ? `<section id="requirements">
      <div class="news-box"><h2>Latest news</h2><p>${page.news}</p></div>
      <p>Every mobile food unit needs a health permit before it operates in the county.</p>
      <table>
        <tr><th>Permit</th><th>Fee</th></tr>
        <tr><td>Mobile food unit, annual</td><td>${page.fee}</td></tr>
        <tr><td>Plan review</td><td>$150</td></tr>
      </table>
      <p>Revised ${page.revised}</p>
    </section>`
        : '<p>This page has moved. See our permits page.</p>'
    }
    <p>Content last reviewed ${page.updated}</p>
  </main>
</div>
<footer>© 2026 Example County</footer></body></html>`;

/** Each test's page, by path under /permits/. */
const served = new Map<string, Fixture>();
const asked: string[] = [];
let server: http.Server;
let origin: string;
let t: TestApp;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const page = served.get(request.url ?? '');
    if (page) response.writeHead(200, { 'content-type': 'text/html' }).end(agencyPage(page));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { MONITOR_INTERVAL_SECONDS: '1' } });
});
afterAll(async () => {
  await t?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Oregon's entry for the page at `path`, watching it as `watch` says; a catalog of that entry alone. */
function catalogWatching(path: string, watch: Omit<WatchedPage, 'url'>[]): Catalog {
  const url = `${origin}${path}`;
  const entry = catalogEntry({
    id: 'or-example-county-mobile-food',
    name: 'Mobile Food Unit Permit',
    jurisdiction: { level: 'county', state: 'OR', county: 'Example' },
    agency: { name: 'Example County Public Health', url: origin },
    url,
    perVehicle: true,
    summary: 'The county health permit of a mobile food unit.',
    es: { summary: 'El permiso de salud del condado para una unidad móvil de alimentos.', prepare: [] },
    evidence: [{ url, official: true, states: 'The permit and its fees.', copyDate: null }],
    watch: watch.map((page) => ({ url, ...page })),
  });
  return buildCatalog([{ scope: 'OR', entries: [entry] }]);
}
const REQUIREMENTS = { region: '#requirements', ignore: ['.news-box', '/^Revised /'] };

/** A Pro business operating in Oregon, with a permit whose own link is the agency's home page. */
async function oregonBusiness() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const added = await t.request('/api/permits', {
    method: 'POST',
    json: { name: 'Mobile Food Unit Permit', state: 'Oregon', renewalLink: `${origin}/` },
    cookie: owner.cookie,
  });
  expect(added.status).toBe(201);
  return owner;
}

// Each run a little later than the last, so the page is due again without waiting for the interval.
let clock = Date.now();
const settings = { intervalSeconds: 1, allowPrivateNetwork: true, onlyHosts: new Set(['127.0.0.1']) };
const check = async (catalog: Catalog, businessId: string) =>
  (
    await runScheduledMonitor({ db: t.db, catalog, settings, now: new Date((clock += 5_000)) })
  ).changes.filter((change) => change.businessId === businessId);
/** The list as a reader of the language sees it: the language cookie says which (docs/decisions/0026). */
const listIn = async (cookie: string, language: 'en' | 'es') => {
  const inLanguage = cookie.replace(/pp_lang=\w+/, `pp_lang=${language}`);
  expect(inLanguage).toContain(`pp_lang=${language}`);
  const response = await t.request('/api/requirement-changes', { cookie: inLanguage });
  return (await response.json()) as RequirementChangeList;
};

describe('a watched region of an agency page', () => {
  it('reports nothing when only the news box or the date stamp changed, and one change for a new fee', async () => {
    const path = '/permits/mobile-food';
    served.set(path, AS_PUBLISHED);
    const owner = await oregonBusiness();
    const catalog = catalogWatching(path, [REQUIREMENTS]);
    expect(await check(catalog, owner.businessId)).toEqual([]);

    const news = 'Food truck rally downtown this Saturday!';
    served.set(path, { ...AS_PUBLISHED, news });
    expect(await check(catalog, owner.businessId)).toEqual([]);
    served.set(path, {
      ...AS_PUBLISHED,
      news,
      revised: 'April 9, 2026',
      updated: 'April 10, 2026 at 4:40 PM',
    });
    expect(await check(catalog, owner.businessId)).toEqual([]);

    served.set(path, { ...served.get(path)!, fee: '$300' });
    expect(await check(catalog, owner.businessId)).toHaveLength(1);
    const { changes } = await listIn(owner.cookie, 'en');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      changeDescription: 'Fee changed: $250 → $300.',
      excerpt: '- Mobile food unit, annual $250\n+ Mobile food unit, annual $300',
      describedBy: 'diff',
    });

    // The same change, read in Spanish; the page's own lines stay as the agency wrote them.
    const [inSpanish] = (await listIn(owner.cookie, 'es')).changes;
    expect(inSpanish).toMatchObject({ changeDescription: 'Cambió la tarifa: $250 → $300.' });
    expect(inSpanish!.excerpt).toBe(changes[0]!.excerpt);
    // The permit's own link is the agency's home page: never fetched.
    expect(asked).not.toContain('/');
  });

  it('counts a page without its region as a page it could not check, never as a change', async () => {
    const path = '/permits/moved';
    served.set(path, AS_PUBLISHED);
    const owner = await oregonBusiness();
    const catalog = catalogWatching(path, [REQUIREMENTS]);
    await check(catalog, owner.businessId);

    served.set(path, { ...AS_PUBLISHED, requirements: false });
    expect(await check(catalog, owner.businessId)).toEqual([]);
    const list = await listRequirementChanges({
      db: t.db,
      catalog,
      businessId: owner.businessId,
      i18n: i18nFor('en'),
    });
    expect(list).toEqual({
      changes: [],
      failingSources: [
        {
          url: `${origin}${path}`,
          agency: 'Example County Public Health',
          checkedAt: expect.any(String),
          outcome: 'region-missing',
        },
      ],
    });

    // Back as it was: the text read before is still the page's, so nothing changed.
    served.set(path, AS_PUBLISHED);
    expect(await check(catalog, owner.businessId)).toEqual([]);
    const [page] = await t.db
      .select()
      .from(monitoredPages)
      .where(eq(monitoredPages.url, `${origin}${path}`));
    expect(page).toMatchObject({ outcome: 'ok' });
  });

  it('takes a page read whole before the catalog gave it a region as a new baseline, not as a change', async () => {
    const path = '/permits/regioned';
    served.set(path, AS_PUBLISHED);
    const owner = await oregonBusiness();
    await check(catalogWatching(path, [{}]), owner.businessId);

    // The catalog now names the page's region: the sidebar, the menu and the news box drop out of its text.
    const catalog = catalogWatching(path, [REQUIREMENTS]);
    expect(await check(catalog, owner.businessId)).toEqual([]);
    served.set(path, { ...AS_PUBLISHED, fee: '$275' });
    expect(await check(catalog, owner.businessId)).toHaveLength(1);
  });
});
