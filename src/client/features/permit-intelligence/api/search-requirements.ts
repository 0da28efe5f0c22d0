import type { RequirementSearchRequest, RequirementSearchResponse } from '@shared/contracts/catalog';
import { apiRequest } from '@client/lib/api-client';
import { catalogQueryString } from './catalog-query-string';

/** 'Search Latest Requirements' (docs/product/intelligence.md#requirement-search): the catalog's answer. */
export const searchRequirements = (request: RequirementSearchRequest) =>
  apiRequest<RequirementSearchResponse>(`/api/requirement-search?${catalogQueryString(request)}`);
