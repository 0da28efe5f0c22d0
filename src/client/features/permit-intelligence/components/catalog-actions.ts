import { t } from '@lingui/core/macro';
import { lazy } from 'react';
import type {
  CatalogSource,
  FindRenewalLinkRequest,
  RequirementSearchRequest,
  RequirementSearchResponse,
} from '@shared/contracts/catalog';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { findRenewalLink } from '../api/find-renewal-link';
import { searchRequirements } from '../api/search-requirements';
import { toCatalogRequest, type CatalogQuery } from './catalog-query';

/*
 * What 'Search Latest Requirements' and 'Find Link' do once pressed, with the toasts of
 * docs/product/texts.md#permit-setup: loaded on the press (load-catalog-actions.ts), their buttons with the
 * screen.
 */

export { SearchProgress } from './search-progress';

/** The answer's box loads with the first search, not with the search's code. */
const loadAnswerBox = () => import('./requirement-answer-box');
export const RequirementAnswerBox = lazy(async () => ({
  default: (await loadAnswerBox()).RequirementAnswerBox,
}));

/** The search's request, or null once a toast has asked for the permit name. */
export function requirementSearchRequest(query: CatalogQuery): RequirementSearchRequest | null {
  const request = toCatalogRequest(query);
  if (request.permitName) return request;
  toast.error(t`Enter permit name first`, {
    description: t`Please enter a permit name to search for requirement changes.`,
  });
  return null;
}

/**
 * The catalog's answer (docs/product/intelligence.md#requirement-search), `answered` when the server gave
 * one: the bar completes then, and is taken away otherwise.
 */
export async function searchRequirementsFor(
  request: RequirementSearchRequest,
): Promise<{ answered: boolean; answer: RequirementSearchResponse | null }> {
  void loadAnswerBox().catch(() => undefined);
  try {
    const answer = await searchRequirements(request);
    if (answer.result) toast.success(t`Requirements updated`);
    return { answered: true, answer };
  } catch (error) {
    // A state that is no US state or DC: the answer's place says so, and what the State field takes.
    if (error instanceof ApiError && error.code === 'UNKNOWN_STATE')
      return { answered: false, answer: { result: null, message: error.message } };
    toast.error(t`Search failed`, {
      description: t`Unable to search for requirement changes. Please try again.`,
    });
    return { answered: false, answer: null };
  }
}

/** Find Link's request, or null once a toast has asked for the permit name. */
export function renewalLinkRequest(query: CatalogQuery): FindRenewalLinkRequest | null {
  const request = toCatalogRequest(query);
  if (request.permitName) return request;
  toast.error(t`Missing Information`, { description: t`Please enter a permit name first` });
  return null;
}

/** Asks the catalog (docs/product/intelligence.md#find-link) and hands a found link to `onFound`. */
export async function findRenewalLinkFor(
  request: FindRenewalLinkRequest,
  onFound: (link: string, source: CatalogSource | null) => void,
) {
  try {
    const answer = await findRenewalLink(request);
    if (answer.renewalLink) {
      onFound(answer.renewalLink, answer.source);
      toast.success(t`Renewal Link Found`, { description: answer.message });
    } else {
      toast.error(t`No Link Found`, { description: answer.message });
    }
  } catch {
    toast.error(t`Search Failed`, {
      description: t`Could not search for renewal link. You can add it manually.`,
    });
  }
}
