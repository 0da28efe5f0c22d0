import MiniSearch from 'minisearch';
import { CATALOG_DIR, checkCatalog, readCatalogFiles, type ReadFile } from './check-catalog';
import type { CatalogEntry, CatalogFile, Visiting } from './catalog-schema';

/**
 * The permit catalog as the product answers from it (docs/decisions/0020): its entries, and a fuzzy search
 * over their names and aliases (MiniSearch) that finds an entry from what an owner typed.
 */
export type Catalog = {
  entries: readonly CatalogEntry[];
  byId: ReadonlyMap<string, CatalogEntry>;
  /** The entry that best matches a permit's name where the business operates, or null when none does well. */
  match: (query: CatalogQuery) => CatalogEntry | null;
  /** The entries of a state (and federal ones) whose name or an alias is this name, whatever its case or accents. */
  named: (name: string, state: string | null) => CatalogEntry[];
  /** How visiting trucks sell in each state and catalog city (catalog/README.md, `visiting`). */
  visiting: readonly Visiting[];
  /** The temporary event permits the visiting records list: holding one licenses nothing beyond its event. */
  eventPermitIds: ReadonlySet<string>;
  /** The cities with entries of their own, and how to find one named in a lower-case address. */
  cities: readonly { city: string; state: string; pattern: RegExp }[];
};

export type CatalogQuery = {
  name: string;
  /** Two-letter code: entries of this state and federal ones are considered. */
  state: string | null;
  /** A seeded category's name: an entry of it ranks higher. */
  category?: string | null;
  /**
   * 'city|ST' keys (cityKey) of the cities the business works in: a city's entry, or a
   * named county's, is considered only for these, never another city's (docs/product/intelligence.md#find-link).
   * Absent: no city entries at all.
   */
  cities?: ReadonlySet<string>;
};

/**
 * Words that name a kind of document rather than what it is for: they do not count as a match on their own,
 * or 'Permit' alone would match every permit.
 */
const GENERIC_WORDS = new Set([
  'a',
  'an',
  'and',
  'card',
  'cert',
  'certificate',
  'certification',
  'for',
  'in',
  'licence',
  'license',
  'of',
  'permit',
  'registration',
  'the',
  'to',
]);

const tokenize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The key of a city where a business works: 'city|ST', the city in lower case. */
export const cityKey = (city: string, state: string) => `${city.trim().toLowerCase()}|${state}`;

/**
 * An entry's jurisdiction is where the business operates: federal, the same state, and of that state's cities
 * and named counties only those of the business's cities.
 */
function appliesIn(
  entry: CatalogEntry,
  state: string | null,
  counties: ReadonlySet<string>,
  cities?: ReadonlySet<string>,
) {
  const where = entry.jurisdiction;
  if (where.level === 'federal') return true;
  if (state === null || where.state !== state) return false;
  if (where.level === 'city') return cities?.has(cityKey(where.city, where.state)) ?? false;
  if (where.level === 'county' && where.county !== null)
    return counties.has(`${where.county}|${where.state}`);
  return true;
}

const normalName = (name: string) => tokenize(name).join(' ');

/** Answers of `match` kept per process. */
const ANSWERS_KEPT = 20_000;

/** How much of what was typed an entry must match to be an answer (of the words that are not generic). */
const MATCHED_SHARE = 0.5;

