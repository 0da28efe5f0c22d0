import type { FindRenewalLinkResponse } from '../../../shared/contracts/catalog';
import { hasPro } from '../../../shared/domain/entitlements';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Catalog } from '../../catalog/catalog';
import { toCatalogSource } from './catalog-dto';

/** spec §5: Find Link searches the entered state, or California when none is entered. */
export const DEFAULT_LINK_STATE = 'CA';

export const FIND_LINK_PRO_MESSAGE =
  'AI renewal link discovery is part of the Pro plan. Upgrade to Pro to find renewal links.';

/**
 * spec §7 find-renewal-links (Pro): the renewal page of the catalog entry that best matches the permit
 * (docs/decisions/0020), or no link with a message saying so.
 */
export async function findRenewalLink({
  db,
  catalog,
  businessId,
  permitName,
  state,
  category,
}: {
  db: Database;
  catalog: Catalog;
  businessId: string;
  permitName: string;
  state: string | null;
  category: string | null;
}): Promise<FindRenewalLinkResponse> {
  if (!hasPro(await getSubscriptionStatus({ db, businessId })))
    throw new AppError(403, 'PRO_REQUIRED', FIND_LINK_PRO_MESSAGE);
  const where = state ?? DEFAULT_LINK_STATE;
  const entry = catalog.match({ name: permitName, state: where, category });
  if (!entry)
    return {
      renewalLink: null,
      message: `We found no official page for "${permitName}" in ${where}. You can add the renewal link manually.`,
      source: null,
    };
  const renewalLink = entry.renewalUrl ?? entry.url;
  return {
    renewalLink,
    message: `${entry.agency.name}: ${entry.renewalUrl ? 'renewal page' : 'page'} for ${entry.name}. Confirm the details with the agency.`,
    source: toCatalogSource(entry),
  };
}
