import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { deadlineListSchema } from '../../../shared/contracts/deadlines';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
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

const deadlinesRoute = createRoute({
  method: 'get',
  path: '/api/deadlines',
  summary:
    "The business's dated deadlines that are no renewal, for the dashboard's calendar: 'Apply by' dates, organisers' deadlines, inspections",
  tags: ['calendar'],
  responses: {
    200: json(deadlineListSchema, 'Soonest first, from a year back'),
    401: json(apiErrorSchema, 'Not signed in'),
    403: json(apiErrorSchema, 'In no business, or suspended'),
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
  app.use('/api/deadlines', requireUser(deps.auth));

  // Every member reads them, as they read the permits (docs/product/events.md#deadlines).
  app.openapi(deadlinesRoute, async (c) => {
    const since = addDaysTo(calendarDateIn('UTC', new Date()), -366);
    const deadlines = await deps.deadlines.ofBusiness(db, c.get('user').businessId, since);
    return c.json({ deadlines: deadlines.map(({ updatedAt: _, ...deadline }) => deadline) }, 200);
  });

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