export function buildCatalog(files: readonly CatalogFile[]): Catalog {
  const entries = files.flatMap((file) => file.entries);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const index = new MiniSearch<CatalogEntry>({
    fields: ['name', 'aliasText', 'agencyName'],
    storeFields: [],
    tokenize,
    extractField: (entry, field) =>
      field === 'aliasText'
        ? entry.aliases.join(' | ')
        : field === 'agencyName'
          ? entry.agency.name
          : field === 'name'
            ? entry.name
            : entry.id,
  });
  index.addAll(entries);

  // Owners type the same names again and again ('Health permit', 'Seller's permit'): each answer is kept for the
  // process, a bounded number of them, the oldest forgotten first.
  const answers = new Map<string, CatalogEntry | null>();
  function match(query: CatalogQuery): CatalogEntry | null {
    const key = `${query.state ?? ''}|${query.category ?? ''}|${[...(query.cities ?? [])].sort().join(';')}|${query.name.trim().toLowerCase()}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = search(query);
      if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
      answers.set(key, answer);
    }
    return answer;
  }

  /** The counties of the catalog's cities: a county entry is the business's when one of its cities is there. */
  const countiesOf = (cities?: ReadonlySet<string>) =>
    new Set(
      entries.flatMap(({ jurisdiction: where }) =>
        where.level === 'city' && where.county && cities?.has(cityKey(where.city, where.state))
          ? [`${where.county}|${where.state}`]
          : [],
      ),
    );

  function search({ name, state, category = null, cities }: CatalogQuery): CatalogEntry | null {
    const counties = countiesOf(cities);
    const significant = tokenize(name).filter((word) => !GENERIC_WORDS.has(word));
    if (significant.length === 0) return null;
    const results = index.search(significant.join(' '), {
      boost: { name: 3, aliasText: 2, agencyName: 0.5 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
      filter: (result) => appliesIn(byId.get(result.id as string)!, state, counties, cities),
    });
    let best: { entry: CatalogEntry; score: number } | null = null;
    for (const result of results) {
      const entry = byId.get(result.id as string)!;
      const matched = new Set(result.queryTerms).size / new Set(significant).size;
      if (matched < MATCHED_SHARE) continue;
      // The state's own entry before a federal one, and the category the owner chose before others.
      const score =
        result.score *
        matched *
        (entry.category === category ? 1.5 : 1) *
        (entry.jurisdiction.level === 'federal' ? 0.8 : 1);
      if (!best || score > best.score) best = { entry, score };
    }
    return best?.entry ?? null;
  }

  const cities = new Map<string, { city: string; state: string; pattern: RegExp }>();
  for (const { jurisdiction: where } of entries) {
    if (where.level !== 'city' || cities.has(`${where.city}|${where.state}`)) continue;
    const escaped = where.city.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    cities.set(`${where.city}|${where.state}`, {
      city: where.city,
      state: where.state,
      pattern: new RegExp(`(^|[^a-z])${escaped}([^a-z]|$)`),
    });
  }

  const byName = new Map<string, CatalogEntry[]>();
  for (const entry of entries)
    for (const name of new Set([entry.name, ...entry.aliases].map(normalName)))
      byName.set(name, [...(byName.get(name) ?? []), entry]);
  const named = (name: string, state: string | null) =>
    (byName.get(normalName(name)) ?? []).filter(
      ({ jurisdiction: where }) => where.level === 'federal' || where.state === state,
    );

  const visiting = files.flatMap((file) => file.visiting ?? []);
  const eventPermitIds = new Set(visiting.flatMap((visit) => visit.eventPermits));
  return { entries, byId, match, named, visiting, eventPermitIds, cities: [...cities.values()] };
}

/** Builds the catalog from files already read, refusing it with every problem when it is not valid. */
export function catalogFrom(read: ReadFile[]): Catalog {
  const problems = checkCatalog(read, { coverage: false });
  if (problems.length > 0)
    throw new Error(`The permit catalog is not valid (npm run catalog:check):\n${problems.join('\n')}`);
  return buildCatalog(read.map(({ file }) => file!));
}

const loaded = new Map<string, Catalog>();

/** The catalog of a folder, read and indexed once per process. */
export function loadCatalog(dir = CATALOG_DIR): Catalog {
  let catalog = loaded.get(dir);
  if (!catalog) {
    catalog = catalogFrom(readCatalogFiles(dir));
    loaded.set(dir, catalog);
  }
  return catalog;
}
