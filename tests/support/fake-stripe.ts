import { http, HttpResponse, type JsonBodyType } from 'msw';
import Stripe from 'stripe';
import { formFieldsOf } from './http-mocks';

type Subscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  items: { object: 'list'; data: { id: string; current_period_end: number }[] };
};

type StripeFailure = { status: number; type: string; message: string };

export type RecordedRequest = { method: string; path: string; params: URLSearchParams };

const PORTAL_NOT_CONFIGURED =
  'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.';

const stripeError = ({ status, type, message }: StripeFailure) =>
  HttpResponse.json({ error: { type, message } }, { status, headers: { 'request-id': 'req_fake' } });
const stripeAnswer = (payload: JsonBodyType) =>
  HttpResponse.json(payload, { headers: { 'request-id': 'req_fake' } });

/**
 * Stripe's API, as msw handlers, for the calls PermitPilot makes, including its error answers. The app is
 * pointed at `apiBase` with STRIPE_API_BASE; pass the fake to `interceptVendors`. A call it does not know
 * fails the test.
 */
export function createFakeStripe(apiBase = 'https://api.stripe.test') {
  const subscriptions = new Map<string, Subscription>();
  const requests: RecordedRequest[] = [];
  let portalConfigured = true;
  let failNext: StripeFailure | undefined;

  const handlers = [
    // Every call is recorded first; a failure set up by the test answers it instead of its route.
    http.all(`${apiBase}/*`, async ({ request }) => {
      requests.push({
        method: request.method,
        path: new URL(request.url).pathname,
        params: await formFieldsOf(request),
      });
      if (!failNext) return undefined;
      const failure = failNext;
      failNext = undefined;
      return stripeError(failure);
    }),
    http.post(`${apiBase}/v1/checkout/sessions`, () => {
      const id = `cs_test_${requests.length}`;
      return stripeAnswer({
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }),
    http.post(`${apiBase}/v1/billing_portal/sessions`, () =>
      portalConfigured
        ? stripeAnswer({
            id: 'bps_test',
            object: 'billing_portal.session',
            url: 'https://billing.stripe.test/p/session/bps_test',
          })
        : stripeError({ status: 400, type: 'invalid_request_error', message: PORTAL_NOT_CONFIGURED }),
    ),
    http.get(`${apiBase}/v1/subscriptions`, ({ request }) => {
      const customer = new URL(request.url).searchParams.get('customer');
      const data = [...subscriptions.values()]
        .filter((subscription) => subscription.customer === customer)
        .reverse();
      return stripeAnswer({
        object: 'list',
        data: data.slice(0, 1),
        has_more: data.length > 1,
        url: '/v1/subscriptions',
      });
    }),
    http.all(`${apiBase}/v1/subscriptions/:id`, ({ params }) => {
      if (subscriptions.has(String(params.id))) return undefined;
      return stripeError({
        status: 404,
        type: 'invalid_request_error',
        message: `No such subscription: '${String(params.id)}'`,
      });
    }),
    http.get(`${apiBase}/v1/subscriptions/:id`, ({ params }) =>
      stripeAnswer(subscriptions.get(String(params.id))),
    ),
    http.delete(`${apiBase}/v1/subscriptions/:id`, ({ params }) => {
      const subscription = subscriptions.get(String(params.id))!;
      if (subscription.status === 'canceled') {
        return stripeError({
          status: 400,
          type: 'invalid_request_error',
          message: 'A canceled subscription can only update its cancellation_details.',
        });
      }
      subscription.status = 'canceled';
      return stripeAnswer(subscription);
    }),
  ];

  return {
    apiBase,
    handlers,
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
    failNextRequest(failure: StripeFailure) {
      failNext = failure;
    },
  };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;

const signer = new Stripe('sk_test_signer');

/** A Stripe-Signature header for a payload, as Stripe signs webhook deliveries. */
export function signStripePayload(payload: string, secret: string) {
  return signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
}
