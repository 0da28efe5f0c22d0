import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  businessProfileResponseSchema,
  businessProfileSchema,
  confirmationEmailRequestSchema,
} from '../../../shared/contracts/business-profile';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import { translateFor } from '../../i18n/i18n';
import type { Mailer } from '../../integrations/mail/types';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { getBusinessProfile } from './get-business-profile';
import { saveBusinessProfile } from './save-business-profile';
import { sendConfirmationEmail } from '../../mail/send-confirmation-email';

const getRoute = createRoute({
  method: 'get',
  path: '/api/business-profile',
  summary: "The business's profile (null before onboarding)",
  tags: ['business profile'],
  responses: { 200: json(businessProfileResponseSchema, 'The profile'), 401: error('Not signed in') },
});
const putRoute = createRoute({
  method: 'put',
  path: '/api/business-profile',
  summary: 'Create or update the business profile (business_profiles upsert)',
  tags: ['business profile'],
  request: { body: { content: { 'application/json': { schema: businessProfileSchema } }, required: true } },
  responses: {
    200: json(businessProfileResponseSchema, 'Saved'),
    400: error('Invalid input'),
    401: error('Not signed in'),
    403: error('FORBIDDEN: crew cannot change the profile'),
  },
});
const confirmationRoute = createRoute({
  method: 'post',
  path: '/api/business-profile/confirmation-email',
  summary: "send-confirmation-email: the welcome e-mail, to the account's address",
  tags: ['business profile'],
  request: {
    body: { content: { 'application/json': { schema: confirmationEmailRequestSchema } }, required: true },
  },
  responses: {
    200: json(z.object({ sent: z.boolean() }), 'Sent'),
    400: error('Invalid input'),
    401: error('Not signed in'),
    502: error('The mail transport failed'),
  },
});

export function businessProfileRoutes(deps: {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}) {
  const { db } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  app.use('/api/business-profile', requireUser(deps.auth));
  app.use('/api/business-profile/*', requireUser(deps.auth));
  // The owner and managers keep the profile; crew read it (docs/decisions/0018).
  app.on(
    ['PUT', 'POST'],
    ['/api/business-profile', '/api/business-profile/*'],
    requirePermission('updateBusinessProfile'),
  );

  app.openapi(getRoute, async (c) =>
    c.json({ profile: await getBusinessProfile({ db, businessId: c.get('user').businessId }) }, 200),
  );
  app.openapi(putRoute, async (c) =>
    c.json(
      { profile: await saveBusinessProfile({ db, actor: c.get('user'), profile: c.req.valid('json') }) },
      200,
    ),
  );
  app.openapi(confirmationRoute, async (c) => {
    const { businessName, plan } = c.req.valid('json');
    try {
      await sendConfirmationEmail({
        mailer: deps.mailer,
        appUrl: deps.appUrl,
        to: c.get('user').email,
        businessName,
        plan,
        i18n: translateFor(c),
      });
    } catch (cause) {
      deps.logger.error({ err: cause }, 'confirmation e-mail failed');
      throw new AppError(502, 'MAIL_FAILED', /*i18n*/ 'The confirmation e-mail could not be sent.');
    }
    return c.json({ sent: true }, 200);
  });
  return app;
}
