import { eq, sql } from 'drizzle-orm';
import { assertCanAddPermit } from '../../billing/assert-can-add-permit';
import type { Database } from '../../db/client';
import { permits, user } from '../../db/schema';
import { getPermit } from './get-permit';
import { permitValues, type ParsedPermitInput } from './permit-values';

/** Adds a permit (status 'active', spec §3) within the owner's plan limit (DESIGN §6.5). */
export async function createPermit({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: string;
  input: ParsedPermitInput;
}) {
  const values = await permitValues(db, input);
  const permitId = await db.transaction(async (tx) => {
    // One owner's concurrent creates queue here, so two requests cannot both take the last free slot.
    await tx.execute(sql`select ${user.id} from ${user} where ${eq(user.id, userId)} for update`);
    await assertCanAddPermit({ db: tx, userId });
    const [created] = await tx
      .insert(permits)
      .values({ ...values, userId, status: 'active' })
      .returning({ id: permits.id });
    return created!.id;
  });
  return getPermit({ db, userId, permitId });
}
