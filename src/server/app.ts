import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Auth } from './auth/create-auth';
import { authRoutes } from './auth/routes';
import type { DatabaseConnection } from './db/client';
import type { Config } from './env';
import { mayOpenDevOutbox } from './features/dev-outbox/may-open-dev-outbox';
import { devOutboxRoutes } from './features/dev-outbox/routes';
import { healthRoutes } from './features/health/routes';
import { siteRoutes } from './features/site/routes';
import { accountRoutes } from './features/account/routes';
import { alertRoutes } from './features/alerts/routes';
import { billingRoutes } from './billing/routes';
import { businessProfileRoutes } from './features/business-profile/routes';
import { permitRoutes } from './features/permits/routes';
import { permitImportRoutes } from './features/permit-import/routes';
import { compliancePacketRoutes } from './features/compliance-report/routes';
import { findLiveShareLink } from './features/permits/share-links';
import { PUBLIC_SHARE_HEADERS, shareLinkRoutes } from './features/permits/share-routes';
import { SHARE_PAGE_PATTERN } from '../shared/routes';
import { getCalendarFeedUrl } from './features/calendar-feed/get-calendar-feed-url';
import { calendarFeedRoutes } from './features/calendar-feed/routes';
import { teamRoutes } from './features/team/routes';
import { businessRoutes } from './features/team/business-routes';
import { vehicleRoutes } from './features/vehicles/routes';
import { eventDeadlineSource } from './features/events/event-deadlines';
import { eventRoutes } from './features/events/routes';
import { organizerPermitIds } from './features/events/organizer-permits';
import { organizerPacketRoutes } from './features/compliance-report/organizer-packet-routes';
import { inspectionRoutes } from './features/inspections/routes';
import { textAlertRoutes } from './features/text-alerts/routes';
import type { DocumentStore } from './integrations/documents/types';
import { localBillingRoutes } from './billing/local/local-routes';
import type { Billing } from './billing/providers';
import type { Mailer } from './integrations/mail/types';
import type { SmsSender } from './integrations/sms/types';
import { AppError, errorBody, errorCodeOfStatus, HONO_MESSAGES, localizedErrorBody } from './lib/errors';
import type { Logger } from './lib/logger';
import { apiDocsPage } from './lib/api-docs-page';
import { apiBodyLimits } from './lib/body-limits';
import { compressWhenAccepted } from './lib/compress-when-accepted';
import { requestEnvelope } from './lib/request-envelope';
import { sameOriginOnly, securityHeaders } from './lib/security';
import { linkTokenKeyOf } from './lib/link-tokens';
import { loggablePath } from './lib/loggable-path';
import { mountClient } from './lib/static-client';
import { loadCatalog } from './catalog/catalog';
import type { SessionVariables } from './auth/session';
import type { PermitAssistant } from './integrations/ai/types';
import { googleCalendarRoutes } from './features/calendar-sync/routes';
import type { GoogleCalendarSync } from './features/calendar-sync/google-calendar-sync';
import { catalogRoutes } from './features/permit-intelligence/routes';
import { permitScanRoutes } from './features/permit-scan/routes';
import type { ScanPool } from './features/permit-scan/scan-pool';
import { monitorSettingsOf } from './features/requirement-monitor/check-pages';
import { requirementMonitorRoutes } from './features/requirement-monitor/routes';
import type { RequirementChangeEvents } from './realtime/requirement-change-events';

export type AppDeps = {
  config: Config;
  connection: DatabaseConnection;
  auth: Auth;
  mailer: Mailer;
  sms: SmsSender;
  billing: Billing;
  documents: DocumentStore;
  /** Signs links in e-mails (unsubscribe); the same secret as the sessions'. */
  signingSecret: string;
  logger: Logger;
  expectedMigrations: number;
  /** Live requirement changes (docs/decisions/0021); one per instance. */
  events: RequirementChangeEvents;
  /** The AI provider or the catalog alone (docs/product/intelligence.md#ai-provider, docs/decisions/0022). */
  assistant: PermitAssistant;
  /** Google Calendar sync when GOOGLE_CLIENT_ID is set (docs/decisions/0023), else null. */
  googleCalendar: GoogleCalendarSync | null;
  /** The threads that read scanned permits (docs/decisions/0035); one pool per instance. */
  scans: ScanPool;
};

type AppVariables = { requestId: string };

const OPENAPI_INFO = { openapi: '3.1.0', info: { title: 'PermitPilot API', version: '1.0.0' } };

