import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/types';
import { clientIp } from '../../lib/client-ip';
import { translateFor } from '../../i18n/i18n';
import { sendConfirmationEmail } from '../../mail/send-confirmation-email';
import { localizedErrorBody } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { siteInfoSchema } from '../../../shared/contracts/site';
import { robotsTxt, sitemapXml } from './seo-files';

const siteRoute = createRoute({
  method: 'get',
  path: '/api/site',
  summary: 'Public facts the static pages show (support e-mail)',
  tags: ['site'],
  responses: {
    200: { description: 'Site information', content: { 'application/json': { schema: siteInfoSchema } } },
  },
});

const emailTestRoute = createRoute({
  method: 'post',
  path: '/api/email-test',
  summary:
    'Test e-mail page: sends the Pro confirmation e-mail to the support address (public, rate limited)',
  tags: ['site'],
  responses: {
    200: {
      description: 'Sent',
      content: { 'application/json': { schema: z.object({ sent: z.boolean() }) } },
    },
    429: {
      description: 'Too many test e-mails',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
    502: {
      description: 'The mail transport failed',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  },
});

// The test page has no sign-in check (docs/product/screens.md#test-e-mail-page) and only mails the operator.
const EMAIL_TESTS_PER_HOUR = 5;
/**
 * All test e-mails go to the one support address: whoever asks, from however many addresses, the support inbox
 * gets at most this many an hour (docs/decisions/0014, mail per recipient).
 */
const EMAIL_TESTS_TO_SUPPORT_PER_HOUR = 20;

export function siteRoutes(deps: {
  supportEmail: string;
  appUrl: string;
  mailer: Mailer;
  logger: Logger;
  trustProxy: boolean;
  db: Database;
}) {
  const { supportEmail, appUrl } = deps;
  const app = new OpenAPIHono();
  const limiter = createSlidingWindowLimiter({
    db: deps.db,
    name: 'email-test',
    max: EMAIL_TESTS_PER_HOUR,
    windowMs: 3_600_000,
  });
  const supportInboxLimiter = createSlidingWindowLimiter({
    db: deps.db,
    name: 'email-test-recipient',
    max: EMAIL_TESTS_TO_SUPPORT_PER_HOUR,
    windowMs: 3_600_000,
  });
  app.openapi(emailTestRoute, async (c) => {
    if (
      !(await limiter.tryTake(clientIp(c, deps.trustProxy))) ||
      !(await supportInboxLimiter.tryTake(supportEmail.toLowerCase()))
    ) {
      return c.json(
        localizedErrorBody(c, 'RATE_LIMITED', /*i18n*/ 'Too many test e-mails. Please try again later.'),
        429,
      );
    }
    try {
      await sendConfirmationEmail({
        mailer: deps.mailer,
        appUrl,
        to: supportEmail,
        businessName: 'PermitPilot test',
        plan: 'pro',
        i18n: translateFor(c),
      });
    } catch (error) {
      deps.logger.error({ err: error }, 'test e-mail failed');
      return c.json(localizedErrorBody(c, 'MAIL_FAILED', /*i18n*/ 'Failed to send test email'), 502);
    }
    return c.json({ sent: true }, 200);
  });
  // Generated from APP_URL so that they name the operator's own domain.
  app.get('/robots.txt', (c) => c.text(robotsTxt(appUrl), 200, { 'Cache-Control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(appUrl), 200, {
      'Content-Type': 'application/xml',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  app.openapi(siteRoute, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ supportEmail }, 200);
  });
  return app;
}
