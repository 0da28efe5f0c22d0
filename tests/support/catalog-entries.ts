import { buildCatalog, type Catalog } from '../../src/server/catalog/catalog';
import type { CatalogEntry, CatalogFile, Visiting } from '../../src/server/catalog/catalog-schema';

/**
 * Catalog entries of our own for the tests of rules that must not depend on what catalog/ holds today
 * (catalog/README.md): a sound entry, changed by `change`.
 */
export function catalogEntry(change: Partial<CatalogEntry> & Pick<CatalogEntry, 'id'>): CatalogEntry {
  const url = `https://www.example.gov/${change.id}`;
  return {
    name: change.id.replace(/-/g, ' '),
    aliases: [],
    category: 'Health',
    jurisdiction: { level: 'state', state: 'CA' },
    agency: { name: 'Example Agency', url: 'https://www.example.gov/' },
    url,
    renewalUrl: null,
    cost: null,
    processingDays: null,
    renewal: null,
    appliesWhen: ['always'],
    perVehicle: false,
    requirement: 'required',
    summary: 'What the permit is.',
    prepare: [],
    es: { summary: 'Qué es el permiso.', prepare: [] },
    evidence: [{ url, official: true, states: 'The agency describes the permit.', copyDate: null }],
    watch: [{ url }],
    archiveChecked: null,
    reviewed: null,
    ...change,
  };
}

/** A catalog of one state's file. */
export const catalogOf = (scope: string, entries: CatalogEntry[], visiting: Visiting[] = []): Catalog =>
  buildCatalog([{ scope, entries, visiting } as CatalogFile]);
