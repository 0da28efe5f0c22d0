import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { smsResultSchema, testSmsRequestSchema } from '../../../shared/contracts/text-alerts';
import type { Auth } from '../../auth/create-auth';
import { requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import type { SmsSender } from '../../integrations/sms/types';
import { localizedErrorBody } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { handleInboundSms } from './handle-inbound-sms';
import { sendTestSms, TEST_SMS_LIMIT, TEST_SMS_NUMBER_LIMIT } from './send-test-sms';

/** An empty TwiML answer: we send no automatic reply (Twilio answers STOP/START itself). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

const testSmsRoute = createRoute({
  method: 'post',
  path: '/api/alerts/test-sms',
  summary:
    'send-sms-alert (isTest): text the owner a test message (Pro only; SMS_ALLOWED_COUNTRIES; 5 per hour per owner and per number)',
  tags: ['alerts'],
  request: { body: { content: { 'application/json': { schema: testSmsRequestSchema } }, required: true } },
  responses: {
    200: json(
      smsResultSchema,
      'Sent ({success: true}) or refused by the SMS provider ({success: false, error})',
    ),
    400: error('Invalid phone number, or a country texts may not go to'),
    401: error('Not signed in'),
    403: error('PRO_REQUIRED'),
    429: error('RATE_LIMITED'),
  },
});

const inboundRoute = createRoute({
  method: 'post',
  path: '/api/sms/inbound',
  summary: 'Twilio messaging webhook: STOP/START replies (X-Twilio-Signature checked; public)',
  tags: ['alerts'],
  responses: {
    200: { description: 'Empty TwiML', content: { 'text/xml': { schema: z.string() } } },
    403: error('INVALID_SIGNATURE'),
    404: error('Twilio is not the active SMS provider'),
    413: error('PAYLOAD_TOO_LARGE'),
  },
});

export function textAlertRoutes(deps: {
  db: Database;
  auth: Auth;
  sms: SmsSender;
  logger: Logger;
  appUrl: string;
  /** SMS_ALLOWED_COUNTRIES. */
  allowedCountries: readonly string[];
}) {
  const { db, sms, logger } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const limiters = {
    owner: createSlidingWindowLimiter({ db, name: 'test-sms', ...TEST_SMS_LIMIT }),
    number: createSlidingWindowLimiter({ db, name: 'test-sms-number', ...TEST_SMS_NUMBER_LIMIT }),
  };
  app.use('/api/alerts/test-sms', requireUser(deps.auth));
  // Twilio's webhook posts a few hundred bytes; the body is read before its signature can be checked.
  app.use(
    '/api/sms/inbound',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) =>
        c.json(localizedErrorBody(c, 'PAYLOAD_TOO_LARGE', /*i18n*/ 'The request body is too large.'), 413),
    }),
  );

  app.openapi(testSmsRoute, async (c) => {
    const { phoneNumber } = c.req.valid('json');
    const result = await sendTestSms({
      db,
      sms,
      limiters,
      allowedCountries: deps.allowedCountries,
      logger,
      member: c.get('user'),
      phoneNumber,
    });
    return c.json(result, 200);
  });

  app.openapi(inboundRoute, async (c) => {
    if (!sms.inbound)
      return c.json(
        localizedErrorBody(c, 'NOT_FOUND', /*i18n*/ 'Twilio is not the active SMS provider.'),
        404,
      );
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    // Twilio signs the URL it was configured with: our public origin, this path and any query string.
    const url = `${deps.appUrl}${c.req.path}${new URL(c.req.url).search}`;
    if (!sms.inbound.verify({ url, signature: c.req.header('x-twilio-signature'), params })) {
      return c.json(
        localizedErrorBody(c, 'INVALID_SIGNATURE', /*i18n*/ 'The Twilio signature does not verify.'),
        403,
      );
    }
    const result = await handleInboundSms({ db, from: params.From ?? '', body: params.Body ?? '' });
    if (result !== 'ignored') logger.info({ result }, 'SMS opt-out keyword received');
    return c.body(EMPTY_TWIML, 200, { 'Content-Type': 'text/xml; charset=utf-8' });
  });
  return app;
}
