import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp, TEST_ORIGIN } from '@tests/support/test-app';
import { ONE_PAGE_PDF_TEXT, pdfOfSize } from '@tests/support/pdf-files';

/**
 * Request body limits: every /api body is capped before it is read, so a huge or endless body
 * costs the server neither memory nor time. 64 KB for JSON, 1 MB for the Stripe webhook, 10 MB for a
 * permit document. The requests that matter go over a real socket: only there can a body be declared
 * larger than what is sent, or sent without a Content-Length.
 */
const KB = 1024;
const MB = 1024 * KB;
/** Far more than any limit: a server that reads the body whole never answers before the test gives up. */
const ENDLESS = 64 * MB;
const ANSWER_WITHIN_MS = 5_000;

const permitBody = { name: 'Mobile Food Facility Permit', renewalDate: '2027-01-15' };

const t = setUpTestApp({
  env: {
    // Stripe configured, so that the webhook reads its body to check the signature.
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_body_limits',
    STRIPE_PRICE_PRO: 'price_pro_monthly',
    STRIPE_API_BASE: 'https://api.stripe.test',
  },
});
let cookie: string;
let permitId: string;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  const owner = await t.signedInOwner({ plan: 'pro' });
  cookie = owner.cookie;
  permitId = (await createPermit(t.db, owner.id)).id;
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

type Answer = { status: number; body: { error?: { code: string; message: string } }; sent: number };

/**
 * Sends the headers and then body bytes that never end: with `declaredLength` a first small piece of a
 * body announced that long, otherwise chunks (Transfer-Encoding: chunked) until the server answers or
 * ENDLESS bytes went out. Resolves with the answer given meanwhile; rejects when none comes, which means
 * the server is waiting for the rest of the body.
 */
function sendUnfinishedBody(
  method: string,
  pathname: string,
  options: { headers: Record<string, string>; declaredLength?: number; chunk?: Buffer },
) {
  return new Promise<Answer>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers = { ...options.headers };
    if (options.declaredLength) headers['content-length'] = String(options.declaredLength);
    const request = http.request({ host: '127.0.0.1', port, method, path: pathname, headers }, (response) => {
      answered = true;
      clearTimeout(timer);
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (text += piece));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'], sent });
      });
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer after ${sent} bytes: the server is reading the whole body`));
    }, ANSWER_WITHIN_MS);
    // Once answered, the server may drop the connection while bytes are still on their way.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = options.chunk ?? Buffer.alloc(16 * KB, ' ');
    const pump = () => {
      while (!answered && sent < ENDLESS) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
    };
    if (options.declaredLength) {
      sent = chunk.length;
      request.write(chunk);
    } else {
      pump();
    }
  });
}

const signedInJson = () => ({ 'content-type': 'application/json', origin: TEST_ORIGIN, cookie });
const documentForm = (boundary: string) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
  origin: TEST_ORIGIN,
  cookie,
});

function expectTooLarge(answer: Answer, message = 'The request body is larger than 64 KB.') {
  expect(answer.status).toBe(413);
  expect(answer.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message } });
  expect(answer.sent).toBeLessThan(ENDLESS);
}

/** JSON of exactly `size` bytes: the value, then spaces (still valid JSON). */
const paddedJson = (value: object, size: number) => JSON.stringify(value).padEnd(size, ' ');

describe('JSON bodies', () => {
  it('answers 413 to a signed-in write that declares 256 MB, without reading the body', async () => {
    for (const [method, pathname] of [
      ['POST', '/api/permits'],
      ['PUT', '/api/alert-settings'],
      ['PUT', `/api/permits/${permitId}`],
    ] as const) {
      expectTooLarge(
        await sendUnfinishedBody(method, pathname, { headers: signedInJson(), declaredLength: 256 * MB }),
      );
    }
  });

  it('stops reading a chunked body without Content-Length once it passes 64 KB', async () => {
    expectTooLarge(await sendUnfinishedBody('POST', '/api/permits', { headers: signedInJson() }));
    expectTooLarge(await sendUnfinishedBody('PUT', '/api/alert-settings', { headers: signedInJson() }));
  });

  it('takes a body of exactly 64 KB and refuses one byte more, streamed or declared', async () => {
    const exact = await t.request('/api/permits', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: paddedJson(permitBody, 64 * KB),
      cookie,
    });
    expect(exact.status).toBe(201);
    const over = await t.request('/api/permits', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: paddedJson(permitBody, 64 * KB + 1),
      cookie,
    });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 64 KB.' },
    });
    expectTooLarge(
      await sendUnfinishedBody('POST', '/api/permits', {
        headers: signedInJson(),
        declaredLength: 64 * KB + 1,
      }),
    );
  });
});

describe('permit documents', () => {
  const boundary = 'permitpilot-body-limit';
  it('keeps the 10 MB limit and its message for uploads, declared or streamed', async () => {
    const message = 'The file is larger than 10 MB.';
    const opening = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="permit.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n${ONE_PAGE_PDF_TEXT}`,
    );
    expectTooLarge(
      await sendUnfinishedBody('PUT', `/api/permits/${permitId}/document`, {
        headers: documentForm(boundary),
        declaredLength: 256 * MB,
        chunk: opening,
      }),
      message,
    );
    expectTooLarge(
      await sendUnfinishedBody('PUT', `/api/permits/${permitId}/document`, {
        headers: documentForm(boundary),
      }),
      message,
    );
  });

  it('still takes a document far larger than the JSON limit', async () => {
    const response = await t.uploadDocument(cookie, permitId, { bytes: pdfOfSize(2 * MB) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { document: { size: number } }).document.size).toBe(2 * MB);
  });
});

describe('the Stripe webhook', () => {
  const webhook = '/api/billing/webhooks/stripe';
  const stripeHeaders = { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' };

  it('answers 413 to a delivery that declares 256 MB, before reading it or checking the signature', async () => {
    expectTooLarge(
      await sendUnfinishedBody('POST', webhook, { headers: stripeHeaders, declaredLength: 256 * MB }),
      'The request body is larger than 1 MB.',
    );
  });

  it('stops reading a chunked delivery once it passes 1 MB', async () => {
    expectTooLarge(
      await sendUnfinishedBody('POST', webhook, { headers: stripeHeaders }),
      'The request body is larger than 1 MB.',
    );
  });

  it('reads a delivery up to 1 MB and checks its signature', async () => {
    const response = await t.app.request(webhook, {
      method: 'POST',
      headers: stripeHeaders,
      body: paddedJson({ id: 'evt_large', object: 'event' }, MB),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
  });
});
