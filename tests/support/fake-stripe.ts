import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Subscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  items: { object: 'list'; data: { id: string; current_period_end: number }[] };
};

export type RecordedRequest = { method: string; path: string; params: URLSearchParams };

/**
 * A local HTTP server that answers like Stripe's API for the calls PermitPilot makes, including its
 * error answers (STYLE habit 9: vendors are mocked at the HTTP level only; unknown calls fail loudly).
 */
export async function startFakeStripe() {
  const subscriptions = new Map<string, Subscription>();
  const requests: RecordedRequest[] = [];
  let portalConfigured = true;
  let failNext: { status: number; type: string; message: string } | undefined;

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        response.end(JSON.stringify(payload));
      };
      const stripeError = (status: number, type: string, message: string) =>
        send(status, { error: { type, message } });
      if (failNext) {
        const failure = failNext;
        failNext = undefined;
        return stripeError(failure.status, failure.type, failure.message);
      }
      const route = `${request.method} ${url.pathname}`;
      if (route === 'POST /v1/checkout/sessions') {
        const id = `cs_test_${requests.length}`;
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        if (!portalConfigured) {
          return stripeError(
            400,
            'invalid_request_error',
            'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
          );
        }
        return send(200, {
          id: 'bps_test',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session/bps_test',
        });
      }
      if (route === 'GET /v1/subscriptions') {
        const customer = params.get('customer');
        const data = [...subscriptions.values()]
          .filter((subscription) => subscription.customer === customer)
          .reverse();
        return send(200, {
          object: 'list',
          data: data.slice(0, 1),
          has_more: data.length > 1,
          url: '/v1/subscriptions',
        });
      }
      const match = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
      const subscription = match ? subscriptions.get(match[1]!) : undefined;
      if (match && !subscription) {
        return stripeError(404, 'invalid_request_error', `No such subscription: '${match[1]}'`);
      }
      if (subscription && request.method === 'GET') return send(200, subscription);
      if (subscription && request.method === 'DELETE') {
        if (subscription.status === 'canceled') {
          return stripeError(
            400,
            'invalid_request_error',
            `A canceled subscription can only update its cancellation_details.`,
          );
        }
        subscription.status = 'canceled';
        return send(200, subscription);
      }
      stripeError(404, 'invalid_request_error', `Unrecognized request URL (${route}).`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    /** Creates or replaces a subscription as Stripe would hold it. */
    setSubscription(input: {
      id: string;
      customer: string;
      status: string;
      trialEnd?: Date;
      periodEnd: Date;
      cancelAtPeriodEnd?: boolean;
    }) {
      const subscription: Subscription = {
        id: input.id,
        object: 'subscription',
        customer: input.customer,
        status: input.status,
        trial_end: input.trialEnd ? Math.floor(input.trialEnd.getTime() / 1000) : null,
        cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
        items: {
          object: 'list',
          data: [{ id: `si_${input.id}`, current_period_end: Math.floor(input.periodEnd.getTime() / 1000) }],
        },
      };
      subscriptions.set(input.id, subscription);
      return subscription;
    },
    subscription: (id: string) => subscriptions.get(id),
    setPortalConfigured(value: boolean) {
      portalConfigured = value;
    },
    failNextRequest(failure: { status: number; type: string; message: string }) {
      failNext = failure;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const signer = new Stripe('sk_test_signer');

/** A Stripe-Signature header for a payload, as Stripe signs webhook deliveries. */
export function signStripePayload(payload: string, secret: string) {
  return signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
}
