import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import type { Auth } from '../../auth/create-auth';
import { requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import type { DeadlineSource } from '../../lib/deadlines';
import { localizedErrorBody } from '../../lib/errors';
import { jsonResponse as json, validationHook } from '../../lib/openapi';
import { getCalendarFeed } from './get-calendar-feed';
import { regenerateCalendarFeed } from './regenerate-calendar-feed';
import { idSchema } from '../../../shared/contracts/ids';

const regenerateRoute = createRoute({
  method: 'post',
  path: '/api/calendar-feed/regenerate',
  summary: 'Replace the secret calendar feed URL; the old one stops working',
  tags: ['calendar'],
  request: {
    body: { content: { 'application/json': { schema: z.strictObject({}) } }, required: false },
  },
  responses: {
    200: json(z.object({ url: z.string() }), 'The new feed URL'),
    401: json(apiErrorSchema, 'Not signed in'),
  },
});

// Hono reads '{token}.ics' as one parameter named 'token.ics', so the route takes the file name whole.
const feedRoute = createRoute({
  method: 'get',
  path: '/api/calendar/{file}',
  summary: "The owner's renewal calendar (iCalendar, RFC 5545); public, the secret token is the credential",
  tags: ['calendar'],
  request: {
    params: z.object({
      file: idSchema().openapi({ description: '{token}.ics', example: 'q3Jd…Xw.ics' }),
    }),
  },
  responses: {
    200: { description: 'The feed', content: { 'text/calendar': { schema: z.string() } } },
    404: json(apiErrorSchema, 'No feed has this token'),
  },
});

export function calendarFeedRoutes(deps: {
  db: Database;
  auth: Auth;
  appUrl: string;
  linkTokenKey: Buffer;
  deadlines: DeadlineSource;
}) {
  const { db, appUrl, linkTokenKey: key } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  app.use('/api/calendar-feed/*', requireUser(deps.auth));

  app.openapi(regenerateRoute, async (c) =>
    c.json(await regenerateCalendarFeed({ db, memberId: c.get('user').memberId, appUrl, key }), 200),
  );

  app.openapi(feedRoute, async (c) => {
    const { file } = c.req.valid('param');
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null;
    const feed = token ? await getCalendarFeed({ db, token, appUrl, deadlines: deps.deadlines }) : null;
    if (!feed)
      return c.json(localizedErrorBody(c, 'NOT_FOUND', /*i18n*/ 'No calendar feed at this address.'), 404);
    return c.body(feed, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="permitpilot-renewals.ics"',
      'Cache-Control': 'private, max-age=300',
      // A secret URL: keep it out of search engines should it ever be posted somewhere.
      'X-Robots-Tag': 'noindex',
    });
  });
  return app;
}
