import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog';
import { catalogEntry } from '@tests/support/catalog-entries';
import { catalogFileSchema, type CatalogEntry, type Visiting } from './catalog-schema';
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

/** A file of the catalog with one entry of our own, changed by `change`. */
const SOUND = catalogEntry({ id: 'ca-sellers-permit' });
function fileWith(change: Partial<CatalogEntry> = {}, visiting: Visiting[] = []): ReadFile[] {
  return [
    {
      name: 'states/ca.json',
      file: { scope: 'CA', entries: [{ ...SOUND, ...change }], visiting },
      problems: [],
    },
  ];
}
const problemsOf = (files: ReadFile[]) => checkCatalog(files, { today: '2026-11-23', coverage: false });
const OFFICIAL = SOUND.url;
const SECONDARY = 'https://www.example.org/food-truck-guide';

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
      'states/ca.json: ca-sellers-permit: cost.source has no official evidence page',
    ]);
  });

  it('refuses a fact stated only by a secondary source, and an archive check of such an entry', () => {
    const secondary = {
      url: OFFICIAL,
      watch: [{ url: OFFICIAL }],
      evidence: [{ url: OFFICIAL, official: false, states: 'A guide gives the fee.', copyDate: null }],
      cost: { minUsd: 50, maxUsd: 50, per: 'year' as const, source: OFFICIAL },
    };
    expect(problemsOf(fileWith(secondary))).toEqual([
      'states/ca.json: ca-sellers-permit: cost.source has no official evidence page',
    ]);
    expect(problemsOf(fileWith({ ...secondary, archiveChecked: '2026-11-20' }))).toEqual([
      'states/ca.json: ca-sellers-permit: cost.source has no official evidence page (and the entry is archive-checked)',
      'states/ca.json: ca-sellers-permit: archiveChecked without an official evidence page',
    ]);
    // A secondary source may support that the permit exists.
    expect(
      problemsOf(
        fileWith({
          evidence: [
            ...SOUND.evidence,
            { url: SECONDARY, official: false, states: 'A guide says trucks need it.', copyDate: null },
          ],
          archiveChecked: '2026-11-20',
        }),
      ),
    ).toEqual([]);
  });

  it('refuses an address no evidence shows, a home page without a note, a watched home page and a renewal page that is the url', () => {
    expect(problemsOf(fileWith({ renewalUrl: 'https://www.example.gov/apply' }))).toEqual([
      'states/ca.json: ca-sellers-permit: renewalUrl https://www.example.gov/apply is not among the evidence',
    ]);
    expect(problemsOf(fileWith({ renewalUrl: OFFICIAL }))).toEqual([
      'states/ca.json: ca-sellers-permit: renewalUrl is the url again: null it, or give the portal',
    ]);
    const home = SOUND.agency.url;
    expect(problemsOf(fileWith({ url: home, watch: [] }))).toEqual([
      "states/ca.json: ca-sellers-permit: the url is the agency's home page and no note says why",
    ]);
    expect(
      problemsOf(
        fileWith({
          url: home,
          note: 'The agency has no page of its own for it.',
          es: { ...SOUND.es, note: 'La agencia no tiene una página propia para él.' },
          watch: [{ url: home }],
          evidence: [
            ...SOUND.evidence,
            { url: home, official: true, states: 'The home page.', copyDate: null },
          ],
        }),
      ),
    ).toEqual([`states/ca.json: ca-sellers-permit: watch ${home} is a home page`]);
  });

  it('refuses Spanish text that does not match the English', () => {
    expect(problemsOf(fileWith({ prepare: ['Your EIN'] }))).toEqual([
      'states/ca.json: ca-sellers-permit: es.prepare does not have one line per prepare line',
    ]);
    expect(problemsOf(fileWith({ note: 'A note.' }))).toEqual([
      'states/ca.json: ca-sellers-permit: note and es.note go together',
    ]);
  });

  it('refuses a visiting record whose event permit is not one of the file, or not held at events', () => {
    const visit: Visiting = {
      jurisdiction: { level: 'state', state: 'CA' },
      reciprocity: 'obtain-again',
      noticeDays: null,
      eventPermits: ['ca-sellers-permit', 'ca-nowhere'],
      summary: 'Each county issues its own permit.',
      es: { summary: 'Cada condado emite su propio permiso.' },
      evidence: SOUND.evidence,
      archiveChecked: null,
    };
    expect(problemsOf(fileWith({}, [visit]))).toEqual([
      'states/ca.json: visiting (state): event permit ca-sellers-permit does not apply when vending at events',
      'states/ca.json: visiting (state): event permit ca-nowhere is not an entry of this file',
    ]);
    expect(
      problemsOf(
        fileWith({ appliesWhen: ['vends-at-events'] }, [{ ...visit, eventPermits: ['ca-sellers-permit'] }]),
      ),
    ).toEqual([]);
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

  it('lists the states, cities, fire entries, visiting records and targets that are missing', () => {
    const problems = checkCatalog(fileWith(), { today: '2026-11-23' });
    expect(problems).toContain('states/tx.json: Texas has no file');
    expect(problems).toContain('states/ca.json: no permit of the city of Los Angeles');
    expect(problems).toContain('states/ca.json: no alcohol licence for serves-liquor');
    expect(problems).toContain(
      'states/ca.json: no fire / LP-gas entry for Los Angeles, nor a state fire entry whose note names it',
    );
    expect(problems).toContain('states/ca.json: no visiting record for Los Angeles');
    expect(problems).toContain('states/ca.json: no visiting record for the state');
    expect(problems).toContain('only 0 of 1 entries have a renewalUrl (at least 1 in 3)');
  });

  it('refuses, through the schema, an address that is not https, a fact without a source, evidence that is not https and lead days past a year', () => {
    const file = {
      scope: 'CA',
      entries: [
        {
          ...SOUND,
          url: 'http://www.cdtfa.ca.gov/',
          cost: { minUsd: 0, maxUsd: 0, per: 'application' },
          evidence: [
            { url: 'http://www.example.gov/page', official: true, states: 'It says so.', copyDate: null },
          ],
          leadDays: { days: 400, source: OFFICIAL },
        },
      ],
    };
    const issues = catalogFileSchema.safeParse(file).error!.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual([
      'entries.0.url',
      'entries.0.cost.source',
      'entries.0.leadDays.days',
      'entries.0.evidence.0.url',
    ]);
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
