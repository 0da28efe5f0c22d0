import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SharedPage } from '../../../shared/contracts/sharing';
import { recordActivity } from '../../activity/record-activity';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { businessProfiles, permits, shareLinkPermits, shareLinks, vehicles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { documentFileName } from '../../integrations/documents/document-file-name';
import { findLiveShareLink, shareLinkNotFound, sharedPermitsSubject } from './share-links';

/*
 * What a share link's visitor reads, with no session (docs/decisions/0024): the page and its documents, of the
 * chosen permits or of one vehicle's and the whole business's (docs/product/fleet.md#at-the-window).
 */

type LinkRow = typeof shareLinks.$inferSelect;

/**
 * Which permits a link shows: those chosen, or a vehicle's and the whole business's as they are now
 * (docs/product/fleet.md#at-the-window). Always within the link's business.
 */
const shownBy = (link: Pick<LinkRow, 'id' | 'businessId' | 'vehicleId'>): SQL =>
  and(
    eq(permits.businessId, link.businessId),
    link.vehicleId
      ? or(isNull(permits.vehicleId), eq(permits.vehicleId, link.vehicleId))
      : inArray(
          permits.id,
          sql`(select ${shareLinkPermits.permitId} from ${shareLinkPermits} where ${shareLinkPermits.shareLinkId} = ${link.id})`,
        ),
  )!;

/**
 * The public page's data, counted as one view in the link and in the business's activity log. Only the link's
 * permits, and of them only what an inspector needs: no notes, costs or members.
 */
export async function openSharedPage(options: {
  db: Database;
  catalog: () => Catalog;
  token: string;
  now?: Date;
}): Promise<SharedPage> {
  const { db } = options;
  const now = options.now ?? new Date();
  const link = await findLiveShareLink(db, options.token, now);
  if (!link) throw shareLinkNotFound();
  const rows = await db
    .select({ permit: permits, vehicleName: vehicles.name })
    .from(permits)
    .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
    .where(shownBy(link))
    .orderBy(sql`${permits.renewalDate} asc nulls last`, permits.name);
  // The profile's name only: a business without a profile is named after its owner's e-mail, a member detail.
  const [profile] = await db
    .select({ name: businessProfiles.businessName })
    .from(businessProfiles)
    .where(eq(businessProfiles.businessId, link.businessId))
    .limit(1);
  await db.transaction(async (tx) => {
    await tx
      .update(shareLinks)
      .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: now })
      .where(eq(shareLinks.id, link.id));
    await recordActivity(tx, {
      businessId: link.businessId,
      actor: null,
      action: 'share_link.viewed',
      subject: link.vehicleName ?? sharedPermitsSubject(rows.map(({ permit }) => permit.name)),
    });
  });
  const catalog = options.catalog();
  return {
    businessName: profile?.name ?? '',
    vehicleName: link.vehicleName,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    permits: rows.map(({ permit, vehicleName }) => ({
      id: permit.id,
      name: permit.name,
      agency: (permit.catalogEntryId && catalog.byId.get(permit.catalogEntryId)?.agency.name) || null,
      status: permit.status,
      renewalDate: permit.renewalDate,
      vehicleName,
      document:
        permit.documentKey && permit.documentName && permit.documentType
          ? { name: documentFileName(permit.documentName, permit.documentType), type: permit.documentType }
          : null,
    })),
  };
}

/** A permit a link in force shows, for its document; anything else is a 404. */
export async function findSharedPermit(db: Database, token: string, permitId: string) {
  const link = await findLiveShareLink(db, token);
  if (!link) throw shareLinkNotFound();
  const [row] = await db
    .select({ businessId: permits.businessId })
    .from(permits)
    .where(and(eq(permits.id, permitId), shownBy(link)))
    .limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such permit.');
  return { businessId: row.businessId, permitId };
}
