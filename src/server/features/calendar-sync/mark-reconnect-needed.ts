import { and, eq, isNull } from 'drizzle-orm';
import { toLocale } from '../../../shared/i18n/locales';
import type { Database } from '../../db/client';
import { calendarIntegrations, user } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/types';
import { i18nFor } from '../../i18n/i18n';
import { renderBrandedEmail } from '../../mail/branded-email';

type Integration = Pick<typeof calendarIntegrations.$inferSelect, 'id' | 'userId' | 'accountEmail'>;

/**
 * The calendar service refused the grant (docs/decisions/0023): the connection needs reconnecting and forgets
 * its access token, and the member is told once, by e-mail; /alert-setup says it too until they reconnect.
 */
export async function markReconnectNeeded(
  deps: { db: Database; mailer: Mailer; appUrl: string },
  integration: Integration,
) {
  const [marked] = await deps.db
    .update(calendarIntegrations)
    .set({ status: 'reconnect-needed', accessToken: null, accessTokenExpiresAt: null })
    .where(and(eq(calendarIntegrations.id, integration.id), isNull(calendarIntegrations.reconnectNotifiedAt)))
    .returning({ id: calendarIntegrations.id });
  if (!marked) return;
  const [person] = await deps.db
    .select({ email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, integration.userId));
  if (person) {
    const i18n = i18nFor(toLocale(person.locale));
    await deps.mailer.send({
      to: person.email,
      subject: i18n._('Reconnect Google Calendar to keep your renewal dates in it'),
      ...(await renderBrandedEmail({
        heading: i18n._('Google Calendar needs reconnecting'),
        paragraphs: [
          i18n._(
            'Google no longer lets PermitPilot update the calendar of {accountEmail}: the access was removed or has expired.',
            { accountEmail: integration.accountEmail },
          ),
          i18n._(
            'Your renewal dates are safe in PermitPilot. Reconnect on the Alert Setup page to keep them in Google Calendar.',
          ),
        ],
        action: { label: i18n._('Reconnect Google Calendar'), url: `${deps.appUrl}/alert-setup` },
        i18n,
      })),
    });
  }
  await deps.db
    .update(calendarIntegrations)
    .set({ reconnectNotifiedAt: new Date() })
    .where(eq(calendarIntegrations.id, integration.id));
}
