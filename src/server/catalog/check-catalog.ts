import fs from 'node:fs';
import path from 'node:path';
import { inProject } from '../lib/project-root';
import { calendarDateIn } from '../../shared/domain/calendar-dates';
import { US_STATES } from '../../shared/domain/us-states';
import { CATALOG_CITIES, NO_STATE_SALES_TAX } from './catalog-coverage';
import { isReadableSelector } from '../features/requirement-monitor/pages/page-text';
import {
  catalogFileSchema,
  ignoredLinePattern,
  type CatalogEntry,
  type CatalogFile,
  type Evidence,
  type Visiting,
} from './catalog-schema';

/** The catalog's folder in the repository. */
export const CATALOG_DIR = inProject('catalog');

export type ReadFile = { name: string; file?: CatalogFile; problems: string[] };

/** Every file of the catalog, each parsed against the schema; a file that does not parse lists why. */
export function readCatalogFiles(dir = CATALOG_DIR): ReadFile[] {
  const names = [
    'federal.json',
    ...fs
      .readdirSync(path.join(dir, 'states'))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => `states/${name}`),
  ];
  return names.map((name) => {
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      return { name, problems: [`not readable JSON: ${(error as Error).message}`] };
    }
    const parsed = catalogFileSchema.safeParse(json);
    if (!parsed.success)
      return {
        name,
        problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
      };
    return { name, file: parsed.data, problems: [] };
  });
}

const scopeOf = (entry: CatalogEntry) =>
  entry.jurisdiction.level === 'federal' ? 'federal' : entry.jurisdiction.state;

/** A site's front page: no path beyond '/', or the agency's own address (docs/decisions/0033). */
export function isHomePage(url: string, agencyUrl?: string): boolean {
  const parsed = new URL(url);
  const bare = (parsed.pathname === '/' || parsed.pathname === '') && !parsed.search;
  return bare || (agencyUrl !== undefined && url.replace(/\/$/, '') === agencyUrl.replace(/\/$/, ''));
}

/** The pages an entry's facts may cite: those it shows and those the monitor watches. */
const citablePages = (entry: CatalogEntry) =>
  new Set([entry.url, ...(entry.renewalUrl ? [entry.renewalUrl] : []), ...entry.watch.map(({ url }) => url)]);

type Fact = { source: string } | null | undefined;
const factsOf = (entry: CatalogEntry): [string, Fact][] => [
  ['cost', entry.cost],
  ['processingDays', entry.processingDays],
  ['renewal', entry.renewal],
  ['leadDays', entry.leadDays],
];

/** Whether every fact of the entry cites an official evidence page (the report counts such entries). */
export function hasOfficialSourceForEveryFact(entry: CatalogEntry): boolean {
  const official = new Set(entry.evidence.filter((page) => page.official).map((page) => page.url));
  return factsOf(entry).every(([, fact]) => !fact || official.has(fact.source));
}

/**
 * Evidence rules shared by entries and visiting records (docs/decisions/0033): a fact only with an official page
 * among the evidence that states it, an archive check only where every fact has one.
 */
function checkEvidence(
  { evidence, archiveChecked }: { evidence: readonly Evidence[]; archiveChecked: string | null },
  facts: [string, Fact][],
  today: string,
): string[] {
  const problems: string[] = [];
  const official = new Set(evidence.filter((page) => page.official).map((page) => page.url));
  const urls = evidence.map((page) => page.url);
  if (new Set(urls).size !== urls.length) problems.push('an evidence page is listed twice');
  for (const [fact, value] of facts)
    if (value && !official.has(value.source))
      problems.push(
        `${fact}.source has no official evidence page${archiveChecked ? ' (and the entry is archive-checked)' : ''}`,
      );
  if (archiveChecked) {
    if (archiveChecked > today) problems.push(`archiveChecked ${archiveChecked} is in the future`);
    if (official.size === 0) problems.push('archiveChecked without an official evidence page');
  }
  return problems;
}

