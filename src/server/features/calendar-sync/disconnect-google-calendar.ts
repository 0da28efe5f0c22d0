import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarIntegrations } from '../../db/schema';
import type { CalendarProvider } from '../../integrations/calendar/provider';
import type { TokenCipher } from '../../integrations/calendar/token-cipher';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';

/**
 * 'Disconnect' (docs/decisions/0023): deletes the PermitPilot calendar from the member's Google account,
 * revokes the grant and forgets the tokens. Google being unreachable or the grant already gone does not keep
 * the tokens: they are forgotten either way, and what Google still holds is said in the log.
 */
export async function disconnectGoogleCalendar(options: {
  db: Database;
  provider: CalendarProvider;
  cipher: TokenCipher;
  logger: Logger;
  memberId: string;
}): Promise<void> {
  const { db, provider, cipher, logger } = options;
  const where = and(
    eq(calendarIntegrations.memberId, options.memberId),
    eq(calendarIntegrations.provider, provider.id),
  );
  const [integration] = await db.select().from(calendarIntegrations).where(where);
  if (!integration)
    throw new AppError(404, 'CALENDAR_NOT_CONNECTED', /*i18n*/ 'Google Calendar is not connected.');
  const refreshToken = cipher.decrypt(integration.refreshToken);
  if (integration.calendarId && integration.status === 'connected') {
    const session = provider.session(
      {
        refreshToken,
        accessToken: integration.accessToken ? cipher.decrypt(integration.accessToken) : null,
        expiresAt: integration.accessTokenExpiresAt,
      },
      () => {},
    );
    await session
      .deleteCalendar(integration.calendarId)
      .catch((error: unknown) =>
        logger.warn(
          { google: provider.failureOf(error) },
          'could not delete the PermitPilot calendar at Google',
        ),
      );
  }
  await provider
    .revoke(refreshToken)
    .catch((error: unknown) =>
      logger.warn({ google: provider.failureOf(error) }, 'could not revoke the Google grant'),
    );
  await db.delete(calendarIntegrations).where(where);
}
