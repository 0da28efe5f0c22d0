import { and, eq } from 'drizzle-orm';
import { PLANS, TRIAL_DAYS } from '../../../shared/domain/plans';
import type { SessionUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { localCheckoutSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';

async function findSession(db: Database, businessId: string, sessionId: string) {
  const [session] = await db
    .select()
    .from(localCheckoutSessions)
    .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.businessId, businessId)))
    .limit(1);
  if (!session) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'This checkout session does not exist.');
  return session;
}

/** The local checkout page's content: another owner's session is indistinguishable from none. */
export async function getLocalCheckout(options: {
  db: Database;
  owner: SessionUser;
  sessionId: string;
  now?: Date;
}) {
  const session = await findSession(options.db, options.owner.businessId, options.sessionId);
  const now = options.now ?? new Date();
  const status = session.status === 'open' && session.expiresAt <= now ? 'expired' : session.status;
  return {
    id: session.id,
    trial: session.trial,
    trialDays: TRIAL_DAYS,
    priceDollars: PLANS.pro.priceDollars,
    email: options.owner.email,
    status: status as 'open' | 'complete' | 'expired',
  };
}
