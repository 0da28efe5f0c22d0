import { eq } from 'drizzle-orm';
import type { BusinessProfile } from '../../../shared/contracts/business-profile';
import { changedFields, recordActivity, type Actor } from '../../activity/record-activity';
import type { Database } from '../../db/client';
import { businessProfiles, organization } from '../../db/schema';
import { toBusinessProfile } from './business-profile-dto';

const PROFILE_FIELDS = [
  'businessName',
  'statesOperating',
  'servesBeerWine',
  'servesLiquor',
  'sellsAt',
  'carriesPropane',
  'phone',
  'email',
  'address',
  'brokerName',
  'brokerEmail',
] as const;

/**
 * business_profiles upsert: one profile per business (docs/product/teams.md#business-profile). The business
 * takes the profile's name (docs/decisions/0018), and the activity log records what changed, in the same
 * transaction.
 */
export async function saveBusinessProfile(options: { db: Database; actor: Actor; profile: BusinessProfile }) {
  const { actor } = options;
  const { businessId } = actor;
  // A broker left out keeps the one saved (the profile form does not show it).
  const values = Object.fromEntries(
    Object.entries(options.profile).filter(([, value]) => value !== undefined),
  ) as BusinessProfile;
  const row = await options.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(businessProfiles)
      .where(eq(businessProfiles.businessId, businessId))
      .for('update');
    const [saved] = await tx
      .insert(businessProfiles)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: businessProfiles.businessId, set: values })
      .returning();
    await tx.update(organization).set({ name: values.businessName }).where(eq(organization.id, businessId));
    const changes = before
      ? changedFields(before, saved!, PROFILE_FIELDS)
      : PROFILE_FIELDS.map((field) => ({ field, before: null, after: saved![field] ?? null }));
    if (changes.length > 0)
      await recordActivity(tx, {
        businessId,
        actor,
        action: 'business_profile.updated',
        subject: values.businessName,
        changes,
      });
    return saved!;
  });
  return toBusinessProfile(row);
}
