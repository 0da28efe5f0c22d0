import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { eventIdParamsSchema } from '../../../shared/contracts/events';
import { calendarDateIn } from '../../../shared/domain/calendar-dates';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import { translateFor } from '../../i18n/i18n';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { packetEmailLimit, packetPdfResponse, sendPacketPdf, type PacketRouteDeps } from './packet-http';
import { buildOrganizerPacket, emailOrganizerPacket, type EventPermitIds } from './organizer-packet';

const routes = {
  download: createRoute({
    method: 'get',
    path: '/api/events/{id}/packet',
    summary:
      "The organizer's packet: one PDF of the event's permits with their documents and its certificate",
    tags: ['events'],
    request: { params: eventIdParamsSchema },
    responses: {
      200: packetPdfResponse,
      400: error('Invalid input'),
      401: error('Not signed in'),
      404: error('No such event'),
      422: error('PACKET_TOO_LARGE: more than 200 MB of documents'),
    },
  }),
  email: createRoute({
    method: 'post',
    path: '/api/events/{id}/packet/email',
    summary: "E-mail the organizer's packet to the event's organizer e-mail (Owner and Manager)",
    tags: ['events'],
    request: { params: eventIdParamsSchema },
    responses: {
      200: json(z.object({ sent: z.literal(true), to: z.string() }), 'Sent'),
      400: error('Invalid input; NO_ORGANIZER_EMAIL: the event has no organizer e-mail'),
      401: error('Not signed in'),
      403: error('FORBIDDEN: crew may download the packet, not e-mail it'),
      404: error('No such event'),
      422: error('PACKET_TOO_LARGE: more than 20 MB of documents'),
      429: error('RATE_LIMITED'),
      502: error('MAIL_FAILED'),
    },
  }),
};

/**
 * The organiser's packet (docs/product/events.md#the-organisers-packet): every member downloads it, as the
 * compliance packet; the owner and managers e-mail it.
 */
export function organizerPacketRoutes(deps: PacketRouteDeps & { eventPermitIds: EventPermitIds }) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const takePacketEmail = packetEmailLimit(deps.db);
  app.use('/api/events/:id/packet', requireUser(deps.auth), requirePermission('readReports'));
  app.use('/api/events/:id/packet/email', requireUser(deps.auth), requirePermission('manageSharing'));
  // The packet's statuses are of the day in UTC, as the events' 'upcoming' is.
  const today = () => calendarDateIn('UTC', new Date());

  app.openapi(routes.download, async (c) => {
    const packet = await buildOrganizerPacket({
      ...deps,
      businessId: c.get('user').businessId,
      eventId: c.req.valid('param').id,
      today: today(),
      // In the language the member is working in (docs/decisions/0026).
      i18n: translateFor(c),
    });
    return sendPacketPdf(c, packet);
  });
  app.openapi(routes.email, async (c) => {
    const to = await emailOrganizerPacket({
      ...deps,
      takePacketEmail,
      actor: c.get('user'),
      eventId: c.req.valid('param').id,
      today: today(),
      i18n: translateFor(c),
    });
    return c.json({ sent: true as const, to }, 200);
  });
  return app;
}
