import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog';
import { catalogFileSchema, type CatalogEntry } from './catalog-schema';
import { checkCatalog, readCatalogFiles, type ReadFile } from './check-catalog';

const catalog = loadCatalog();

describe('the shipped permit catalog (catalog/README.md)', () => {
  it('passes every check: schema, sources, ids, every state and DC, the 25 cities', () => {
    const files = readCatalogFiles();
    expect(checkCatalog(files)).toEqual([]);
    expect(files).toHaveLength(52);
    expect(catalog.entries.length).toBeGreaterThan(300);
  });

  it('claims no review that nobody did: the first edition is marked not yet reviewed', () => {
    // docs/decisions/0020: the agencies' sites could not be reached where it was written.
    expect(catalog.entries.filter((entry) => entry.reviewed !== null)).toEqual([]);
  });
});

/** A file of the catalog with one entry, changed by `change`. */
function fileWith(change: Partial<CatalogEntry> = {}): ReadFile[] {
  const entry = structuredClone(catalog.byId.get('ca-sellers-permit')!);
  return [
    { name: 'states/ca.json', file: { scope: 'CA', entries: [{ ...entry, ...change }] }, problems: [] },
  ];
}
const problemsOf = (files: ReadFile[]) => checkCatalog(files, { today: '2026-11-23', coverage: false });

describe('checkCatalog', () => {
  it('accepts a sound entry', () => {
    expect(problemsOf(fileWith())).toEqual([]);
  });

  it('refuses a fact whose source is not one of the pages the entry shows or watches', () => {
    expect(
      problemsOf(
        fileWith({
          cost: { minUsd: 0, maxUsd: 0, per: 'application', source: 'https://www.example.gov/fees' },
        }),
      ),
    ).toEqual([
      "states/ca.json: ca-sellers-permit: cost.source is not the entry's url, renewalUrl or one of its watch pages",
    ]);
  });

  it('refuses an id used twice, an id of another scope, a review in the future and a misnamed file', () => {
    const twice = fileWith();
    twice[0]!.file!.entries.push({ ...twice[0]!.file!.entries[0]!, reviewed: '2027-01-01' });
    expect(problemsOf(twice)).toEqual([
      'states/ca.json: ca-sellers-permit: the id is also used in states/ca.json',
      'states/ca.json: ca-sellers-permit: reviewed 2027-01-01 is in the future',
    ]);
    expect(problemsOf(fileWith({ id: 'tx-sellers-permit' }))).toEqual([
      'states/ca.json: tx-sellers-permit: the id does not start with ca-',
    ]);
    const misnamed = fileWith();
    misnamed[0]!.name = 'states/california.json';
    expect(problemsOf(misnamed)).toEqual([
      'states/california.json: a file of scope CA is named states/ca.json',
    ]);
  });

  it('lists the states and cities that are missing', () => {
    const problems = checkCatalog(fileWith(), { today: '2026-11-23' });
    expect(problems).toContain('states/tx.json: Texas has no file');
    expect(problems).toContain('states/ca.json: no permit of the city of Los Angeles');
    expect(problems).toContain('states/ca.json: no alcohol licence for serves-liquor');
  });

  it('refuses, through the schema, an address that is not https or a fact without a source', () => {
    const entry = structuredClone(catalog.byId.get('ca-sellers-permit')!);
    const file = {
      scope: 'CA',
      entries: [
        { ...entry, url: 'http://www.cdtfa.ca.gov/', cost: { minUsd: 0, maxUsd: 0, per: 'application' } },
      ],
    };
    const issues = catalogFileSchema.safeParse(file).error!.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(['entries.0.url', 'entries.0.cost.source']);
  });
});

describe('matching what an owner typed to an entry (MiniSearch)', () => {
  it.each([
    ["Seller's Permit", 'CA', null, 'ca-sellers-permit'],
    ['sellers permitt', 'CA', null, 'ca-sellers-permit'],
    ['Sales tax permit', 'TX', 'Tax', 'tx-sales-and-use-tax-permit'],
    ['EIN', 'TX', null, 'us-ein'],
    ['Federal Tax ID', null, null, 'us-ein'],
  ])('%s in %s → %s', (name, state, category, id) => {
    expect(catalog.match({ name, state, category })?.id).toBe(id);
  });

  it('answers nothing for a name that matches no entry well, or only generic words', () => {
    expect(catalog.match({ name: 'Spaceship landing licence', state: 'CA' })).toBeNull();
    expect(catalog.match({ name: 'Permit', state: 'CA' })).toBeNull();
    expect(catalog.match({ name: '   ', state: 'CA' })).toBeNull();
  });

  it("never answers another state's entry", () => {
    expect(catalog.match({ name: 'TABC alcohol permit', state: 'CA' })?.id).not.toMatch(/^tx-/);
  });
});
