import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { isLiveSubscriptionState } from '../../../shared/domain/entitlements';
import { toLocale } from '../../../shared/i18n/locales';
import { findSubscription } from '../../billing/subscription-store';
import type { Database } from '../../db/client';
import { i18nFor } from '../../i18n/i18n';
import { member, organization, permits, user, verification } from '../../db/schema';
import { BillingProviderError, type BillingProvider } from '../../billing/providers/types';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Mailer } from '../../integrations/mail/types';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { businessClosedEmail } from './business-closed-email';

/**
 * 'Yes, Delete Everything' (docs/product/teams.md#closing-an-account, docs/decisions/0018). For every
 * business the person owns: any subscription is cancelled at once, then the business and, through the foreign
 * keys, everything in it (permits, profile, members, invitations, activity…) is deleted with the account, and
 * its stored documents' removal is queued in the same transaction (docs/decisions/0015); its other members
 * are told by e-mail. In a business they only work for, they simply leave. If the provider cannot cancel,
 * nothing is deleted: an owner must never keep paying for a deleted account.
 */
export async function closeAccount(options: {
  db: Database;
  provider: BillingProvider;
  documents: DocumentStore;
  mailer: Mailer;
  logger: Logger;
  userId: string;
  /** Told of every membership the closing ends (docs/decisions/0023): see TeamCommand. */
  beforeMembersLeave?: (memberIds: string[]) => Promise<void>;
}) {
  const { db, provider, userId } = options;
  const owned = await db
    .select({ id: organization.id, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(member.role, 'owner')));
  const ownedIds = owned.map((business) => business.id);

  for (const business of owned) {
    const row = await findSubscription(db, business.id);
    if (
      !row?.providerSubscriptionId ||
      row.provider !== provider.kind ||
      !isLiveSubscriptionState(row.status)
    )
      continue;
    try {
      await provider.cancelNow(row.providerSubscriptionId);
    } catch (error) {
      if (error instanceof BillingProviderError) {
        throw new AppError(
          502,
          'SUBSCRIPTION_CANCEL_FAILED',
          /*i18n*/ 'The subscription could not be cancelled, so nothing was deleted.',
        );
      }
      throw error;
    }
  }

  const toTell =
    ownedIds.length === 0
      ? []
      : await db
          .select({ email: user.email, locale: user.locale, businessName: organization.name })
          .from(member)
          .innerJoin(user, eq(user.id, member.userId))
          .innerJoin(organization, eq(organization.id, member.organizationId))
          .where(and(inArray(member.organizationId, ownedIds), ne(member.userId, userId)));

  // The person's memberships, and every membership of the businesses they own, which go with them.
  const ending = await db
    .select({ id: member.id })
    .from(member)
    .where(
      ownedIds.length === 0
        ? eq(member.userId, userId)
        : or(eq(member.userId, userId), inArray(member.organizationId, ownedIds)),
    );
  await options.beforeMembersLeave?.(ending.map((membership) => membership.id));

  const ids = await db.transaction(async (tx) => {
    // Password-reset tokens name the user in their value, not by a foreign key.
    await tx.delete(verification).where(eq(verification.value, userId));
    const documents =
      ownedIds.length === 0
        ? []
        : await tx
            .select({ key: permits.documentKey })
            .from(permits)
            .where(and(inArray(permits.businessId, ownedIds), isNotNull(permits.documentKey)));
    if (ownedIds.length > 0) await tx.delete(organization).where(inArray(organization.id, ownedIds));
    await tx.delete(user).where(eq(user.id, userId));
    return queueDocumentDeletions(tx, [
      ...documents.map((document) => ({ key: document.key! })),
      // New documents live under their business's id, those stored before businesses under the owner's
      // (document-keys.ts): both prefixes go, whatever a key above missed.
      ...ownedIds.map((id) => ({ key: id, wholePrefix: true })),
      { key: userId, wholePrefix: true },
    ]);
  });
  await deleteQueuedDocuments({ db, documents: options.documents, ids });

  for (const recipient of toTell) {
    await options.mailer
      .send(
        await businessClosedEmail(
          recipient.email,
          recipient.businessName,
          i18nFor(toLocale(recipient.locale)),
        ),
      )
      .catch((error: unknown) => options.logger.error({ err: error }, 'business-closed e-mail failed'));
  }
}
