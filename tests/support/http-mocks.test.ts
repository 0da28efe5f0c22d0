import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { interceptHttp } from './http-mocks';

const URL_OF_A_LATE_PART = 'https://api.example.test/permit-suggestions';
const lateAnswers: number[] = [];

// Registered before interceptHttp's hooks, so it runs after them (Vitest runs after-hooks last registered
// first): a request made while the teardown is still going on, as a screen's part that finished loading just
// before the screen was unmounted makes.
afterEach(async () => {
  lateAnswers.push((await fetch(URL_OF_A_LATE_PART)).status);
});

const server = interceptHttp();

it('answers with the handlers a test adds', async () => {
  server.use(http.get(URL_OF_A_LATE_PART, () => HttpResponse.json({ suggestions: [] })));
  expect((await fetch(URL_OF_A_LATE_PART)).status).toBe(200);
});

it("does not count a request made during the last test's teardown against the next test", () => {
  // The late request found the test's handler gone and got the 501; this test passing shows it was not
  // recorded as one of this test's requests.
  expect(lateAnswers).toEqual([501]);
});
