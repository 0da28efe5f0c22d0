import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import {
  eventIdParamsSchema,
  eventInputSchema,
  eventListSchema,
  eventPermitInputSchema,
  eventSchema,
  insuranceRequestInputSchema,
  COI_REQUESTS_PER_HOUR,
  lineMarkInputSchema,
  lineMarkParamsSchema,
  type EventDto,
  type EventListDto,
} from '../../../shared/contracts/events';
import { addDaysTo } from '../../../shared/domain/calendar-dates';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { readEvent } from './event-rows';
import { createReadinessAnswers } from './readiness-answers';
import { createEvent, deleteEvent, updateEvent } from './save-event';
import { markLine } from './mark-line';
import { addEventPermit } from './add-event-permit';
import { certificateRoutes } from './certificate-routes';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Logger } from '../../lib/logger';
import { requestInsuranceCertificate } from './insurance-request';
import { translateFor } from '../../i18n/i18n';
import type { Mailer } from '../../integrations/mail/types';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';

const common = {
  400: error('Invalid input; UNKNOWN_STATE: a state that is no US state or DC'),
  401: error('Not signed in'),
  403: error('FORBIDDEN: crew read the events only'),
  404: error('No such event'),
};
const body = { content: { 'application/json': { schema: eventInputSchema } }, required: true };
const params = eventIdParamsSchema;

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/events',
    summary:
      "The business's events with their readiness summed up ('Ready' or how many lines are missing): upcoming by date, then past ones; each checklist comes with GET /api/events/{id}",
    tags: ['events'],
    responses: { 200: json(eventListSchema, 'Events'), 401: common[401] },
  }),
  get: createRoute({
    method: 'get',
    path: '/api/events/{id}',
    summary: 'One event with its readiness checklist',
    tags: ['events'],
    request: { params },
    responses: { 200: json(eventSchema, 'The event'), 400: common[400], 401: common[401], 404: common[404] },
  }),
  create: createRoute({
    method: 'post',
    path: '/api/events',
    summary: 'Add an event (Free plan: one upcoming)',
    tags: ['events'],
    request: { body },
    responses: {
      201: json(eventSchema, 'Added'),
      400: common[400],
      401: common[401],
      403: error('PLAN_LIMIT_REACHED, or FORBIDDEN for crew'),
      404: error('No such vehicle'),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/api/events/{id}',
    summary: 'Edit an event',
    tags: ['events'],
    request: { params, body },
    responses: {
      200: json(eventSchema, 'Saved'),
      ...common,
      403: error('PLAN_LIMIT_REACHED, or FORBIDDEN for crew'),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/api/events/{id}',
    summary: 'Remove an event; the permits added for it stay',
    tags: ['events'],
    request: { params },
    responses: { 204: { description: 'Removed' }, ...common },
  }),
  mark: createRoute({
    method: 'put',
    path: '/api/events/{id}/lines/{line}/not-needed',
    summary: "Mark a readiness line 'Not needed', with the reason",
    tags: ['events'],
    request: {
      params: lineMarkParamsSchema,
      body: { content: { 'application/json': { schema: lineMarkInputSchema } }, required: true },
    },
    responses: { 200: json(eventSchema, 'The event'), ...common },
  }),
  unmark: createRoute({
    method: 'delete',
    path: '/api/events/{id}/lines/{line}/not-needed',
    summary: "Take a 'Not needed' mark back",
    tags: ['events'],
    request: { params: lineMarkParamsSchema },
    responses: { 200: json(eventSchema, 'The event'), ...common },
  }),
  addPermit: createRoute({
    method: 'post',
    path: '/api/events/{id}/permits',
    summary:
      "'Add' on an event permit line: the catalog entry becomes a tracked permit of the event (Free plan: at most 3 permits)",
    tags: ['events'],
    request: {
      params,
      body: { content: { 'application/json': { schema: eventPermitInputSchema } }, required: true },
    },
    responses: {
      201: json(eventSchema, 'Added; the line is done once the permit lasts through the event'),
      200: json(eventSchema, 'Already tracked for the event: nothing added'),
      ...common,
      400: error('Invalid input; catalogEntryId: not one of the event permits of its place'),
      403: error('PERMIT_LIMIT_REACHED, or FORBIDDEN for crew'),
    },
  }),
  requestInsurance: createRoute({
    method: 'post',
    path: '/api/events/{id}/insurance-request',
    summary:
      "E-mail the broker for a certificate of insurance naming the organizer (the profile's broker, or the one given, then saved)",
    tags: ['events'],
    request: {
      params,
      body: { content: { 'application/json': { schema: insuranceRequestInputSchema } }, required: true },
    },
    responses: {
      200: json(eventSchema, 'Sent; the insurance line shows when'),
      ...common,
      409: error('COI_RECENTLY_REQUESTED: asked less than a day ago; send again with confirm'),
      429: error('RATE_LIMITED'),
      502: error('MAIL_FAILED'),
    },
  }),
};

/** Events (docs/product/events.md): every member reads them; owners and managers change them. */
export function eventRoutes(deps: {
  db: Database;
  auth: Auth;
  catalog: () => Catalog;
  mailer: Mailer;
  documents: DocumentStore;
  logger: Logger;
  /** Told when a permit was added for an event (Google Calendar sync, docs/decisions/0023). */
  onPermitsChanged?: (businessId: string) => Promise<void>;
}) {
  const { db } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  for (const path of ['/api/events', '/api/events/*']) {
    // Looked up on every request: the lookup reads the readiness version the kept reads stand on.
    app.use(path, requireUser(deps.auth, { fresh: true }));
    app.on(['POST', 'PUT', 'DELETE'], path, requirePermission('writeEvents'));
  }
  // An event stays upcoming until its last day has ended wherever the truck may be: counted against yesterday in
  // UTC, so that an evening market in Los Angeles is not 'past' from 4 pm (docs/product/events.md#plans).
  // The UTC date is the ISO instant's own: building an Intl formatter for it cost the list a tenth of its CPU.
  const today = () => addDaysTo(new Date().toISOString().slice(0, 10), -1);
  const answer = (businessId: string, eventId: string) => readEvent(db, deps.catalog(), businessId, eventId);
  // The two reads a team opens most, kept while the business's readiness version stands (docs/decisions/0034).
  const reads = createReadinessAnswers({ db });
  /** A kept answer goes out as the bytes it was kept as: what `c.json` would have sent. */
  const sent = <T>(c: Context, body: Uint8Array<ArrayBuffer>) =>
    c.body(body, 200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'private, no-store',
    }) as unknown as Response & TypedResponse<T, 200, 'json'>;

  app.openapi(routes.list, async (c) =>
    sent<EventListDto>(c, await reads.list(deps.catalog(), c.get('user'), today())),
  );
  app.openapi(routes.get, async (c) =>
    sent<EventDto>(c, await reads.event(deps.catalog(), c.get('user'), c.req.valid('param').id)),
  );
  app.openapi(routes.create, async (c) => {
    const user = c.get('user');
    const row = await createEvent({ db, actor: user, input: c.req.valid('json'), today: today() });
    return c.json(await answer(user.businessId, row.id), 201);
  });
  app.openapi(routes.update, async (c) => {
    const user = c.get('user');
    const { id } = c.req.valid('param');
    await updateEvent({ db, actor: user, eventId: id, input: c.req.valid('json'), today: today() });
    return c.json(await answer(user.businessId, id), 200);
  });
  app.openapi(routes.remove, async (c) => {
    const { documents, logger } = deps;
    await deleteEvent({ db, documents, logger, actor: c.get('user'), eventId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(routes.mark, async (c) => {
    const user = c.get('user');
    const { id, line } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    await markLine({ db, catalog: deps.catalog(), actor: user, eventId: id, lineKey: line, reason });
    return c.json(await answer(user.businessId, id), 200);
  });
  app.openapi(routes.unmark, async (c) => {
    const user = c.get('user');
    const { id, line } = c.req.valid('param');
    await markLine({ db, catalog: deps.catalog(), actor: user, eventId: id, lineKey: line, reason: null });
    return c.json(await answer(user.businessId, id), 200);
  });
  app.openapi(routes.addPermit, async (c) => {
    const user = c.get('user');
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const { created } = await addEventPermit({
      db,
      catalog: deps.catalog(),
      actor: user,
      eventId: id,
      input,
    });
    if (created) await deps.onPermitsChanged?.(user.businessId);
    const event = await answer(user.businessId, id);
    return created ? c.json(event, 201) : c.json(event, 200);
  });
  certificateRoutes(app, { ...deps, answer });
  const insuranceRequests = createSlidingWindowLimiter({
    db,
    name: 'coi-request',
    max: COI_REQUESTS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  app.openapi(routes.requestInsurance, async (c) => {
    const user = c.get('user');
    const { id } = c.req.valid('param');
    await requestInsuranceCertificate({
      db,
      mailer: deps.mailer,
      limiter: insuranceRequests,
      actor: user,
      eventId: id,
      input: c.req.valid('json'),
      // In the language the owner is working in (docs/decisions/0026).
      i18n: translateFor(c),
    });
    return c.json(await answer(user.businessId, id), 200);
  });
  return app;
}
