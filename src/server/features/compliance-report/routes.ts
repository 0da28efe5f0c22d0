import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { packetEmailSchema, packetQuerySchema } from '../../../shared/contracts/sharing';
import { calendarDateIn } from '../../../shared/domain/calendar-dates';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import { translateFor } from '../../i18n/i18n';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { buildCompliancePacket, emailCompliancePacket } from './compliance-packet';
import { packetEmailLimit, packetPdfResponse, sendPacketPdf, type PacketRouteDeps } from './packet-http';

const routes = {
  download: createRoute({
    method: 'get',
    path: '/api/compliance-packet',
    summary:
      "The compliance packet: one PDF of the report's permits (filtered, by vehicle too) with their documents",
    tags: ['reports'],
    request: { query: packetQuerySchema },
    responses: {
      200: packetPdfResponse,
      400: error('Invalid input'),
      401: error('Not signed in'),
      403: error('FORBIDDEN'),
      404: error('No such vehicle'),
      422: error('PACKET_TOO_LARGE: more than 200 permits or 200 MB of documents'),
    },
  }),
  email: createRoute({
    method: 'post',
    path: '/api/compliance-packet/email',
    summary: 'E-mail the compliance packet as an attachment (Owner and Manager)',
    tags: ['reports'],
    request: { body: { content: { 'application/json': { schema: packetEmailSchema } }, required: true } },
    responses: {
      200: json(z.object({ sent: z.literal(true) }), 'Sent'),
      400: error('Invalid input'),
      401: error('Not signed in'),
      403: error('FORBIDDEN'),
      404: error('No such vehicle'),
      422: error('PACKET_TOO_LARGE: more than 200 permits or 20 MB of documents'),
      429: error('RATE_LIMITED'),
    },
  }),
};

/** The compliance packet (docs/decisions/0024). */
export function compliancePacketRoutes(deps: PacketRouteDeps) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const takePacketEmail = packetEmailLimit(deps.db);
  app.use('/api/compliance-packet', requireUser(deps.auth), requirePermission('readReports'));
  app.use('/api/compliance-packet/email', requireUser(deps.auth), requirePermission('manageSharing'));

  app.openapi(routes.download, async (c) => {
    const { filter, vehicle, today } = c.req.valid('query');
    const packet = await buildCompliancePacket({
      ...deps,
      businessId: c.get('user').businessId,
      filter,
      vehicle,
      today: today ?? calendarDateIn('UTC', new Date()),
      // In the language the member is working in (docs/decisions/0026).
      i18n: translateFor(c),
    });
    return sendPacketPdf(c, packet);
  });
  app.openapi(routes.email, async (c) => {
    const { to, filter, vehicle, today } = c.req.valid('json');
    const actor = c.get('user');
    await takePacketEmail(actor.businessId);
    await emailCompliancePacket({
      ...deps,
      actor,
      to,
      filter,
      vehicle,
      today: today ?? calendarDateIn('UTC', new Date()),
      i18n: translateFor(c),
    });
    return c.json({ sent: true as const }, 200);
  });
  return app;
}
