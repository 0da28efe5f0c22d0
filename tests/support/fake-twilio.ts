import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export type RecordedTwilioRequest = {
  method: string;
  path: string;
  /** The account SID and auth token of the Basic authorization header. */
  username: string | null;
  password: string | null;
  params: URLSearchParams;
};

type TwilioFailure = { status: number; code: number; message: string };

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
 * A local HTTP server that answers like Twilio's REST API for the calls PermitPilot makes (sending a
 * message), including its error answers (STYLE habit 9: vendors are mocked at the HTTP level only;
 * unknown calls fail loudly).
 */
export async function startFakeTwilio(options: { accountSid: string; authToken: string }) {
  const requests: RecordedTwilioRequest[] = [];
  const accepted: { sid: string; to: string; from: string | null; body: string }[] = [];
  const unsubscribedNumbers = new Set<string>();
  let failNext: TwilioFailure | undefined;

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const params = new URLSearchParams(body);
      const [username, password] = Buffer.from(
        (request.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      )
        .toString()
        .split(':');
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        username: username || null,
        password: password ?? null,
        params,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(payload));
      };
      const twilioError = ({ status, code, message }: TwilioFailure) =>
        send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

      if (username !== options.accountSid || password !== options.authToken) {
        return twilioError({ status: 401, code: 20003, message: 'Authenticate' });
      }
      if (failNext) {
        const failure = failNext;
        failNext = undefined;
        return twilioError(failure);
      }
      const messages = url.pathname.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
      if (request.method === 'POST' && messages) {
        if (messages[1] !== options.accountSid) {
          return twilioError({
            status: 404,
            code: 20404,
            message: `The requested resource ${url.pathname} was not found`,
          });
        }
        const to = params.get('To') ?? '';
        const from = params.get('From');
        const text = params.get('Body') ?? '';
        if (!to)
          return twilioError({ status: 400, code: 21604, message: "A 'To' phone number is required." });
        if (!from && !params.get('MessagingServiceSid')) {
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
        return send(201, {
          sid,
          account_sid: options.accountSid,
          to,
          from,
          messaging_service_sid: params.get('MessagingServiceSid'),
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
          uri: `${url.pathname.replace(/\.json$/, '')}/${sid}.json`,
        });
      }
      twilioError({
        status: 404,
        code: 20404,
        message: `The requested resource ${url.pathname} was not found`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    /** The messages Twilio accepted for delivery, oldest first. */
    accepted,
    /** As when the recipient replied STOP: Twilio refuses further messages with 21610. */
    unsubscribe(number: string) {
      unsubscribedNumbers.add(number);
    },
    failNextRequest(failure: TwilioFailure) {
      failNext = failure;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;

/** The X-Twilio-Signature Twilio sends with a webhook request to `url` with these form fields. */
export function signTwilioRequest(authToken: string, url: string, params: Record<string, string>) {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}