function checkEntry(entry: CatalogEntry, today: string): string[] {
  const problems: string[] = [];
  const pages = citablePages(entry);
  for (const [fact, value] of factsOf(entry)) {
    if (value && !pages.has(value.source))
      problems.push(`${fact}.source is not the entry's url, renewalUrl or one of its watch pages`);
  }
  problems.push(...checkEvidence(entry, factsOf(entry), today));
  const seen = new Set(entry.evidence.map((page) => page.url));
  const homePage = isHomePage(entry.url, entry.agency.url);
  if (entry.renewalUrl === entry.url)
    problems.push('renewalUrl is the url again: null it, or give the portal');
  if (homePage && !entry.note) problems.push("the url is the agency's home page and no note says why");
  // An address no archived copy showed stays out: every page the entry shows or watches is among its evidence.
  for (const [field, url] of [
    ['url', homePage ? null : entry.url],
    ['renewalUrl', entry.renewalUrl],
    ...entry.watch.map(({ url }) => ['watch', url] as const),
  ] as const)
    if (url && !seen.has(url)) problems.push(`${field} ${url} is not among the evidence`);
  for (const { url, region, ignore = [] } of entry.watch) {
    if (isHomePage(url, entry.agency.url)) problems.push(`watch ${url} is a home page`);
    // The monitor reads a region and ignored parts with html-to-text's selectors (docs/decisions/0021).
    for (const selector of [...(region ? [region] : []), ...ignore.filter((p) => !ignoredLinePattern(p))])
      if (!isReadableSelector(selector))
        problems.push(`watch ${url}: the selector "${selector}" cannot be read`);
  }
  if (entry.es.prepare.length !== entry.prepare.length)
    problems.push('es.prepare does not have one line per prepare line');
  if (Boolean(entry.note) !== Boolean(entry.es.note)) problems.push('note and es.note go together');
  if (entry.reviewed && entry.reviewed > today) problems.push(`reviewed ${entry.reviewed} is in the future`);
  if (entry.aliases.some((alias) => alias.toLowerCase() === entry.name.toLowerCase()))
    problems.push('an alias repeats the name');
  return problems;
}

/** A visiting record: its event permits are this file's, held at events, and its facts have evidence. */
function checkVisiting(visit: Visiting, entries: readonly CatalogEntry[], today: string): string[] {
  const problems = checkEvidence(visit, [['noticeDays', visit.noticeDays]], today);
  for (const id of visit.eventPermits) {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) problems.push(`event permit ${id} is not an entry of this file`);
    else if (!(entry.appliesWhen as readonly string[]).includes('vends-at-events'))
      problems.push(`event permit ${id} does not apply when vending at events`);
  }
  return problems;
}

const visitLabel = (visit: Visiting) =>
  visit.jurisdiction.level === 'state' ? 'visiting (state)' : `visiting ${visit.jurisdiction.city}`;

/** What a state's file must hold at state or county level (docs/decisions/0020). */
function checkStateCoverage(state: string, entries: CatalogEntry[]): string[] {
  const problems: string[] = [];
  const statewide = entries.filter((entry) => entry.jurisdiction.level !== 'city');
  const has = (test: (entry: CatalogEntry) => boolean) => statewide.some(test);
  if (!has((entry) => entry.category === 'Business License' || entry.category === 'Tax'))
    problems.push('no business registration');
  if (!NO_STATE_SALES_TAX.has(state) && !has((entry) => entry.category === 'Tax'))
    problems.push("no sales-tax or seller's permit");
  if (!has((entry) => entry.category === 'Health')) problems.push('no mobile food unit or health permit');
  if (!has((entry) => entry.category === 'Food Handler'))
    problems.push('no food manager or handler certification');
  for (const condition of ['serves-beer-wine', 'serves-liquor'] as const)
    if (
      !has(
        (entry) =>
          entry.category === 'Alcohol' && (entry.appliesWhen as readonly string[]).includes(condition),
      )
    )
      problems.push(`no alcohol licence for ${condition}`);
  return problems;
}

/**
 * Every problem of the catalog, one line each; none means it passes. `coverage: false` checks the files
 * alone, not that every state and city is there (a test's small catalog).
 */
