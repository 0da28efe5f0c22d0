import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  memberIdParamsSchema,
  memberVehiclesInputSchema,
  vehicleArchiveSchema,
  vehicleIdParamsSchema,
  vehicleInputSchema,
  vehicleListSchema,
  vehicleSchema,
} from '../../../shared/contracts/vehicles';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { createVehicle, setMemberVehicles, setVehicleArchived, updateVehicle } from './save-vehicle';
import { listVehicleRows } from './vehicle-rows';

const common = {
  400: error('Invalid input'),
  401: error('Not signed in'),
  403: error('FORBIDDEN: crew read the vehicles only'),
  404: error('No such vehicle'),
};
const body = { content: { 'application/json': { schema: vehicleInputSchema } }, required: true };
const params = vehicleIdParamsSchema;

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/vehicles',
    summary: "The business's vehicles, archived ones last, with their permit counts and who works on each",
    tags: ['vehicles'],
    responses: { 200: json(vehicleListSchema, 'Vehicles'), 401: common[401] },
  }),
  create: createRoute({
    method: 'post',
    path: '/api/vehicles',
    summary: 'Add a vehicle (Free plan: one not archived)',
    tags: ['vehicles'],
    request: { body },
    responses: {
      201: json(vehicleSchema, 'Added'),
      400: common[400],
      401: common[401],
      403: error('PLAN_LIMIT_REACHED, or FORBIDDEN for crew'),
      409: error('VEHICLE_NAME_TAKEN'),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/api/vehicles/{id}',
    summary: 'Edit a vehicle',
    tags: ['vehicles'],
    request: { params, body },
    responses: { 200: json(vehicleSchema, 'Saved'), ...common, 409: error('VEHICLE_NAME_TAKEN') },
  }),
  archive: createRoute({
    method: 'put',
    path: '/api/vehicles/{id}/archived',
    summary: 'Archive a vehicle sold or retired, or restore it; its permits stay as they are',
    tags: ['vehicles'],
    request: {
      params,
      body: { content: { 'application/json': { schema: vehicleArchiveSchema } }, required: true },
    },
    responses: {
      200: json(vehicleSchema, 'The vehicle'),
      ...common,
      403: error('PLAN_LIMIT_REACHED on restoring past the Free limit, or FORBIDDEN for crew'),
    },
  }),
  assign: createRoute({
    method: 'put',
    path: '/api/member-vehicles/{memberId}',
    summary: 'The vehicles a member works on, all replaced at once',
    tags: ['vehicles'],
    request: {
      params: memberIdParamsSchema,
      body: { content: { 'application/json': { schema: memberVehiclesInputSchema } }, required: true },
    },
    responses: { 200: json(vehicleListSchema, "The business's vehicles"), ...common },
  }),
};

/** Vehicles (docs/product/fleet.md): every member reads them; owners and managers change them. */
export function vehicleRoutes(deps: {
  db: Database;
  auth: Auth;
  /**
   * Told of a vehicle renamed, archived or restored: the calendars name its permits, and show none of an
   * archived one (Google Calendar sync, docs/product/fleet.md#reminders-and-calendars).
   */
  onVehiclesChanged?: (businessId: string) => Promise<void>;
}) {
  const { db } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  for (const path of ['/api/vehicles', '/api/vehicles/*', '/api/member-vehicles/*']) {
    app.use(path, requireUser(deps.auth));
    app.on(['POST', 'PUT', 'DELETE'], path, requirePermission('writeVehicles'));
  }
  app.on('PUT', '/api/vehicles/*', async (c, next) => {
    await next();
    if (c.res.status < 300) await deps.onVehiclesChanged?.(c.get('user').businessId);
  });

  const vehicleOf = async (c: { get: (key: 'user') => SessionVariables['user'] }, id: string) => {
    const user = c.get('user');
    const all = await listVehicleRows(db, user.businessId, user.memberId);
    return all.find((vehicle) => vehicle.id === id)!;
  };

  app.openapi(routes.list, async (c) => {
    const user = c.get('user');
    return c.json({ vehicles: await listVehicleRows(db, user.businessId, user.memberId) }, 200);
  });
  app.openapi(routes.create, async (c) => {
    const id = await createVehicle({ db, actor: c.get('user'), input: c.req.valid('json') });
    return c.json(await vehicleOf(c, id), 201);
  });
  app.openapi(routes.update, async (c) => {
    const { id } = c.req.valid('param');
    await updateVehicle({ db, actor: c.get('user'), vehicleId: id, input: c.req.valid('json') });
    return c.json(await vehicleOf(c, id), 200);
  });
  app.openapi(routes.archive, async (c) => {
    const { id } = c.req.valid('param');
    const { archived } = c.req.valid('json');
    await setVehicleArchived({ db, actor: c.get('user'), vehicleId: id, archived });
    return c.json(await vehicleOf(c, id), 200);
  });
  app.openapi(routes.assign, async (c) => {
    const user = c.get('user');
    const { memberId } = c.req.valid('param');
    await setMemberVehicles({ db, actor: user, memberId, vehicleIds: c.req.valid('json').vehicleIds });
    return c.json({ vehicles: await listVehicleRows(db, user.businessId, user.memberId) }, 200);
  });
  return app;
}
