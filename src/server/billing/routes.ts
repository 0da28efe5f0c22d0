import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { checkoutRequestSchema, redirectUrlSchema } from '../../shared/contracts/billing';
import { entitlementsSchema } from '../../shared/contracts/entitlements';
import { apiErrorSchema } from '../../shared/contracts/errors';
import { subscriptionStatusSchema } from '../../shared/contracts/subscription';
import type { Auth } from '../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../auth/session';
import { getEntitlements } from './get-entitlements';
import { getSubscriptionStatus } from './get-subscription-status';
import type { Database } from '../db/client';
import type { Billing } from './providers';
import { requestLocale } from '../i18n/i18n';
import { WebhookSignatureError } from './providers/types';
import { limitBody, STRIPE_WEBHOOK_BODY_LIMIT } from '../lib/body-limits';
import { localizedErrorBody } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { jsonResponse as json, validationHook } from '../lib/openapi';
import { handleBillingWebhook } from './handle-billing-webhook';
import { openPortal } from './open-portal';
import { refreshSubscription } from './refresh-subscription';
import { startCheckout } from './start-checkout';

const errors = {
  401: json(apiErrorSchema, 'Not signed in'),
  409: json(apiErrorSchema, 'Not possible in the current subscription state'),
  502: json(apiErrorSchema, 'The payment provider failed'),
};
const emptyBody = {
  body: { content: { 'application/json': { schema: z.strictObject({}) } }, required: false },
};

const statusRoute = createRoute({
  method: 'get',
  path: '/api/subscription',
  summary: 'check-subscription: the signed-in owner plan',
  tags: ['billing'],
  responses: { 200: json(subscriptionStatusSchema, 'Subscription status'), 401: errors[401] },
});
const entitlementsRoute = createRoute({
  method: 'get',
  path: '/api/subscription/entitlements',
  summary: 'What the signed-in owner may do now: permit limit and count, text alerts',
  tags: ['billing'],
  responses: { 200: json(entitlementsSchema, 'Entitlements'), 401: errors[401] },
});
const refreshRoute = createRoute({
  method: 'post',
  path: '/api/subscription/refresh',
  summary: 'Refresh Status: re-read the subscription from the payment provider',
  tags: ['billing'],
  request: emptyBody,
  responses: { 200: json(subscriptionStatusSchema, 'Subscription status'), ...errors },
});
const checkoutRoute = createRoute({
  method: 'post',
  path: '/api/billing/checkout',
  summary: 'create-checkout (trial: true) or create-checkout-no-trial (trial: false)',
  tags: ['billing'],
  request: { body: { content: { 'application/json': { schema: checkoutRequestSchema } }, required: true } },
  responses: {
    200: json(redirectUrlSchema, 'The checkout page to open'),
    400: json(apiErrorSchema, 'Invalid body'),
    ...errors,
  },
});
const portalRoute = createRoute({
  method: 'post',
  path: '/api/billing/portal',
  summary: 'customer-portal: manage payment or cancel',
  tags: ['billing'],
  request: emptyBody,
  responses: { 200: json(redirectUrlSchema, 'The portal page to open'), ...errors },
});
const webhookRoute = createRoute({
  method: 'post',
  path: '/api/billing/webhooks/stripe',
  summary: 'Stripe webhook (signature checked; public)',
  tags: ['billing'],
  responses: {
    200: json(z.object({ received: z.boolean(), result: z.string() }), 'Acknowledged'),
    400: json(apiErrorSchema, 'Bad signature'),
    404: json(apiErrorSchema, 'Stripe is not the active billing provider'),
  },
});

export function billingRoutes(deps: { db: Database; auth: Auth; billing: Billing; logger: Logger }) {
  const { db, billing, logger } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const signedIn = requireUser(deps.auth);
  for (const path of [
    '/api/subscription',
    '/api/subscription/*',
    '/api/billing/checkout',
    '/api/billing/portal',
  ]) {
    app.use(path, signedIn);
  }
  // Billing is the owner's (docs/decisions/0018); every member may read the plan.
  const ownerOnly = requirePermission('manageBilling');
  app.use('/api/billing/checkout', ownerOnly);
  app.use('/api/billing/portal', ownerOnly);
  // Public and read whole before its signature can be checked, so capped first (lib/body-limits.ts).
  app.use('/api/billing/webhooks/stripe', limitBody(STRIPE_WEBHOOK_BODY_LIMIT));

  app.openapi(statusRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getSubscriptionStatus({ db, businessId: c.get('user').businessId }), 200);
  });
  app.openapi(entitlementsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getEntitlements({ db, member: c.get('user') }), 200);
  });
  app.openapi(refreshRoute, async (c) =>
    c.json(
      await refreshSubscription({ db, provider: billing.provider, businessId: c.get('user').businessId }),
      200,
    ),
  );
  app.openapi(checkoutRoute, async (c) => {
    const { trial } = c.req.valid('json');
    // The provider's page speaks the language the owner is reading PermitPilot in (docs/decisions/0026).
    const locale = requestLocale(c);
    return c.json(
      await startCheckout({ db, provider: billing.provider, user: c.get('user'), trial, locale }),
      200,
    );
  });
  app.openapi(portalRoute, async (c) =>
    c.json(
      await openPortal({
        db,
        provider: billing.provider,
        businessId: c.get('user').businessId,
        locale: requestLocale(c),
      }),
      200,
    ),
  );
  app.openapi(webhookRoute, async (c) => {
    if (!billing.webhooks)
      return c.json(
        localizedErrorBody(c, 'NOT_FOUND', /*i18n*/ 'Stripe is not the active billing provider.'),
        404,
      );
    let event;
    try {
      event = await billing.webhooks.verify(await c.req.text(), c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        return c.json(
          localizedErrorBody(c, 'INVALID_SIGNATURE', /*i18n*/ 'The webhook signature does not verify.'),
          400,
        );
      }
      throw error;
    }
    const result = await handleBillingWebhook({ db, provider: billing.provider, event, logger });
    return c.json({ received: true, result }, 200);
  });
  return app;
}
