import crypto from 'node:crypto';
import { http, HttpResponse } from 'msw';
import twilio from 'twilio';
import { formFieldsOf } from './http-mocks';

export type RecordedTwilioRequest = {
  method: string;
  path: string;
  /** The account SID and auth token of the Basic authorization header. */
  username: string | null;
  password: string | null;
  params: URLSearchParams;
};

type TwilioFailure = { status: number; code: number; message: string };

const invalidNumber = (to: string): TwilioFailure => ({
  status: 400,
  code: 21211,
  message: `The 'To' number ${to} is not a valid phone number.`,
});
const unsubscribed = (): TwilioFailure => ({
  status: 400,
  code: 21610,
  message: 'Attempt to send to unsubscribed recipient',
});

/**
 * Twilio's magic test numbers (https://www.twilio.com/docs/iam/test-credentials): the fake refuses
 * them with the error Twilio gives for each.
 */
const MAGIC_TO_NUMBERS: Record<string, (to: string) => TwilioFailure> = {
  '+15005550001': (to) => invalidNumber(to),
  '+15005550002': (to) => ({
    status: 400,
    code: 21612,
    message: `The 'To' phone number: ${to}, is not currently reachable using the 'From' phone number via SMS.`,
  }),
  '+15005550004': () => unsubscribed(),
  '+15005550009': (to) => ({
    status: 400,
    code: 21614,
    message: `'To' number ${to} is not a valid mobile number`,
  }),
};

const twilioError = ({ status, code, message }: TwilioFailure) =>
  HttpResponse.json(
    { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    { status },
  );

function basicCredentials(request: Request) {
  const header = (request.headers.get('authorization') ?? '').replace(/^Basic /, '');
  const [username, password] = Buffer.from(header, 'base64').toString().split(':');
  return { username: username || null, password: password ?? null };
}

/**
 * Twilio's REST API, as msw handlers, for the call PermitPilot makes (sending a message), including its
 * error answers. The app is pointed at `apiBase` with TWILIO_API_BASE; pass the fake to `interceptVendors`.
 * A call it does not know fails the test.
 */
export function createFakeTwilio(options: { accountSid: string; authToken: string; apiBase?: string }) {
  const apiBase = options.apiBase ?? 'https://api.twilio.test';
  const requests: RecordedTwilioRequest[] = [];
  const accepted: { sid: string; to: string; from: string | null; body: string }[] = [];
  const unsubscribedNumbers = new Set<string>();
  let failNext: TwilioFailure | 'network error' | undefined;

  const handlers = [
    // Every call is recorded and authenticated first; a failure set up by the test answers it instead.
    http.all(`${apiBase}/*`, async ({ request }) => {
      const { username, password } = basicCredentials(request);
      requests.push({
        method: request.method,
        path: new URL(request.url).pathname,
        username,
        password,
        params: await formFieldsOf(request),
      });
      if (username !== options.accountSid || password !== options.authToken) {
        return twilioError({ status: 401, code: 20003, message: 'Authenticate' });
      }
      if (!failNext) return undefined;
      const failure = failNext;
      failNext = undefined;
      return failure === 'network error' ? HttpResponse.error() : twilioError(failure);
    }),
    http.post(`${apiBase}/2010-04-01/Accounts/:accountSid/Messages.json`, async ({ request, params }) => {
      const path = new URL(request.url).pathname;
      if (params.accountSid !== options.accountSid) {
        return twilioError({
          status: 404,
          code: 20404,
          message: `The requested resource ${path} was not found`,
        });
      }
      const form = await formFieldsOf(request);
      const to = form.get('To') ?? '';
      const from = form.get('From');
      const text = form.get('Body') ?? '';
      if (!to) return twilioError({ status: 400, code: 21604, message: "A 'To' phone number is required." });
      if (!from && !form.get('MessagingServiceSid')) {
        return twilioError({ status: 400, code: 21603, message: "A 'From' phone number is required." });
      }
      if (!text) return twilioError({ status: 400, code: 21602, message: 'Message body is required.' });
      if (!/^\+[1-9]\d{7,14}$/.test(to)) return twilioError(invalidNumber(to));
      const magic = MAGIC_TO_NUMBERS[to];
      if (magic) return twilioError(magic(to));
      if (unsubscribedNumbers.has(to)) return twilioError(unsubscribed());
      const now = new Date().toUTCString();
      const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
      accepted.push({ sid, to, from, body: text });
      return HttpResponse.json(
        {
          sid,
          account_sid: options.accountSid,
          to,
          from,
          messaging_service_sid: form.get('MessagingServiceSid'),
          body: text,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          date_created: now,
          date_updated: now,
          date_sent: null,
          error_code: null,
          error_message: null,
          price: null,
          price_unit: 'USD',
          uri: `${path.replace(/\.json$/, '')}/${sid}.json`,
        },
        { status: 201 },
      );
    }),
  ];

  return {
    apiBase,
    handlers,
    requests,
    /** The messages Twilio accepted for delivery, oldest first. */
    accepted,
    /** As when the recipient replied STOP: Twilio refuses further messages with 21610. */
    unsubscribe(number: string) {
      unsubscribedNumbers.add(number);
    },
    /** Twilio's error answer to the next call, or 'network error' when Twilio cannot be reached. */
    failNextRequest(failure: TwilioFailure | 'network error') {
      failNext = failure;
    },
  };
}

export type FakeTwilio = ReturnType<typeof createFakeTwilio>;

/** The X-Twilio-Signature Twilio sends with a webhook request to `url` with these form fields. */
export function signTwilioRequest(authToken: string, url: string, params: Record<string, string>) {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}
