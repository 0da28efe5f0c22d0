import type { RequirementSearchRequest } from '@shared/contracts/catalog';
import { PERMIT_CATEGORY_NAMES } from '@shared/domain/permit-categories';

/** What the permit form holds of the permit being entered, for the catalog's searches. */
export type CatalogQuery = { permitName: string; state: string; category: string };

/**
 * The body of 'Find Link' and 'Search Latest Requirements' (spec §7 find-renewal-links: permitName, state,
 * category). spec §5: an empty state is sent as it is, and the server searches California for Find Link.
 */
export function toCatalogRequest(query: CatalogQuery): RequirementSearchRequest {
  return {
    permitName: query.permitName.trim(),
    state: query.state.trim(),
    // The server knows the seeded categories only; any other is no category rather than a refusal.
    category: PERMIT_CATEGORY_NAMES.includes(query.category) ? query.category : '',
  };
}
