import type { I18n } from '@lingui/core';
import type { FindRenewalLinkResponse } from '../../../shared/contracts/catalog';
import { hasPro } from '../../../shared/domain/entitlements';
import { stateNameOf } from '../../../shared/domain/us-states';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database } from '../../db/client';
import type { PermitAssistant } from '../../integrations/ai/types';
import { AppError } from '../../lib/errors';
import type { Catalog } from '../../catalog/catalog';
import { toCatalogSource } from './catalog-dto';
import { officialLink } from './official-link';

/**
 * Find Link searches the state typed, else the business's state when it works in one, else California
 * (docs/product/intelligence.md#find-link).
 */
export const DEFAULT_LINK_STATE = 'CA';

const MESSAGES = {
  renewalPage: /*i18n*/ '{agency}: renewal page for {permit}. Confirm the details with the agency.',
  page: /*i18n*/ '{agency}: page for {permit}. Confirm the details with the agency.',
  proposed:
    /*i18n*/ '{agency}: a possible renewal page for "{permit}" in {state}, suggested by AI and not verified. Check it with the agency before you rely on it.',
  none: /*i18n*/ 'We found no official page for "{permit}" in {state}. You can add the renewal link manually.',
};

export const FIND_LINK_PRO_MESSAGE =
  /*i18n*/ 'AI renewal link discovery is part of the Pro plan. Upgrade to Pro to find renewal links.';

/**
 * find-renewal-links (Pro; docs/product/intelligence.md#find-link): the renewal page of the catalog entry
 * that best matches the permit (docs/decisions/0020); for a permit the catalog lacks, the AI provider's
 * proposal when one is configured and its link is on an official domain, marked as unverified
 * (docs/decisions/0022); or no link with a message saying so.
 */
export async function findRenewalLink({
  db,
  catalog,
  assistant,
  mayAskAssistant,
  businessId,
  permitName,
  state,
  category,
  places,
  i18n,
}: {
  db: Database;
  catalog: Catalog;
  assistant: PermitAssistant;
  /** Takes one of the business's AI proposals (a few an hour: each costs the operator a call); false when spent. */
  mayAskAssistant: () => Promise<boolean>;
  businessId: string;
  permitName: string;
  state: string | null;
  category: string | null;
  /** Where the business works: a city's page only for its own cities, never another city's. */
  places: { states: ReadonlySet<string>; cities: ReadonlySet<string> };
  i18n: I18n;
}): Promise<FindRenewalLinkResponse> {
  if (!hasPro(await getSubscriptionStatus({ db, businessId })))
    throw new AppError(403, 'PRO_REQUIRED', FIND_LINK_PRO_MESSAGE);
  // An absent state arrives as '' (the schema's default skips its transform).
  // An absent state arrives as '' (the schema's default skips its transform).
  const where = state || (places.states.size === 1 ? [...places.states][0]! : DEFAULT_LINK_STATE);
  const entry = catalog.match({ name: permitName, state: where, category, cities: places.cities });
  if (entry) {
    const renewalLink = entry.renewalUrl ?? entry.url;
    return {
      renewalLink,
      message: i18n._(entry.renewalUrl ? MESSAGES.renewalPage : MESSAGES.page, {
        agency: entry.agency.name,
        permit: entry.name,
      }),
      source: toCatalogSource(entry),
      unverified: false,
    };
  }
  const proposal =
    assistant.configured && (await mayAskAssistant())
      ? await assistant.proposeRenewalLink({ permitName, state: stateNameOf(where), category })
      : null;
  const link = proposal && officialLink(proposal.url, catalog);
  if (link) {
    const from = proposal.agency ?? new URL(link).hostname;
    return {
      renewalLink: link,
      message: i18n._(MESSAGES.proposed, { agency: from, permit: permitName, state: where }),
      source: null,
      unverified: true,
    };
  }
  return {
    renewalLink: null,
    message: i18n._(MESSAGES.none, { permit: permitName, state: where }),
    source: null,
    unverified: false,
  };
}
