import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  catalogEntryDraftSchema,
  findRenewalLinkRequestSchema,
  findRenewalLinkResponseSchema,
  permitSuggestionListSchema,
  requirementSearchRequestSchema,
  requirementSearchResponseSchema,
  suggestionIdParamsSchema,
} from '../../../shared/contracts/catalog';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import type { PermitAssistant } from '../../integrations/ai/types';
import { AppError } from '../../lib/errors';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import type { Catalog } from '../../catalog/catalog';
import { toEntryDraft } from './catalog-dto';
import { dismissSuggestion } from './dismiss-suggestion';
import { findRenewalLink } from './find-renewal-link';
import { businessContext } from '../../catalog/business-context';
import { i18nFor, requestLocale } from '../../i18n/i18n';
import { searchRequirements } from './search-requirements';
import { listPermitSuggestions } from './suggest-permits';

/** Dismissing hides a suggestion for the whole business: those who add permits decide it. */

const TAGS = ['permit intelligence'];

const routes = {
  suggestions: createRoute({
    method: 'get',
    path: '/api/permit-suggestions',
    summary: 'permit-suggestions: catalog entries that apply to the business and are not tracked yet',
    tags: TAGS,
    responses: { 200: json(permitSuggestionListSchema, 'Suggestions'), 401: error('Not signed in') },
  }),
  dismiss: createRoute({
    method: 'post',
    path: '/api/permit-suggestions/{id}/dismiss',
    summary: 'Hide a suggestion for the business',
    tags: TAGS,
    request: { params: suggestionIdParamsSchema },
    responses: {
      204: { description: 'Dismissed' },
      400: error('Invalid id'),
      401: error('Not signed in'),
      403: error('FORBIDDEN'),
      404: error('No such suggestion'),
    },
  }),
  entry: createRoute({
    method: 'get',
    path: '/api/catalog/entries/{id}',
    summary: 'A catalog entry as the permit form takes it in (Add from a suggestion)',
    tags: TAGS,
    request: { params: suggestionIdParamsSchema },
    responses: {
      200: json(catalogEntryDraftSchema, 'The entry'),
      400: error('Invalid id'),
      401: error('Not signed in'),
      404: error('No such entry'),
    },
  }),
  findLink: createRoute({
    method: 'get',
    path: '/api/find-renewal-links',
    summary: "find-renewal-links (Pro): the best catalog entry's renewal page",
    tags: TAGS,
    request: { query: findRenewalLinkRequestSchema },
    responses: {
      200: json(findRenewalLinkResponseSchema, 'A link, or none with a message'),
      400: error('Invalid input; UNKNOWN_STATE: a state that is no US state or DC'),
      401: error('Not signed in'),
      403: error('PRO_REQUIRED'),
    },
  }),
  search: createRoute({
    method: 'get',
    path: '/api/requirement-search',
    summary: "'Search Latest Requirements': what the catalog says of a permit, with its source",
    tags: TAGS,
    request: { query: requirementSearchRequestSchema },
    responses: {
      200: json(requirementSearchResponseSchema, 'An answer, or none with a message'),
      400: error('Invalid input; UNKNOWN_STATE: a state that is no US state or DC'),
      401: error('Not signed in'),
    },
  }),
};

/** How many renewal links the AI provider may propose for one business in an hour (docs/decisions/0022). */
export const AI_LINK_PROPOSALS_PER_HOUR = 30;

export function catalogRoutes(deps: {
  db: Database;
  auth: Auth;
  catalog: () => Catalog;
  assistant: PermitAssistant;
}) {
  const { db, assistant } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const linkProposals = createSlidingWindowLimiter({
    db,
    name: 'ai-renewal-link',
    max: AI_LINK_PROPOSALS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  for (const path of [
    '/api/permit-suggestions',
    '/api/permit-suggestions/*',
    '/api/catalog/*',
    '/api/find-renewal-links',
    '/api/requirement-search',
  ])
    app.use(path, requireUser(deps.auth));
  app.post('/api/permit-suggestions/*', requirePermission('writePermits'));

  app.openapi(routes.suggestions, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const suggestions = await listPermitSuggestions({
      db,
      catalog: deps.catalog(),
      assistant,
      businessId: c.get('user').businessId,
      locale: requestLocale(c),
    });
    return c.json({ suggestions }, 200);
  });
  app.openapi(routes.dismiss, async (c) => {
    const user = c.get('user');
    await dismissSuggestion({
      db,
      catalog: deps.catalog(),
      businessId: user.businessId,
      userId: user.id,
      entryId: c.req.valid('param').id,
    });
    return c.body(null, 204);
  });
  app.openapi(routes.entry, (c) => {
    const entry = deps.catalog().byId.get(c.req.valid('param').id);
    if (!entry) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such catalog entry');
    return c.json(toEntryDraft(entry), 200);
  });
  app.openapi(routes.findLink, async (c) => {
    const { permitName, state, category } = c.req.valid('query');
    c.header('Cache-Control', 'private, no-store');
    const catalog = deps.catalog();
    return c.json(
      await findRenewalLink({
        db,
        catalog: deps.catalog(),
        assistant,
        mayAskAssistant: () => linkProposals.tryTake(c.get('user').businessId),
        businessId: c.get('user').businessId,
        permitName,
        state,
        category,
        places: await businessContext({ db, catalog, businessId: c.get('user').businessId }),
        i18n: i18nFor(requestLocale(c)),
      }),
      200,
    );
  });
  app.openapi(routes.search, async (c) => {
    const { permitName, state, category } = c.req.valid('query');
    c.header('Cache-Control', 'private, no-store');
    const catalog = deps.catalog();
    const { cities } = await businessContext({ db, catalog, businessId: c.get('user').businessId });
    return c.json(
      searchRequirements({ catalog, permitName, state, category, cities, i18n: i18nFor(requestLocale(c)) }),
      200,
    );
  });
  return app;
}
