import type { BusinessProfile } from '../../../shared/contracts/business-profile';
import type { businessProfiles } from '../../db/schema';

/** The API's shape of a profile row: the optional fields the owner left blank are empty strings, not null. */
export const toBusinessProfile = (row: typeof businessProfiles.$inferSelect): BusinessProfile => ({
  businessName: row.businessName,
  statesOperating: row.statesOperating ?? '',
  servesBeerWine: row.servesBeerWine,
  servesLiquor: row.servesLiquor,
  phone: row.phone ?? '',
  email: row.email ?? '',
  address: row.address ?? '',
});
