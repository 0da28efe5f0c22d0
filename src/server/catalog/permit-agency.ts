import type { PermitAgency } from '../../shared/contracts/permits';
import type { Catalog } from './catalog';

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');

/**
 * The agency a permit shows (docs/product/permits.md#fields): the one its owner gave, else its catalog entry's.
 * It links to the catalog's page of the agency only when it is the entry's own: a name the owner typed is never
 * given a page it may not be.
 */
export function permitAgency(
  permit: { issuingAgency: string | null; catalogEntryId: string | null },
  catalog: Catalog,
): PermitAgency | null {
  const entryAgency = (permit.catalogEntryId && catalog.byId.get(permit.catalogEntryId)?.agency) || null;
  const name = permit.issuingAgency || entryAgency?.name || null;
  if (name === null) return null;
  return { name, url: entryAgency && sameName(entryAgency.name, name) ? entryAgency.url : null };
}
