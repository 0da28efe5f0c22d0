import type { Database } from '../../db/client';
import { suggestionDismissals } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Catalog } from '../../catalog/catalog';

/**
 * A dismissed suggestion stays hidden for the whole business (docs/product/intelligence.md#suggestions,
 * docs/decisions/0020).
 */
export async function dismissSuggestion({
  db,
  catalog,
  businessId,
  userId,
  entryId,
}: {
  db: Database;
  catalog: Catalog;
  businessId: string;
  userId: string;
  entryId: string;
}) {
  if (!catalog.byId.has(entryId)) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such suggestion');
  await db
    .insert(suggestionDismissals)
    .values({ businessId, entryId, dismissedBy: userId })
    .onConflictDoNothing();
}
