import fs from 'node:fs';
import path from 'node:path';
import { inProject } from '../lib/project-root';
import { calendarDateIn } from '../../shared/domain/calendar-dates';
import { US_STATES } from '../../shared/domain/us-states';
import { CATALOG_CITIES, NO_STATE_SALES_TAX } from './catalog-coverage';
import { catalogFileSchema, type CatalogEntry, type CatalogFile } from './catalog-schema';

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

/** The pages an entry's facts may cite: those it shows and those the monitor watches. */
const citablePages = (entry: CatalogEntry) =>
  new Set([entry.url, ...(entry.renewalUrl ? [entry.renewalUrl] : []), ...entry.watch]);

function checkEntry(entry: CatalogEntry, today: string): string[] {
  const problems: string[] = [];
  const pages = citablePages(entry);
  for (const [fact, value] of [
    ['cost', entry.cost],
    ['processingDays', entry.processingDays],
    ['renewal', entry.renewal],
  ] as const) {
    if (value && !pages.has(value.source))
      problems.push(`${fact}.source is not the entry's url, renewalUrl or one of its watch pages`);
  }
  if (entry.reviewed && entry.reviewed > today) problems.push(`reviewed ${entry.reviewed} is in the future`);
  if (entry.aliases.some((alias) => alias.toLowerCase() === entry.name.toLowerCase()))
    problems.push('an alias repeats the name');
  return problems;
}

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
    if (cityEntries.length === 0)
      problems.push(`states/${state.toLowerCase()}.json: no permit of the city of ${city}`);
  }
  if (!byScope.has('federal')) problems.push('federal.json: missing');
  return problems;
}
