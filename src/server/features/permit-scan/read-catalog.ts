import type { Catalog } from '../../catalog/catalog';
import type { CatalogEntry } from '../../catalog/catalog-schema';

/**
 * The agency and the permit a document names, found in the catalog (docs/decisions/0035): a catalog agency's
 * name, or an entry's name or alias, written out whole in the text, whatever its case, accents and
 * punctuation. A name the catalog does not hold is not guessed at, except an agency the document itself
 * labels ('Issued by: …'), which is kept as written, without a link.
 */

export type ReadAgency = { name: string; url: string | null };
export type ReadPermitName = {
  name: string;
  /** The catalog entry, when only one fits where the business operates. */
  entryId: string | null;
  category: string | null;
};

/** Lower case without accents or punctuation, words set apart by single spaces and one at each end. */
const phrase = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ')} `;

/** Words that name a kind of document: a name made of them only ('Permit') names nothing. */
const GENERIC = new Set(['permit', 'license', 'licence', 'certificate', 'registration', 'card', 'the', 'of']);
const meaningful = (name: string) =>
  phrase(name)
    .trim()
    .split(' ')
    .some((word) => word.length > 1 && !GENERIC.has(word));

/**
 * A name without what it adds in parentheses, which documents do not print: the agency's abbreviation
 * ('Texas Department of State Health Services (DSHS)'), or the agency of a permit's name ('Mobile Food Vendor
 * Permit (Austin Public Health)').
 */
const unbracketed = (name: string) =>
  name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const inState = (entry: CatalogEntry, state: string | null) =>
  state === null || entry.jurisdiction.level === 'federal' || entry.jurisdiction.state === state;

type Named = { entry: CatalogEntry; name: string; length: number };

/** The entries whose name (or an alias, or their agency's name) the text writes out, the longest names first. */
function namedIn(
  text: string,
  names: (entry: CatalogEntry) => string[],
  catalog: Catalog,
  state: string | null,
) {
  const found: Named[] = [];
  for (const entry of catalog.entries) {
    if (!inState(entry, state)) continue;
    for (const name of names(entry)) {
      const words = phrase(name);
      if (meaningful(name) && text.includes(words)) found.push({ entry, name, length: words.length });
    }
  }
  const longest = Math.max(0, ...found.map(({ length }) => length));
  return found.filter(({ length }) => length === longest);
}

export function readAgency(
  lines: readonly string[],
  catalog: Catalog,
  state: string | null,
  labelled: string | null,
): ReadAgency | null {
  const text = phrase(lines.join('\n'));
  const found = namedIn(text, (entry) => [entry.agency.name, unbracketed(entry.agency.name)], catalog, state);
  if (found.length === 0) return labelled ? { name: labelled, url: null } : null;
  const urls = new Set(found.map(({ entry }) => entry.agency.url));
  const names = new Set(found.map(({ entry }) => entry.agency.name));
  // One agency name in several states (a 'Department of Revenue') links to none of them; one name for two of
  // a city's departments ('City of Dallas (…)') is the name the document writes.
  return {
    name: names.size === 1 ? found[0]!.entry.agency.name : found[0]!.name,
    url: urls.size === 1 ? [...urls][0]! : null,
  };
}

export function readPermitName(
  lines: readonly string[],
  catalog: Catalog,
  state: string | null,
  agency: ReadAgency | null,
): ReadPermitName | null {
  const text = phrase(lines.join('\n'));
  // A permit's name without its agency in parentheses only where the document names that agency.
  const ofAgencyRead = (entry: CatalogEntry) => agency?.url != null && entry.agency.url === agency.url;
  let found = namedIn(
    text,
    (entry) => [entry.name, ...entry.aliases, ...(ofAgencyRead(entry) ? [unbracketed(entry.name)] : [])],
    catalog,
    state,
  );
  if (found.length === 0) return null;
  const ofAgency = found.filter(({ entry }) => ofAgencyRead(entry));
  if (ofAgency.length > 0) found = ofAgency;
  const entries = new Set(found.map(({ entry }) => entry));
  const [first] = found;
  if (entries.size === 1)
    return { name: first!.entry.name, entryId: first!.entry.id, category: first!.entry.category };
  const categories = new Set([...entries].map(({ category }) => category));
  return {
    name: first!.name,
    entryId: null,
    category: categories.size === 1 ? first!.entry.category : null,
  };
}
