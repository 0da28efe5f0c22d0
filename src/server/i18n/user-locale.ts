import type { I18n } from '@lingui/core';
import { eq } from 'drizzle-orm';
import { toLocale } from '../../shared/i18n/locales';
import type { Database } from '../db/client';
import { member, user } from '../db/schema';
import { i18nFor } from './i18n';

/**
 * A person's Lingui instance, in the language of their account (`user.locale`, docs/decisions/0026): for what
 * we send them outside a page they are reading (e-mails, text messages). English for an unknown user.
 */
export async function i18nOfUser(db: Database, userId: string): Promise<I18n> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId)).limit(1);
  return i18nFor(toLocale(row?.locale));
}

/**
 * The Lingui instance of whoever a reminder e-mail's link names: a member, in their person's language, or,
 * for a link mailed before businesses existed, the user (docs/decisions/0018).
 */
export async function i18nOfMemberOrUser(db: Database, memberOrUserId: string): Promise<I18n> {
  const [membership] = await db
    .select({ userId: member.userId })
    .from(member)
    .where(eq(member.id, memberOrUserId))
    .limit(1);
  return i18nOfUser(db, membership?.userId ?? memberOrUserId);
}
