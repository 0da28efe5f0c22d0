import { findOwnedPermitRow, type OwnedPermitOptions } from './find-owned-permit';
import { toPermitDto } from './permit-dto';

/** One of the owner's permits, as the API shows it. */
export async function getPermit({ db, businessId, permitId }: OwnedPermitOptions) {
  return toPermitDto(await findOwnedPermitRow(db, businessId, permitId));
}
