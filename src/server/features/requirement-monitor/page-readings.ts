import type { Catalog } from '../../catalog/catalog';
import { isHomePage } from '../../catalog/check-catalog';
import { WHOLE_PAGE, type PageReading } from './pages/page-text';

/**
 * A bare home page is never watched (docs/product/intelligence.md#requirement-changes): its news box changes
 * every week and says nothing of a permit. That holds for a permit's own renewal link too. An address that is
 * not a URL is not a home page: it is watched, and its check fails as 'invalid-url' for the business to see.
 */
export function isWatchable(url: string, agencyUrl?: string): boolean {
  try {
    return !isHomePage(url, agencyUrl);
  } catch {
    return true;
  }
}

/** `ignore` patterns named by every one of the lists. */
const common = (lists: (readonly string[])[]) =>
  lists.reduce((kept, list) => kept.filter((pattern) => list.includes(pattern)));

/**
 * How each page the catalog watches is read. A page has one text for everyone (monitored_pages), so it has one
 * reading, taken from every entry of the catalog that watches it, never from those one run happens to look
 * at: the business's run and the scheduled one would otherwise read it in turn two ways and take each other's
 * reading for a change.
 *
 * When entries watch one page with different regions, the reading is their union (the whole page when one of
 * them names no region), less only what every one of them ignores. So no entry stops being watched for
 * another's sake: taking the first entry's region would silently drop the second's part of the page, and
 * dropping one entry's ignored part could hide another's requirements. The catalog shares a page between
 * entries only where it covers both, so the union is a part of that page.
 */
function readingsOf(catalog: Catalog): ReadonlyMap<string, PageReading> {
  const byUrl = new Map<string, { regions: (string | null)[]; ignore: (readonly string[])[] }>();
  for (const entry of catalog.entries)
    for (const page of entry.watch) {
      const found = byUrl.get(page.url) ?? { regions: [], ignore: [] };
      found.regions.push(page.region ?? null);
      found.ignore.push(page.ignore ?? []);
      byUrl.set(page.url, found);
    }
  const readings = new Map<string, PageReading>();
  for (const [url, { regions, ignore }] of byUrl)
    readings.set(url, {
      regions: regions.includes(null) ? [] : [...new Set(regions as string[])],
      ignore: common(ignore),
    });
  return readings;
}

const cached = new WeakMap<Catalog, ReadonlyMap<string, PageReading>>();

/** The reading of a page: the catalog's for a page it watches, else (a permit's own link) the whole page. */
export function readingOf(catalog: Catalog, url: string): PageReading {
  let readings = cached.get(catalog);
  if (!readings) cached.set(catalog, (readings = readingsOf(catalog)));
  return readings.get(url) ?? WHOLE_PAGE;
}
