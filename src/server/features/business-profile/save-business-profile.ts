import type { BusinessProfile } from '../../../shared/contracts/business-profile';
import type { Database } from '../../db/client';
import { businessProfiles } from '../../db/schema';
import { toBusinessProfile } from './business-profile-dto';

/** spec §7 business_profiles upsert: one profile per owner. */
export async function saveBusinessProfile(options: {
  db: Database;
  userId: string;
  profile: BusinessProfile;
}) {
  const values = { ...options.profile };
  const [row] = await options.db
    .insert(businessProfiles)
    .values({ userId: options.userId, ...values })
    .onConflictDoUpdate({ target: businessProfiles.userId, set: values })
    .returning();
  return toBusinessProfile(row!);
}
