import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { setCookie } from 'hono/cookie';
import { LOCALES } from '../../../shared/i18n/locales';
import { closeAccountRequestSchema } from '../../../shared/contracts/billing';
import type { Auth } from '../../auth/create-auth';
import { requirePerson, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import { member, user } from '../../db/schema';
import { LOCALE_COOKIE, localeCookieOptions } from '../../i18n/i18n';
import type { Billing } from '../../billing/providers';
import type { Mailer } from '../../integrations/mail/types';
import type { Logger } from '../../lib/logger';
import type { DocumentStore } from '../../integrations/documents/types';
import { errorResponse as error, validationHook } from '../../lib/openapi';
import { closeAccount } from './close-account';
import { exportAccountData } from './export-account-data';

const closeRoute = createRoute({
  method: 'post',
  path: '/api/account/close',
  summary: 'Yes, Delete Everything: cancel the subscription and delete the account and all its data',
  tags: ['account'],
  request: {
    body: { content: { 'application/json': { schema: closeAccountRequestSchema } }, required: true },
  },
  responses: {
    204: { description: 'Deleted' },
    400: error('The confirmation is missing'),
    401: error('Not signed in'),
    502: error('The subscription could not be cancelled; nothing was deleted'),
  },
});
const exportRoute = createRoute({
  method: 'get',
  path: '/api/account/export',
  summary: 'Download my data: everything stored about the owner, as JSON',
  tags: ['account'],
  responses: {
    200: {
      description: 'The data',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
    401: error('Not signed in'),
  },
});

const languageSchema = z.object({ locale: z.enum(LOCALES) }).strict();
const languageRoute = createRoute({
  method: 'put',
  path: '/api/account/language',
  summary:
    'The language the person reads PermitPilot in: screens, e-mails, text messages and calendar events',
  tags: ['account'],
  request: { body: { content: { 'application/json': { schema: languageSchema } }, required: true } },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: languageSchema } } },
    400: error('Not a language PermitPilot speaks'),
    401: error('Not signed in'),
  },
});

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

export function accountRoutes(deps: {
  db: Database;
  auth: Auth;
  billing: Billing;
  documents: DocumentStore;
  mailer: Mailer;
  logger: Logger;
  beforeMembersLeave?: (memberIds: string[]) => Promise<void>;
  /** Cookies only over HTTPS (production). */
  secureCookies?: boolean;
  /** The person's memberships whose calendar events are written in their language (docs/decisions/0023). */
  onLanguageChanged?: (memberIds: string[]) => Promise<void>;
}) {
  const { db } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  // A suspended member, and a person in no business, may still take their data and close their account.
  app.use('/api/account/*', requirePerson(deps.auth));

  app.openapi(closeRoute, async (c) => {
    await closeAccount({
      db,
      provider: deps.billing.provider,
      documents: deps.documents,
      mailer: deps.mailer,
      logger: deps.logger,
      userId: c.get('person').id,
      beforeMembersLeave: deps.beforeMembersLeave,
    });
    deps.auth.sessions.forgetAll();
    for (const name of SESSION_COOKIES) {
      const secure = name.startsWith('__Secure-') ? '; Secure' : '';
      c.header('Set-Cookie', `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`, {
        append: true,
      });
    }
    return c.body(null, 204);
  });
  // The account's language, and this device's pages with it (docs/decisions/0026).
  app.openapi(languageRoute, async (c) => {
    const { locale } = c.req.valid('json');
    await db
      .update(user)
      .set({ locale, updatedAt: new Date() })
      .where(eq(user.id, c.get('person').id));
    deps.auth.sessions.forgetAll();
    const memberships = await db
      .select({ id: member.id })
      .from(member)
      .where(eq(member.userId, c.get('person').id));
    await deps.onLanguageChanged?.(memberships.map(({ id }) => id));
    setCookie(c, LOCALE_COOKIE, locale, localeCookieOptions(deps.secureCookies ?? false));
    return c.json({ locale }, 200);
  });
  app.openapi(exportRoute, async (c) => {
    const data = await exportAccountData({ db, userId: c.get('person').id });
    c.header(
      'Content-Disposition',
      `attachment; filename="permitpilot-data-${data.exportedAt.slice(0, 10)}.json"`,
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(data as unknown as Record<string, never>, 200);
  });
  return app;
}
