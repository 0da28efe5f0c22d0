import type { Database } from '../../db/client';
import { findOwnedPermitRow } from './find-owned-permit';
import { toPermitDto } from './permit-dto';

/** One of the owner's permits, as the API shows it. */
export async function getPermit({
  db,
  businessId,
  permitId,
}: {
  db: Database;
  businessId: string;
  permitId: string;
}) {
  return toPermitDto(await findOwnedPermitRow(db, businessId, permitId));
}
