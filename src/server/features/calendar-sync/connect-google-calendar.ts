import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { CALENDAR_MESSAGES, calendarCallbackStateSchema } from '../../../shared/contracts/google-calendar';
import type { SessionUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { calendarIntegrations, calendarOauthStates } from '../../db/schema';
import { CalendarCodeError, type CalendarProvider } from '../../integrations/calendar/provider';
import type { TokenCipher } from '../../integrations/calendar/token-cipher';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { CalendarSyncQueue } from './sync-queue';

/** How long a Connect may take, from the button to the callback. */
export const CONNECT_MINUTES = 10;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const randomText = () => crypto.randomBytes(32).toString('base64url');

/**
 * Connect (docs/product/calendar.md#connecting, docs/decisions/0023): a single-use state bound to the member
 * and to this browser (a secret the caller keeps in a cookie), and Google's consent URL carrying it. The
 * state is JSON naming the provider (docs/product/calendar.md#callback-state).
 */
export async function startGoogleConnect(options: {
  db: Database;
  provider: CalendarProvider;
  memberId: string;
  now?: Date;
}): Promise<{ url: string; browserSecret: string }> {
  const now = options.now ?? new Date();
  const nonce = randomText();
  const browserSecret = randomText();
  await options.db.delete(calendarOauthStates).where(lt(calendarOauthStates.expiresAt, now));
  await options.db.insert(calendarOauthStates).values({
    nonceHash: sha256(nonce),
    memberId: options.memberId,
    browserHash: sha256(browserSecret),
    expiresAt: new Date(now.getTime() + CONNECT_MINUTES * 60_000),
  });
  const state = Buffer.from(JSON.stringify({ provider: options.provider.id, nonce })).toString('base64url');
  return { url: options.provider.authorizationUrl(state), browserSecret };
}

const failed = () => new AppError(400, 'CALENDAR_CONNECTION_FAILED', CALENDAR_MESSAGES.failed);

/** The provider of a callback's state, or null when it is not JSON naming one. */
function stateOf(state: string) {
  try {
    return calendarCallbackStateSchema.parse(JSON.parse(Buffer.from(state, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

/**
 * The calendar callback (docs/product/calendar.md#the-callback): checks the state (known, unused, unexpired,
 * this member's and this browser's), trades the code for tokens on the server, keeps them encrypted, and
 * queues the first full sync.
 */
export async function completeGoogleConnect(options: {
  db: Database;
  provider: CalendarProvider;
  cipher: TokenCipher;
  queue: CalendarSyncQueue;
  logger: Logger;
  user: SessionUser;
  code: string;
  state: string;
  browserSecret: string | undefined;
  now?: Date;
}): Promise<void> {
  const { db, user } = options;
  const now = options.now ?? new Date();
  if (!options.code || !options.state)
    throw new AppError(400, 'CALENDAR_MISSING_PARAMETERS', CALENDAR_MESSAGES.missingParameters);
  const parsed = stateOf(options.state);
  if (!parsed) throw failed();
  if (parsed.provider !== options.provider.id)
    throw new AppError(400, 'CALENDAR_UNSUPPORTED_PROVIDER', CALENDAR_MESSAGES.unsupportedProvider);
  if (!options.browserSecret) throw failed();

  // Used up at the first try, whatever happens next: a replayed state finds nothing.
  const [claimed] = await db
    .update(calendarOauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(calendarOauthStates.nonceHash, sha256(parsed.nonce)),
        eq(calendarOauthStates.memberId, user.memberId),
        eq(calendarOauthStates.browserHash, sha256(options.browserSecret)),
        isNull(calendarOauthStates.usedAt),
        gt(calendarOauthStates.expiresAt, now),
      ),
    )
    .returning({ memberId: calendarOauthStates.memberId });
  if (!claimed) throw failed();

  let granted;
  try {
    granted = await options.provider.exchangeCode(options.code);
  } catch (error) {
    if (!(error instanceof CalendarCodeError))
      options.logger.warn({ google: options.provider.failureOf(error) }, 'Google token exchange failed');
    throw failed();
  }
  if ('missing' in granted) {
    options.logger.warn({ missing: granted.missing }, 'Google granted less than Calendar sync needs');
    throw failed();
  }

  const sealed = {
    accountEmail: granted.email,
    refreshToken: options.cipher.encrypt(granted.refreshToken),
    accessToken: granted.accessToken ? options.cipher.encrypt(granted.accessToken) : null,
    accessTokenExpiresAt: granted.expiresAt,
    status: 'connected',
    reconnectNotifiedAt: null,
  };
  const [integration] = await db
    .insert(calendarIntegrations)
    .values({ userId: user.id, memberId: user.memberId, provider: options.provider.id, ...sealed })
    // Reconnecting keeps the calendar PermitPilot made and its events.
    .onConflictDoUpdate({
      target: [calendarIntegrations.memberId, calendarIntegrations.provider],
      set: sealed,
    })
    .returning({ id: calendarIntegrations.id });
  await options.queue.send({ integrationId: integration!.id, full: true });
}
