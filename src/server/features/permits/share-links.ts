import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import {
  SHARE_LINK_EXPIRIES,
  SHARE_TOKEN_PATTERN,
  type ShareLink,
  type ShareLinkInput,
} from '../../../shared/contracts/sharing';
import { recordActivity, type Actor } from '../../activity/record-activity';
import type { Database, DbOrTx } from '../../db/client';
import { events, permits, shareLinkPermits, shareLinks, vehicles } from '../../db/schema';
import { findLinkEvent, linkEvents, type LinkEvent } from './share-links-event';
import { findBusinessVehicle } from '../../lib/business-vehicles';
import { AppError } from '../../lib/errors';
import { deriveLinkToken } from '../../lib/link-tokens';
import { hashSecret } from '../../lib/secret-hash';

/*
 * Share links (docs/decisions/0024): a read-only public page of the permits an owner or manager chose, of one
 * vehicle's permits and the whole business's (docs/product/fleet.md#at-the-window), or of one event for its
 * organiser (docs/product/events.md#the-organisers-packet). The token is derived from the link's id and kept
 * only as its hash (docs/decisions/0027); a revoked, expired or unknown token is the same 404, and so is a
 * vehicle's link while the vehicle is archived.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const shareLinkNotFound = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such share link.');

export const shareUrlOf = (appUrl: string, token: string) => new URL(`/share/${token}`, appUrl).toString();

/** 'Health Permit, Fire Inspection and 2 more': what the activity log calls a link. */
export function sharedPermitsSubject(names: readonly string[]) {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

async function linkPermits(db: DbOrTx, linkIds: string[]) {
  if (linkIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .select({ linkId: shareLinkPermits.shareLinkId, id: permits.id, name: permits.name })
    .from(shareLinkPermits)
    .innerJoin(permits, eq(permits.id, shareLinkPermits.permitId))
    .where(inArray(shareLinkPermits.shareLinkId, linkIds))
    .orderBy(permits.name);
  const byLink = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) {
    const chosen = byLink.get(row.linkId) ?? [];
    chosen.push({ id: row.id, name: row.name });
    byLink.set(row.linkId, chosen);
  }
  return byLink;
}

type LinkRow = typeof shareLinks.$inferSelect;
type LinkVehicle = { id: string; name: string; archivedAt: Date | null };

/** The vehicles of the business's vehicle links, by id. */
async function linkVehicles(db: DbOrTx, businessId: string, links: Pick<LinkRow, 'vehicleId'>[]) {
  const ids = [...new Set(links.flatMap((link) => (link.vehicleId ? [link.vehicleId] : [])))];
  if (ids.length === 0) return new Map<string, LinkVehicle>();
  const rows = await db
    .select({ id: vehicles.id, name: vehicles.name, archivedAt: vehicles.archivedAt })
    .from(vehicles)
    .where(and(eq(vehicles.businessId, businessId), inArray(vehicles.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the activity log calls a link: its vehicle or event, or its chosen permits. */
const subjectOf = (subject: { name: string } | undefined, chosen: readonly { name: string }[]) =>
  subject?.name ?? sharedPermitsSubject(chosen.map((permit) => permit.name));

/** The token of a link's address. */
const tokenOf = (key: Buffer, linkId: string) => deriveLinkToken(key, 'share-link', linkId);

/**
 * A link's address, to show again. A link whose hash is of another token (made before tokens were derived,
 * or before the key changed) takes this one on, and keeps the other one working.
 */
async function addressOf(db: DbOrTx, key: Buffer, appUrl: string, link: Pick<LinkRow, 'id' | 'tokenHash'>) {
  const token = tokenOf(key, link.id);
  const tokenHash = hashSecret(token);
  if (tokenHash !== link.tokenHash)
    await db
      .update(shareLinks)
      .set({ tokenHash, previousTokenHash: link.tokenHash })
      .where(and(eq(shareLinks.id, link.id), eq(shareLinks.tokenHash, link.tokenHash)));
  return shareUrlOf(appUrl, token);
}

const toShareLink = (
  url: string,
  link: LinkRow,
  chosen: { id: string; name: string }[],
  vehicle: LinkVehicle | undefined,
  event: LinkEvent | undefined,
): ShareLink => ({
  id: link.id,
  url,
  permits: chosen,
  vehicle: vehicle ? { id: vehicle.id, name: vehicle.name, archived: vehicle.archivedAt !== null } : null,
  event: event ? { id: event.id, name: event.name } : null,
  expiresAt: link.expiresAt?.toISOString() ?? null,
  createdAt: link.createdAt.toISOString(),
  viewCount: link.viewCount,
  lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
});

/** A link in force: not revoked, not expired. */
const inForce = (now: Date) =>
  and(isNull(shareLinks.revokedAt), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)));

export async function createShareLink(options: {
  db: Database;
  actor: Actor;
  appUrl: string;
  key: Buffer;
  input: ShareLinkInput;
  now?: Date;
}): Promise<ShareLink> {
  const { db, actor, input } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const vehicle = input.vehicleId
      ? await findBusinessVehicle(tx, actor.businessId, input.vehicleId, { forUpdate: true })
      : undefined;
    // A sold or retired truck's sticker must not show the business's papers (docs/product/sharing.md#share-links).
    if (vehicle?.archivedAt)
      throw new AppError(
        409,
        'VEHICLE_ARCHIVED',
        /*i18n*/ 'This vehicle is archived. Restore it to share its permits.',
      );
    const event = input.eventId ? await findLinkEvent(tx, actor.businessId, input.eventId) : undefined;
    const chosen = vehicle || event ? [] : await chosenPermits(tx, actor.businessId, input.permitIds ?? []);
    const days = SHARE_LINK_EXPIRIES.find((expiry) => expiry.id === input.expiresIn)!.days;
    const id = randomUUID();
    const token = tokenOf(options.key, id);
    const [link] = await tx
      .insert(shareLinks)
      .values({
        id,
        businessId: actor.businessId,
        tokenHash: hashSecret(token),
        createdBy: actor.id,
        expiresAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
        vehicleId: vehicle?.id ?? null,
        eventId: event?.id ?? null,
      })
      .returning();
    if (chosen.length > 0)
      await tx
        .insert(shareLinkPermits)
        .values(chosen.map((permit) => ({ shareLinkId: link!.id, permitId: permit.id })));
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'share_link.created',
      subject: subjectOf(vehicle ?? event, chosen),
      changes: [{ field: 'expires', before: null, after: link!.expiresAt?.toISOString() ?? 'never' }],
    });
    return toShareLink(shareUrlOf(options.appUrl, token), link!, chosen, vehicle, event);
  });
}

