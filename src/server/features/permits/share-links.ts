import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  SHARE_LINK_EXPIRIES,
  SHARE_TOKEN_PATTERN,
  type ShareLink,
  type ShareLinkInput,
  type SharedPage,
} from '../../../shared/contracts/sharing';
import { recordActivity, type Actor } from '../../activity/record-activity';
import type { Catalog } from '../../catalog/catalog';
import type { Database, DbOrTx } from '../../db/client';
import { businessProfiles, permits, shareLinkPermits, shareLinks } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { deriveLinkToken } from '../../lib/link-tokens';
import { hashSecret } from '../../lib/secret-hash';
import { documentFileName } from './document-file-name';

/*
 * Share links (docs/decisions/0024): a read-only public page of the permits an owner or manager chose. The
 * token is derived from the link's id and kept only as its hash (docs/decisions/0027); a revoked, expired or
 * unknown token is the same 404.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const shareLinkNotFound = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such share link.');

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

const toShareLink = (url: string, link: LinkRow, chosen: { id: string; name: string }[]): ShareLink => ({
  id: link.id,
  url,
  permits: chosen,
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
  const wanted = [...new Set(input.permitIds)];
  return db.transaction(async (tx) => {
    const chosen = await tx
      .select({ id: permits.id, name: permits.name })
      .from(permits)
      .where(and(eq(permits.businessId, actor.businessId), inArray(permits.id, wanted)))
      .orderBy(permits.name);
    // Another business's permit is indistinguishable from a missing one.
    if (chosen.length !== wanted.length) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such permit.');
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
      })
      .returning();
    await tx
      .insert(shareLinkPermits)
      .values(chosen.map((permit) => ({ shareLinkId: link!.id, permitId: permit.id })));
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'share_link.created',
      subject: sharedPermitsSubject(chosen.map((permit) => permit.name)),
      changes: [{ field: 'expires', before: null, after: link!.expiresAt?.toISOString() ?? 'never' }],
    });
    return toShareLink(shareUrlOf(options.appUrl, token), link!, chosen);
  });
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
  return Promise.all(
    links.map(async (link) =>
      toShareLink(await addressOf(db, options.key, options.appUrl, link), link, chosen.get(link.id) ?? []),
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
      .returning({ id: shareLinks.id });
    if (!link) throw shareLinkNotFound();
    const chosen = (await linkPermits(tx, [link.id])).get(link.id) ?? [];
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'share_link.revoked',
      subject: sharedPermitsSubject(chosen.map((permit) => permit.name)),
    });
  });
}

/** The link a token opens, in force; null for a revoked, expired, malformed or unknown token. */
export async function findLiveShareLink(db: Database, token: string, now = new Date()) {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashSecret(token);
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(
      and(or(eq(shareLinks.tokenHash, tokenHash), eq(shareLinks.previousTokenHash, tokenHash)), inForce(now)),
    )
    .limit(1);
  return link ?? null;
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

/**
 * The public page's data, counted as one view in the link and in the business's activity log. Only the chosen
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
    .select({ permit: permits })
    .from(shareLinkPermits)
    .innerJoin(permits, eq(permits.id, shareLinkPermits.permitId))
    .where(and(eq(shareLinkPermits.shareLinkId, link.id), eq(permits.businessId, link.businessId)))
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
      subject: sharedPermitsSubject(rows.map(({ permit }) => permit.name)),
    });
  });
  const catalog = options.catalog();
  return {
    businessName: profile?.name ?? '',
    expiresAt: link.expiresAt?.toISOString() ?? null,
    permits: rows.map(({ permit }) => ({
      id: permit.id,
      name: permit.name,
      agency: (permit.catalogEntryId && catalog.byId.get(permit.catalogEntryId)?.agency.name) || null,
      status: permit.status,
      renewalDate: permit.renewalDate,
      document:
        permit.documentKey && permit.documentName && permit.documentType
          ? { name: documentFileName(permit.documentName, permit.documentType), type: permit.documentType }
          : null,
    })),
  };
}

/** A chosen permit of a link in force, for its document; anything else is a 404. */
export async function findSharedPermit(db: Database, token: string, permitId: string) {
  const link = await findLiveShareLink(db, token);
  if (!link) throw shareLinkNotFound();
  const [row] = await db
    .select({ businessId: permits.businessId })
    .from(shareLinkPermits)
    .innerJoin(permits, eq(permits.id, shareLinkPermits.permitId))
    .where(
      and(
        eq(shareLinkPermits.shareLinkId, link.id),
        eq(shareLinkPermits.permitId, permitId),
        eq(permits.businessId, link.businessId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such permit.');
  return { businessId: row.businessId, permitId };
}
