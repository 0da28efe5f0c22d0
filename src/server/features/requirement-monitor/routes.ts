import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  MONITOR_MESSAGES,
  MONITOR_RUN_SECONDS,
  requirementChangeIdParamsSchema,
  requirementChangeListSchema,
  runMonitorResponseSchema,
} from '../../../shared/contracts/monitor';
import { hasPro } from '../../../shared/domain/entitlements';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { translateFor } from '../../i18n/i18n';
import { AppError } from '../../lib/errors';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import type { RequirementChangeEvents } from '../../realtime/requirement-change-events';
import type { MonitorSettings } from './check-pages';
import { listRequirementChanges } from './list-requirement-changes';
import { reviewRequirementChange } from './review-requirement-change';
import { openEventStream } from './stream/event-stream';
import { runBusinessMonitor } from './run-monitor';

/** Reviewing changes and running the monitor are for those who keep the permits (docs/decisions/0018). */
const TAGS = ['requirement monitor'];
const params = requirementChangeIdParamsSchema;
const review = (action: 'verify' | 'dismiss', summary: string) =>
  createRoute({
    method: 'post',
    path: `/api/requirement-changes/{id}/${action}`,
    summary,
    tags: TAGS,
    request: { params },
    responses: {
      204: { description: 'Done' },
      400: error('Invalid id'),
      401: error('Not signed in'),
      403: error('FORBIDDEN, PRO_REQUIRED'),
      404: error('No such pending change in this business'),
    },
  });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/requirement-changes',
    summary: "requirement_changes: the business's pending changes (10, newest first) and failing sources",
    tags: TAGS,
    responses: {
      200: json(requirementChangeListSchema, 'Changes'),
      401: error('Not signed in'),
      403: error('PRO_REQUIRED'),
    },
  }),
  verify: review('verify', 'A pending change → verified'),
  dismiss: review('dismiss', 'A pending change → dismissed'),
  run: createRoute({
    method: 'post',
    path: '/api/requirement-monitor',
    summary: "requirement-monitor: check the business's due pages now (once per 10 s per business)",
    tags: TAGS,
    responses: {
      200: json(runMonitorResponseSchema, 'How many new changes this business got'),
      401: error('Not signed in'),
      403: error('FORBIDDEN, PRO_REQUIRED'),
      429: error('RATE_LIMITED'),
    },
  }),
};

/** The requirement monitor (docs/product/intelligence.md#requirement-monitor, docs/decisions/0021). Pro. */
export function requirementMonitorRoutes(deps: {
  db: Database;
  auth: Auth;
  catalog: () => Catalog;
  settings: MonitorSettings;
  events: RequirementChangeEvents;
}) {
  const { db } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const runs = createSlidingWindowLimiter({
    db,
    name: 'requirement-monitor',
    max: 1,
    windowMs: MONITOR_RUN_SECONDS * 1000,
  });
  for (const path of ['/api/requirement-changes', '/api/requirement-changes/*', '/api/requirement-monitor'])
    app.use(path, requireUser(deps.auth));
  app.post('/api/requirement-changes/*', requirePermission('writePermits'));
  app.post('/api/requirement-monitor', requirePermission('writePermits'));

  const proBusiness = async (c: Context<{ Variables: SessionVariables }>) => {
    const { businessId } = c.get('user');
    if (!hasPro(await getSubscriptionStatus({ db, businessId })))
      throw new AppError(403, 'PRO_REQUIRED', MONITOR_MESSAGES.proRequired);
    return businessId;
  };

  app.openapi(routes.list, async (c) => {
    const businessId = await proBusiness(c);
    c.header('Cache-Control', 'private, no-store');
    const list = await listRequirementChanges({
      db,
      catalog: deps.catalog(),
      businessId,
      i18n: translateFor(c),
    });
    return c.json(list, 200);
  });
  for (const [route, status] of [
    [routes.verify, 'verified'],
    [routes.dismiss, 'dismissed'],
  ] as const) {
    app.openapi(route, async (c) => {
      const businessId = await proBusiness(c);
      await reviewRequirementChange({
        db,
        businessId,
        userId: c.get('user').id,
        changeId: c.req.valid('param').id,
        status,
      });
      return c.body(null, 204);
    });
  }
  /**
   * Live updates (docs/product/intelligence.md#live-updates, stream/event-stream.ts). Not in the OpenAPI document, whose every operation the
   * security suites call and expect to end: this one stays open. Its own tests check the session, the plan,
   * the business and the limits.
   */
  app.get('/api/requirement-changes/events', async (c) => {
    await proBusiness(c);
    return openEventStream(c, deps);
  });

  app.openapi(routes.run, async (c) => {
    const businessId = await proBusiness(c);
    if (!(await runs.tryTake(businessId)))
      throw new AppError(429, 'RATE_LIMITED', MONITOR_MESSAGES.tooSoon, { seconds: MONITOR_RUN_SECONDS });
    const changesDetected = await runBusinessMonitor({
      db,
      catalog: deps.catalog(),
      settings: deps.settings,
      businessId,
    });
    return c.json({ changesDetected }, 200);
  });
  return app;
}