/** The chosen permits, by name; another business's permit is indistinguishable from a missing one. */
async function chosenPermits(tx: DbOrTx, businessId: string, permitIds: string[]) {
  const wanted = [...new Set(permitIds)];
  const chosen = await tx
    .select({ id: permits.id, name: permits.name })
    .from(permits)
    .where(and(eq(permits.businessId, businessId), inArray(permits.id, wanted)))
    .orderBy(permits.name);
  if (chosen.length !== wanted.length) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such permit.');
  return chosen;
}

/** The business's links in force, newest first. */
export async function listShareLinks(options: {
  db: Database;
  businessId: string;
  appUrl: string;
  key: Buffer;
  now?: Date;
}) {
  const { db, businessId } = options;
  const links = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.businessId, businessId), inForce(options.now ?? new Date())))
    .orderBy(desc(shareLinks.createdAt));
  const chosen = await linkPermits(
    db,
    links.map((link) => link.id),
  );
  const linked = await linkVehicles(db, businessId, links);
  const linkedEvents = await linkEvents(db, businessId, links);
  return Promise.all(
    links.map(async (link) =>
      toShareLink(
        await addressOf(db, options.key, options.appUrl, link),
        link,
        chosen.get(link.id) ?? [],
        link.vehicleId ? linked.get(link.vehicleId) : undefined,
        link.eventId ? linkedEvents.get(link.eventId) : undefined,
      ),
    ),
  );
}

/** Ends a link at once: its next request is a 404. Revoking one already ended is a 404 too. */
export async function revokeShareLink(options: { db: Database; actor: Actor; linkId: string; now?: Date }) {
  const { db, actor, linkId } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const [link] = await tx
      .update(shareLinks)
      .set({ revokedAt: now })
      .where(and(eq(shareLinks.id, linkId), eq(shareLinks.businessId, actor.businessId), inForce(now)))
      .returning({ id: shareLinks.id, vehicleId: shareLinks.vehicleId, eventId: shareLinks.eventId });
    if (!link) throw shareLinkNotFound();
    const chosen = (await linkPermits(tx, [link.id])).get(link.id) ?? [];
    const vehicle = link.vehicleId
      ? (await linkVehicles(tx, actor.businessId, [link])).get(link.vehicleId)
      : undefined;
    const event = link.eventId
      ? (await linkEvents(tx, actor.businessId, [link])).get(link.eventId)
      : undefined;
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'share_link.revoked',
      subject: subjectOf(vehicle ?? event, chosen),
    });
  });
}

/**
 * The link a token opens, in force, with its vehicle's or event's name; null for a revoked, expired, malformed
 * or unknown token, and for a vehicle's link while the vehicle is archived.
 */
export async function findLiveShareLink(db: Database, token: string, now = new Date()) {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashSecret(token);
  const [row] = await db
    .select({ link: shareLinks, vehicleName: vehicles.name, eventName: events.name })
    .from(shareLinks)
    .leftJoin(vehicles, eq(vehicles.id, shareLinks.vehicleId))
    .leftJoin(events, eq(events.id, shareLinks.eventId))
    .where(
      and(
        or(eq(shareLinks.tokenHash, tokenHash), eq(shareLinks.previousTokenHash, tokenHash)),
        inForce(now),
        or(isNull(shareLinks.vehicleId), isNull(vehicles.archivedAt)),
      ),
    )
    .limit(1);
  return row ? { ...row.link, vehicleName: row.vehicleName, eventName: row.eventName } : null;
}

/** The QR code's link for one of the business's links in force (the owner prints it). */
export async function shareUrlForQr(options: {
  db: Database;
  businessId: string;
  linkId: string;
  appUrl: string;
  key: Buffer;
}) {
  const [link] = await options.db
    .select({ id: shareLinks.id, tokenHash: shareLinks.tokenHash })
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.id, options.linkId),
        eq(shareLinks.businessId, options.businessId),
        inForce(new Date()),
      ),
    )
    .limit(1);
  if (!link) throw shareLinkNotFound();
  return addressOf(options.db, options.key, options.appUrl, link);
}
