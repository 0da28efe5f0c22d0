import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import { permitNotFound } from './find-owned-permit';
import { getPermit } from './get-permit';
import { permitValues, type ParsedPermitInput } from './permit-values';

/** DESIGN §6.2: `?edit={id}` updates the permit in place and never inserts a copy. */
export async function updatePermit(options: {
  db: Database;
  userId: string;
  permitId: string;
  input: ParsedPermitInput;
}) {
  const { db, userId, permitId } = options;
  const values = await permitValues(db, options.input);
  const updated = await db
    .update(permits)
    .set(values)
    .where(and(eq(permits.id, permitId), eq(permits.userId, userId)))
    .returning({ id: permits.id });
  if (updated.length === 0) throw permitNotFound();
  return getPermit({ db, userId, permitId });
}
