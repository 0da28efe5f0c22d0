import type { RequirementSearchRequest } from '@shared/contracts/catalog';
import { PERMIT_CATEGORY_NAMES } from '@shared/domain/permit-categories';

/** What the permit form holds of the permit being entered, for the catalog's searches. */
export type CatalogQuery = { permitName: string; state: string; category: string };

/**
 * The body of 'Find Link' and 'Search Latest Requirements' (permitName, state, category:
 * docs/product/api.md#calls-and-endpoints). An empty state is sent as it is, and the server searches
 * California for Find Link (docs/product/intelligence.md#find-link).
 */
export function toCatalogRequest(query: CatalogQuery): RequirementSearchRequest {
  return {
    permitName: query.permitName.trim(),
    state: query.state.trim(),
    // The server knows the seeded categories only; any other is no category rather than a refusal.
    category: PERMIT_CATEGORY_NAMES.includes(query.category) ? query.category : '',
  };
}
