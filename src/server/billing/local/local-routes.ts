import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  localCheckoutSessionSchema,
  localPortalActionSchema,
  localPortalSchema,
  redirectUrlSchema,
} from '../../../shared/contracts/billing';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import type { Billing } from '../providers';
import { localizedErrorBody } from '../../lib/errors';
import { jsonResponse as json, validationHook } from '../../lib/openapi';
import { applyLocalPortalAction } from './apply-local-portal-action';
import { completeLocalCheckout } from './complete-local-checkout';
import { getLocalCheckout } from './get-local-checkout';
import { getLocalPortal } from './get-local-portal';
import { idSchema } from '../../../shared/contracts/ids';

const errors = {
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(apiErrorSchema, 'Unknown session, or local billing is not active'),
  409: json(apiErrorSchema, 'Not possible in the current state'),
};
const sessionParams = z.object({ sessionId: idSchema(undefined, /^[A-Za-z0-9_-]{1,100}$/) });

const getCheckoutRoute = createRoute({
  method: 'get',
  path: '/api/billing/local/checkout/{sessionId}',
  summary: 'Local test-mode checkout session',
  tags: ['billing (local test mode)'],
  request: { params: sessionParams },
  responses: {
    200: json(localCheckoutSessionSchema, 'The session'),
    400: json(apiErrorSchema, 'Invalid id'),
    ...errors,
  },
});
const completeCheckoutRoute = createRoute({
  method: 'post',
  path: '/api/billing/local/checkout/{sessionId}/complete',
  summary: 'Complete a local test-mode checkout (no payment is taken)',
  tags: ['billing (local test mode)'],
  request: { params: sessionParams },
  responses: {
    200: json(redirectUrlSchema, 'Where to go next'),
    400: json(apiErrorSchema, 'Invalid id'),
    ...errors,
  },
});
const getPortalRoute = createRoute({
  method: 'get',
  path: '/api/billing/local/portal',
  summary: 'Local test-mode customer portal',
  tags: ['billing (local test mode)'],
  responses: { 200: json(localPortalSchema, 'The subscription'), ...errors },
});
const portalActionRoute = createRoute({
  method: 'post',
  path: '/api/billing/local/portal',
  summary: 'Act in the local test-mode portal: end the trial, cancel, resume',
  tags: ['billing (local test mode)'],
  request: { body: { content: { 'application/json': { schema: localPortalActionSchema } }, required: true } },
  responses: {
    200: json(localPortalSchema, 'The subscription after the action'),
    400: json(apiErrorSchema, 'Invalid body'),
    ...errors,
  },
});

/**
 * The embedded default's checkout and portal (docs/product/plans.md#local-test-mode-billing); 404 when Stripe
 * is the provider.
 */
export function localBillingRoutes(deps: { db: Database; auth: Auth; billing: Billing }) {
  const { db, billing } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  app.use('/api/billing/local/*', async (c, next) => {
    if (billing.provider.kind !== 'local') {
      return c.json(
        localizedErrorBody(
          c,
          'NOT_FOUND',
          /*i18n*/ 'Billing is managed by Stripe; there is no local test-mode billing.',
        ),
        404,
      );
    }
    return next();
  });
  app.use('/api/billing/local/*', requireUser(deps.auth), requirePermission('manageBilling'));

  app.openapi(getCheckoutRoute, async (c) =>
    c.json(
      await getLocalCheckout({ db, owner: c.get('user'), sessionId: c.req.valid('param').sessionId }),
      200,
    ),
  );
  app.openapi(completeCheckoutRoute, async (c) =>
    c.json(
      await completeLocalCheckout({ db, owner: c.get('user'), sessionId: c.req.valid('param').sessionId }),
      200,
    ),
  );
  app.openapi(getPortalRoute, async (c) =>
    c.json(await getLocalPortal({ db, provider: billing.provider, owner: c.get('user') }), 200),
  );
  app.openapi(portalActionRoute, async (c) => {
    const { action } = c.req.valid('json');
    return c.json(
      await applyLocalPortalAction({ db, provider: billing.provider, owner: c.get('user'), action }),
      200,
    );
  });
  return app;
}
