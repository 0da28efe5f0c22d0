import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/** A vendor's HTTP API as msw handlers (fake-stripe.ts, fake-twilio.ts). */
export type FakeVendor = { handlers: RequestHandler[] };

/**
 * Answers this test file's outgoing HTTP with `handlers`, in process
 * (docs/product/engineering.md#habit-9-tests-talk-to-real-things: HTTP APIs are mocked at the HTTP level
 * only, and unhandled requests fail). A request that no handler answers gets a 501, which the code under test
 * may well swallow as a provider error, so it is also recorded and fails the test that made it. Handlers a
 * test adds with `server.use` last until the end of that test.
 *
 * A request made after a test's own hooks have run, while the other teardown hooks are still running (a
 * screen's part that finished loading before the screen was unmounted), is no test's: it gets the 501 and is
 * not recorded, so it cannot fail the next test.
 */
export function interceptHttp(...handlers: RequestHandler[]) {
  const unhandled: string[] = [];
  let betweenTests = false;
  const server = setupServer(
    ...handlers,
    http.all('*', ({ request }) => {
      if (!betweenTests) unhandled.push(`${request.method} ${request.url}`);
      return HttpResponse.json(
        { error: { message: `No handler answers ${request.method} ${request.url}` } },
        { status: 501 },
      );
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    betweenTests = false;
  });
  afterEach(() => {
    betweenTests = true;
    server.resetHandlers();
    expect(unhandled.splice(0), 'requests that no handler answers').toEqual([]);
  });
  afterAll(() => server.close());
  return server;
}

/** The vendors' fakes answer this test file's calls to their APIs; any other request fails the test. */
export const interceptVendors = (...fakes: FakeVendor[]) =>
  interceptHttp(...fakes.flatMap((fake) => fake.handlers));

/** The form fields of a request to a vendor: the query of a GET, the url-encoded body otherwise. */
export async function formFieldsOf(request: Request) {
  if (request.method === 'GET') return new URL(request.url).searchParams;
  return new URLSearchParams(await request.clone().text());
}
