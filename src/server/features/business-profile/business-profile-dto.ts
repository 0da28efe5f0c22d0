import type { BusinessProfile } from '../../../shared/contracts/business-profile';
import { isSellingPlace } from '../../../shared/domain/selling-places';
import type { businessProfiles } from '../../db/schema';

/** The API's shape of a profile row: the optional fields the owner left blank are empty strings, not null. */
export const toBusinessProfile = (row: typeof businessProfiles.$inferSelect): BusinessProfile => ({
  businessName: row.businessName,
  statesOperating: row.statesOperating ?? '',
  servesBeerWine: row.servesBeerWine,
  servesLiquor: row.servesLiquor,
  sellsAt: row.sellsAt.filter(isSellingPlace),
  carriesPropane: row.carriesPropane,
  phone: row.phone ?? '',
  email: row.email ?? '',
  address: row.address ?? '',
  brokerName: row.brokerName ?? '',
  brokerEmail: row.brokerEmail ?? '',
});
