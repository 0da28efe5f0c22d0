import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { alertSettingsInputSchema, alertSettingsSchema } from '../../../shared/contracts/alerts';
import type { Auth } from '../../auth/create-auth';
import { requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import { localizedErrorBody } from '../../lib/errors';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { i18nOfMemberOrUser } from '../../i18n/user-locale';
import { unsubscribeTokenOwner } from '../../lib/unsubscribe-link';
import { getAlertSettings, type CalendarFeedUrlOf } from './get-alert-settings';
import { saveAlertSettings } from './save-alert-settings';
import type { UnsubscribePageProps } from './unsubscribe-page';
import { turnOffEmailAlerts } from './turn-off-email-alerts';
import { idSchema } from '../../../shared/contracts/ids';

const tokenQuery = z.object({ token: idSchema() });

const getRoute = createRoute({
  method: 'get',
  path: '/api/alert-settings',
  summary: "The owner's alert settings and failed reminders",
  tags: ['alerts'],
  responses: { 200: json(alertSettingsSchema, 'Settings'), 401: error('Not signed in') },
});
const putRoute = createRoute({
  method: 'put',
  path: '/api/alert-settings',
  summary: 'Save Alert Settings',
  tags: ['alerts'],
  request: {
    body: { content: { 'application/json': { schema: alertSettingsInputSchema } }, required: true },
  },
  responses: {
    200: json(alertSettingsSchema, 'Saved'),
    400: error('Invalid input'),
    401: error('Not signed in'),
    403: error('Text alerts need Pro'),
  },
});
/** The page is React Email's, loaded when first asked rather than at start-up (mail/branded-email.ts). */
const unsubscribePage = async (options: UnsubscribePageProps) =>
  (await import('./unsubscribe-page')).unsubscribePage(options);

const unsubscribePageRoute = createRoute({
  method: 'get',
  path: '/api/reminders/unsubscribe',
  summary: 'The unsubscribe page of a reminder e-mail (public; the signed token identifies the owner)',
  tags: ['alerts'],
  request: { query: tokenQuery },
  responses: { 200: { description: 'HTML page' }, 400: error('Forged or malformed token') },
});
const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/api/reminders/unsubscribe',
  summary: 'One-click unsubscribe (RFC 8058): turns reminder e-mails off',
  tags: ['alerts'],
  request: { query: tokenQuery },
  responses: { 200: { description: 'Unsubscribed' }, 400: error('Forged or malformed token') },
});

export function alertRoutes(deps: {
  db: Database;
  auth: Auth;
  signingSecret: string;
  calendarFeedUrlOf: CalendarFeedUrlOf;
  /** Told when a member's reminder days or time zone may have changed (Google Calendar sync). */
  onAlertSettingsSaved?: (memberId: string) => Promise<void>;
}) {
  const { db, calendarFeedUrlOf } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  app.use('/api/alert-settings', requireUser(deps.auth));
  const ownerOf = (token: string) => unsubscribeTokenOwner(deps.signingSecret, token);
  const forged = (c: Context) =>
    localizedErrorBody(c, 'INVALID_TOKEN', /*i18n*/ 'This unsubscribe link is not valid.');

  app.openapi(getRoute, async (c) =>
    c.json(await getAlertSettings({ db, member: c.get('user'), calendarFeedUrlOf }), 200),
  );
  app.openapi(putRoute, async (c) => {
    const saved = await saveAlertSettings({
      db,
      member: c.get('user'),
      calendarFeedUrlOf,
      input: c.req.valid('json'),
    });
    await deps.onAlertSettingsSaved?.(c.get('user').memberId);
    return c.json(saved, 200);
  });
  app.openapi(unsubscribePageRoute, async (c) => {
    const { token } = c.req.valid('query');
    const memberOrUserId = ownerOf(token);
    if (!memberOrUserId) return c.json(forged(c), 400);
    const i18n = await i18nOfMemberOrUser(db, memberOrUserId);
    return c.html(await unsubscribePage({ token, done: false, i18n }), 200);
  });
  app.openapi(unsubscribeRoute, async (c) => {
    const { token } = c.req.valid('query');
    const memberOrUserId = ownerOf(token);
    if (!memberOrUserId) return c.json(forged(c), 400);
    await turnOffEmailAlerts({ db, memberOrUserId });
    const i18n = await i18nOfMemberOrUser(db, memberOrUserId);
    return c.html(await unsubscribePage({ token, done: true, i18n }), 200);
  });
  return app;
}
