import type { FindRenewalLinkRequest, FindRenewalLinkResponse } from '@shared/contracts/catalog';
import { apiRequest } from '@client/lib/api-client';
import { catalogQueryString } from './catalog-query-string';

/** find-renewal-links (Pro; docs/product/intelligence.md#find-link). */
export const findRenewalLink = (request: FindRenewalLinkRequest) =>
  apiRequest<FindRenewalLinkResponse>(`/api/find-renewal-links?${catalogQueryString(request)}`);
