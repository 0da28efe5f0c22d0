import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../catalog/catalog';
import type { WatchedPage } from '../../catalog/catalog-schema';
import { catalogEntry } from '@tests/support/catalog-entries';
import { isWatchable, readingOf } from './page-readings';
import { WHOLE_PAGE } from './pages/page-text';

const FEES = 'https://health.example.gov/mobile-food/fees';
const entry = (id: string, watch: WatchedPage[]) =>
  catalogEntry({
    id,
    jurisdiction: { level: 'state', state: 'OR' },
    agency: { name: 'Example Health', url: 'https://health.example.gov/' },
    url: FEES,
    evidence: [{ url: FEES, official: true, states: 'Its fees.', copyDate: null }],
    watch,
  });
const catalogOf = (...watches: Omit<WatchedPage, 'url'>[]) =>
  buildCatalog([
    {
      scope: 'OR',
      entries: watches.map((watch, index) => entry(`or-permit-${index}`, [{ url: FEES, ...watch }])),
    },
  ]);

describe('how a watched page is read', () => {
  it("reads the catalog's region and ignore patterns, and the whole of a page the catalog does not watch", () => {
    const catalog = catalogOf({ region: '#fees', ignore: ['.news', '/^Revised /'] });
    expect(readingOf(catalog, FEES)).toEqual({ regions: ['#fees'], ignore: ['.news', '/^Revised /'] });
    expect(readingOf(catalog, 'https://health.example.gov/other')).toBe(WHOLE_PAGE);
  });

  it('reads a page two entries watch by the union of their regions, less only what both ignore', () => {
    const catalog = catalogOf(
      { region: '#food-handler', ignore: ['.news', '/^Revised /'] },
      { region: '#manager', ignore: ['.news'] },
      { region: '#food-handler' },
    );
    expect(readingOf(catalog, FEES)).toEqual({ regions: ['#food-handler', '#manager'], ignore: [] });
    expect(readingOf(catalogOf({ region: '#a', ignore: ['.news'] }, { ignore: ['.news'] }), FEES)).toEqual({
      regions: [],
      ignore: ['.news'],
    });
  });

  it('never watches a home page, the agency’s address included, and watches an address that is not a URL', () => {
    expect(isWatchable('https://health.example.gov/')).toBe(false);
    expect(isWatchable('https://health.example.gov')).toBe(false);
    expect(isWatchable('https://health.example.gov/food', 'https://health.example.gov/food/')).toBe(false);
    expect(isWatchable(FEES, 'https://health.example.gov/')).toBe(true);
    expect(isWatchable('https://health.example.gov/?page=fees')).toBe(true);
    expect(isWatchable('not a web address')).toBe(true);
  });
});
