import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SharedEvent, SharedPage } from '../../../shared/contracts/sharing';
import { recordActivity } from '../../activity/record-activity';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { businessProfiles, events, permits, shareLinkPermits, shareLinks, vehicles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { documentFileName } from '../../lib/documents/document-file-name';
import { permitAgency } from '../../catalog/permit-agency';
import { findLiveShareLink, shareLinkNotFound, sharedPermitsSubject } from './share-links';

/*
 * What a share link's visitor reads, with no session (docs/decisions/0024): the page and its documents, of the
 * chosen permits, of one vehicle's and the whole business's (docs/product/fleet.md#at-the-window), or of one
 * event with its certificate of insurance (docs/product/events.md#the-organisers-packet).
 */

type LinkRow = typeof shareLinks.$inferSelect;

/**
 * The permits an event's organiser is shown, as the event's readiness reads them now
 * (docs/product/events.md#the-organisers-packet). The events feature answers it; app.ts passes it in.
 */
export type EventPermitIds = (businessId: string, eventId: string) => Promise<string[]>;

/**
 * Which permits a link shows: those chosen, a vehicle's and the whole business's as they are now
 * (docs/product/fleet.md#at-the-window), or an event's. Always within the link's business.
 */
async function shownBy(
  link: Pick<LinkRow, 'id' | 'businessId' | 'vehicleId' | 'eventId'>,
  eventPermitIds: EventPermitIds,
): Promise<SQL> {
  const scope = link.eventId
    ? inArray(permits.id, await eventPermitIds(link.businessId, link.eventId))
    : link.vehicleId
      ? or(isNull(permits.vehicleId), eq(permits.vehicleId, link.vehicleId))
      : inArray(
          permits.id,
          sql`(select ${shareLinkPermits.permitId} from ${shareLinkPermits} where ${shareLinkPermits.shareLinkId} = ${link.id})`,
        );
  return and(eq(permits.businessId, link.businessId), scope)!;
}

/** What an organiser's page says of the event: no organiser, fee or notes. */
async function sharedEvent(db: Database, businessId: string, eventId: string): Promise<SharedEvent | null> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.businessId, businessId), eq(events.id, eventId)));
  if (!event) return null;
  return {
    name: event.name,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    address: event.address,
    city: event.city,
    stateCode: event.stateCode,
    certificate:
      event.coiDocumentKey && event.coiDocumentName && event.coiDocumentType
        ? {
            name: documentFileName(event.coiDocumentName, event.coiDocumentType),
            type: event.coiDocumentType,
          }
        : null,
  };
}

/**
 * The public page's data, counted as one view in the link and in the business's activity log. Only the link's
 * permits, and of them only what an inspector needs: no notes, costs or members.
 */
export async function openSharedPage(options: {
  db: Database;
  catalog: () => Catalog;
  eventPermitIds: EventPermitIds;
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
    .where(await shownBy(link, options.eventPermitIds))
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
      subject:
        link.vehicleName ?? link.eventName ?? sharedPermitsSubject(rows.map(({ permit }) => permit.name)),
    });
  });
  const catalog = options.catalog();
  return {
    businessName: profile?.name ?? '',
    vehicleName: link.vehicleName,
    event: link.eventId ? await sharedEvent(db, link.businessId, link.eventId) : null,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    permits: rows.map(({ permit, vehicleName }) => ({
      id: permit.id,
      name: permit.name,
      permitNumber: permit.permitNumber,
      agency: permitAgency(permit, catalog),
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
export async function findSharedPermit(
  db: Database,
  eventPermitIds: EventPermitIds,
  token: string,
  permitId: string,
) {
  const link = await findLiveShareLink(db, token);
  if (!link) throw shareLinkNotFound();
  const [row] = await db
    .select({ businessId: permits.businessId })
    .from(permits)
    .where(and(eq(permits.id, permitId), await shownBy(link, eventPermitIds)))
    .limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such permit.');
  return { businessId: row.businessId, permitId };
}

/**
 * The certificate of insurance of an organiser's link in force (docs/product/events.md#the-organisers-packet),
 * to read from the document store; a link of no event, or an event without one, is a 404.
 */
export async function findSharedCertificate(db: Database, token: string) {
  const link = await findLiveShareLink(db, token);
  if (!link) throw shareLinkNotFound();
  const [event] = link.eventId
    ? await db
        .select({ key: events.coiDocumentKey, name: events.coiDocumentName, type: events.coiDocumentType })
        .from(events)
        .where(and(eq(events.businessId, link.businessId), eq(events.id, link.eventId)))
    : [];
  if (!event?.key)
    throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'This event has no certificate of insurance.');
  return {
    key: event.key,
    name: documentFileName(event.name ?? '', event.type),
    type: event.type ?? 'application/octet-stream',
  };
}