/** The whole HTTP app, nothing global: each test file builds its own (docs/product/engineering.md#layout). */
export function buildApp(deps: AppDeps) {
  const { config, connection, auth, logger } = deps;
  const db = connection.db;
  const linkTokenKey = linkTokenKeyOf(deps.signingSecret);
  const app = new OpenAPIHono<{ Variables: AppVariables }>();
  // What an event's organiser is shown, for its share link and its packet (docs/product/events.md#the-organisers-packet).
  const eventPermitIds = (businessId: string, eventId: string) =>
    organizerPermitIds({ db, catalog: loadCatalog(), businessId, eventId });

  app.use('*', requestEnvelope({ secure: securityHeaders({ isProduction: config.isProduction }), logger }));
  app.use('*', compressWhenAccepted({ threshold: 1024 }));
  app.use('/api/*', sameOriginOnly({ appOrigin: new URL(config.APP_URL).origin }));
  app.use('/api/*', apiBodyLimits());

  app.route('/', healthRoutes({ connection, expectedMigrations: deps.expectedMigrations }));
  app.route('/api/auth', authRoutes(auth, { trustProxy: config.TRUST_PROXY }));
  app.route(
    '/',
    siteRoutes({
      supportEmail: config.SUPPORT_EMAIL,
      appUrl: config.APP_URL,
      mailer: deps.mailer,
      logger,
      trustProxy: config.TRUST_PROXY,
      db,
    }),
  );
  app.route('/', billingRoutes({ db, auth, billing: deps.billing, logger }));
  app.route('/', localBillingRoutes({ db, auth, billing: deps.billing }));
  app.route(
    '/',
    accountRoutes({
      db,
      auth,
      billing: deps.billing,
      documents: deps.documents,
      mailer: deps.mailer,
      logger,
      beforeMembersLeave: async (memberIds) => deps.googleCalendar?.membersLeaving(memberIds),
      secureCookies: config.isProduction,
      onLanguageChanged: async (memberIds) => deps.googleCalendar?.membersChanged(memberIds),
    }),
  );
  app.route('/', businessProfileRoutes({ db, auth, mailer: deps.mailer, logger, appUrl: config.APP_URL }));
  app.route(
    '/',
    alertRoutes({
      db,
      auth,
      signingSecret: deps.signingSecret,
      calendarFeedUrlOf: (memberId) =>
        getCalendarFeedUrl({ db, memberId, appUrl: config.APP_URL, key: linkTokenKey }),
      onAlertSettingsSaved: async (memberId) => deps.googleCalendar?.membersChanged([memberId]),
    }),
  );
  // Before the permit routes: /api/permits/{id}/activity is the team's.
  app.route(
    '/',
    teamRoutes({
      db,
      auth,
      beforeMembersLeave: async (memberIds) => deps.googleCalendar?.membersLeaving(memberIds),
    }),
  );
  app.route('/', businessRoutes({ db, auth }));
  app.route(
    '/',
    vehicleRoutes({
      db,
      auth,
      onVehiclesChanged: async (businessId) => deps.googleCalendar?.businessChanged(businessId),
    }),
  );
  // An event's deadlines are in the business's Google calendars (docs/product/events.md#deadlines): a change the
  // server took re-syncs them, as a permit's does.
  app.use('/api/events/*', async (c, next) => {
    await next();
    const changed = c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 300;
    const user = (c as unknown as Context<{ Variables: SessionVariables }>).get('user');
    if (changed && user) await deps.googleCalendar?.businessChanged(user.businessId);
  });
  app.route(
    '/',
    eventRoutes({
      db,
      auth,
      catalog: () => loadCatalog(),
      mailer: deps.mailer,
      documents: deps.documents,
      logger,
      onPermitsChanged: async (businessId) => deps.googleCalendar?.businessChanged(businessId),
    }),
  );
  app.route(
    '/',
    inspectionRoutes({
      db,
      auth,
      documents: deps.documents,
      logger,
      onInspectionsChanged: async (businessId) => deps.googleCalendar?.businessChanged(businessId),
    }),
  );
  app.route(
    '/',
    permitRoutes({
      db,
      auth,
      documents: deps.documents,
      logger,
      onPermitsChanged: async (businessId) => deps.googleCalendar?.businessChanged(businessId),
    }),
  );
  app.route(
    '/',
    permitImportRoutes({
      db,
      auth,
      onPermitsChanged: async (businessId) => deps.googleCalendar?.businessChanged(businessId),
    }),
  );
  app.route(
    '/',
    compliancePacketRoutes({
      db,
      auth,
      documents: deps.documents,
      catalog: () => loadCatalog(),
      mailer: deps.mailer,
      logger,
    }),
  );
  app.route(
    '/',
    organizerPacketRoutes({
      db,
      auth,
      documents: deps.documents,
      catalog: () => loadCatalog(),
      mailer: deps.mailer,
      logger,
      eventPermitIds,
    }),
  );
  app.route(
    '/',
    shareLinkRoutes({
      db,
      auth,
      documents: deps.documents,
      catalog: () => loadCatalog(),
      appUrl: config.APP_URL,
      linkTokenKey,
      trustProxy: config.TRUST_PROXY,
      eventPermitIds,
    }),
  );
  app.route(
    '/',
    googleCalendarRoutes({
      db,
      auth,
      logger,
      isProduction: config.isProduction,
      calendar: deps.googleCalendar,
    }),
  );
  app.route('/', catalogRoutes({ db, auth, catalog: () => loadCatalog(), assistant: deps.assistant }));
  app.route(
    '/',
    permitScanRoutes({
      db,
      auth,
      catalog: () => loadCatalog(),
      pool: deps.scans,
      assistant: deps.assistant,
      logger,
    }),
  );
  app.route(
    '/',
    requirementMonitorRoutes({
      db,
      auth,
      catalog: () => loadCatalog(),
      settings: { ...monitorSettingsOf(config), assistant: deps.assistant, logger },
      events: deps.events,
    }),
  );
  app.route(
    '/',
    textAlertRoutes({
      db,
      auth,
      sms: deps.sms,
      logger,
      appUrl: config.APP_URL,
      allowedCountries: config.SMS_ALLOWED_COUNTRIES,
    }),
  );
  app.route(
    '/',
    calendarFeedRoutes({
      db,
      auth,
      appUrl: config.APP_URL,
      linkTokenKey,
      deadlines: eventDeadlineSource(() => loadCatalog()),
    }),
  );
  if (config.devOutboxEnabled)
    app.route('/', devOutboxRoutes({ db, publicAccess: config.DEV_OUTBOX_PUBLIC }));

  app.doc31('/api/openapi.json', OPENAPI_INFO);
  app.get('/api/docs', (c) => c.html(apiDocsPage(app.getOpenAPI31Document(OPENAPI_INFO))));

  app.all('/api/*', (c) => c.json(localizedErrorBody(c, 'NOT_FOUND', /*i18n*/ 'No such API endpoint.'), 404));
  mountClient(app as unknown as Hono, {
    distDir: config.CLIENT_DIST_DIR,
    secureCookies: config.isProduction,
    appUrl: config.APP_URL,
    devOutboxEnabled: (c) =>
      config.devOutboxEnabled && mayOpenDevOutbox(c, { publicAccess: config.DEV_OUTBOX_PUBLIC }),
    // A suspended member, and a person in no business, get the app shell, which shows their screen before
    // asking the business's data.
    hasSession: async (headers) => {
      const member = await auth.sessions.userOf(headers, { fresh: false });
      return member !== null && member.businessId !== null && !member.suspended;
    },
    isSignedIn: async (headers) => (await auth.sessions.userOf(headers, { fresh: false })) !== null,
    dynamicPage: async (path) => {
      const token = SHARE_PAGE_PATTERN.exec(path)?.[1];
      if (token === undefined) return null;
      return { exists: (await findLiveShareLink(db, token)) !== null, headers: PUBLIC_SHARE_HEADERS };
    },
  });

  app.onError((error, c) => {
    if (error instanceof AppError)
      return c.json(
        localizedErrorBody(c, error.code, error.message, error.values, error.field),
        error.status,
      );
    if (error instanceof HTTPException && error.status < 500) {
      const code = errorCodeOfStatus(error.status);
      if (error.message && !HONO_MESSAGES.has(error.message))
        return c.json(errorBody(code, error.message), error.status);
      return c.json(
        localizedErrorBody(c, code, error.message || /*i18n*/ 'The request could not be processed.'),
        error.status,
      );
    }
    logger.error(
      { err: error, requestId: c.get('requestId'), path: loggablePath(c.req.path) },
      'unhandled error',
    );
    return c.json(
      localizedErrorBody(c, 'INTERNAL_ERROR', /*i18n*/ 'Something went wrong on our side. Please try again.'),
      500,
    );
  });
  return app;
}

export type App = ReturnType<typeof buildApp>;