export function checkCatalog(
  files: ReadFile[],
  { today = calendarDateIn('UTC', new Date()), coverage = true }: { today?: string; coverage?: boolean } = {},
): string[] {
  const problems = files.flatMap(({ name, problems: fileProblems }) =>
    fileProblems.map((p) => `${name}: ${p}`),
  );
  const ids = new Map<string, string>();
  const byScope = new Map<string, CatalogEntry[]>();
  const visitingOf = new Map<string, readonly Visiting[]>();

  for (const { name, file } of files) {
    if (!file) continue;
    const expected = file.scope === 'federal' ? 'federal.json' : `states/${file.scope.toLowerCase()}.json`;
    if (name !== expected) problems.push(`${name}: a file of scope ${file.scope} is named ${expected}`);
    const prefix = file.scope === 'federal' ? 'us-' : `${file.scope.toLowerCase()}-`;
    for (const entry of file.entries) {
      const where = `${name}: ${entry.id}`;
      if (scopeOf(entry) !== file.scope) problems.push(`${where}: its jurisdiction is not ${file.scope}`);
      if (!entry.id.startsWith(prefix)) problems.push(`${where}: the id does not start with ${prefix}`);
      const other = ids.get(entry.id);
      if (other) problems.push(`${where}: the id is also used in ${other}`);
      ids.set(entry.id, name);
      problems.push(...checkEntry(entry, today).map((problem) => `${where}: ${problem}`));
      byScope.set(file.scope, [...(byScope.get(file.scope) ?? []), entry]);
    }
    for (const visit of file.visiting ?? []) {
      if (visit.jurisdiction.state !== file.scope)
        problems.push(`${name}: ${visitLabel(visit)}: its jurisdiction is not ${file.scope}`);
      problems.push(
        ...checkVisiting(visit, file.entries, today).map(
          (problem) => `${name}: ${visitLabel(visit)}: ${problem}`,
        ),
      );
    }
    visitingOf.set(file.scope, file.visiting ?? []);
  }

  if (!coverage) return problems;
  for (const [code, name] of US_STATES) {
    const entries = byScope.get(code);
    if (!entries) {
      problems.push(`states/${code.toLowerCase()}.json: ${name} has no file`);
      continue;
    }
    problems.push(...checkStateCoverage(code, entries).map((p) => `states/${code.toLowerCase()}.json: ${p}`));
  }
  for (const [city, state] of CATALOG_CITIES) {
    const cityEntries = (byScope.get(state) ?? []).filter(
      (entry) => entry.jurisdiction.level === 'city' && entry.jurisdiction.city === city,
    );
    const file = `states/${state.toLowerCase()}.json`;
    if (cityEntries.length === 0) problems.push(`${file}: no permit of the city of ${city}`);
    problems.push(
      ...checkCityFireAndVisits(city, byScope.get(state) ?? [], visitingOf.get(state) ?? []).map(
        (p) => `${file}: ${p}`,
      ),
    );
  }
  for (const [code] of US_STATES)
    if (!(visitingOf.get(code) ?? []).some((visit) => visit.jurisdiction.level === 'state'))
      problems.push(`states/${code.toLowerCase()}.json: no visiting record for the state`);
  problems.push(...checkTargets([...byScope.values()].flat()));
  if (!byScope.has('federal')) problems.push('federal.json: missing');
  return problems;
}

/**
 * Whether a catalog city has its fire / LP-gas entry, or a state fire entry whose note names the city (the
 * state's rule covers it) (docs/decisions/0033). `entries` are the city's state's.
 */
export function cityHasFireEntry(city: string, entries: readonly CatalogEntry[]): boolean {
  return entries.some(
    (entry) =>
      entry.category === 'Fire Safety' &&
      (entry.jurisdiction.level === 'city'
        ? entry.jurisdiction.city === city
        : Boolean(entry.note?.includes(city))),
  );
}

/** The visiting record of a catalog city, among its state's. */
export const cityVisit = (city: string, visiting: readonly Visiting[]) =>
  visiting.find((visit) => visit.jurisdiction.level === 'city' && visit.jurisdiction.city === city);

/** Every catalog city has its fire / LP-gas entry and a visiting record (docs/decisions/0033). */
function checkCityFireAndVisits(
  city: string,
  entries: readonly CatalogEntry[],
  visiting: readonly Visiting[],
): string[] {
  const problems: string[] = [];
  if (!cityHasFireEntry(city, entries))
    problems.push(`no fire / LP-gas entry for ${city}, nor a state fire entry whose note names it`);
  if (!cityVisit(city, visiting)) problems.push(`no visiting record for ${city}`);
  return problems;
}

/**
 * At most this share of entries on a bare home page, and at least this share with a renewal page
 * (docs/decisions/0033). Both are met and enforced, so the catalog never slips back below them.
 */
export const CATALOG_TARGETS = {
  homePageAtMost: 0.25,
  renewalUrlAtLeast: 1 / 3,
} as const;

function checkTargets(entries: readonly CatalogEntry[]): string[] {
  const problems: string[] = [];
  const home = entries.filter((entry) => isHomePage(entry.url, entry.agency.url)).length;
  const renewal = entries.filter((entry) => entry.renewalUrl !== null).length;
  if (home > entries.length * CATALOG_TARGETS.homePageAtMost)
    problems.push(`${home} of ${entries.length} entries are on a home page (at most 1 in 4)`);
  if (renewal < entries.length * CATALOG_TARGETS.renewalUrlAtLeast)
    problems.push(`only ${renewal} of ${entries.length} entries have a renewalUrl (at least 1 in 3)`);
  return problems;
}
