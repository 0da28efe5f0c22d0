import { screen } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { Component as CalendarCallback } from './calendar-callback';

const server = interceptHttp();
let exchanged: unknown[] = [];

const stateOf = (provider: string) =>
  btoa(JSON.stringify({ provider, nonce: 'n'.repeat(43) })).replace(/=+$/, '');

function api({ signedIn = true, answer = 200 as 200 | 400 | 401 }) {
  exchanged = [];
  server.use(
    http.get('*/api/auth/get-session', () =>
      HttpResponse.json(
        signedIn
          ? { user: { id: 'u1', email: 'owner@example.com' }, session: { expiresAt: '2099-01-01' } }
          : null,
      ),
    ),
    http.post('*/api/calendar/google/callback', async ({ request }) => {
      exchanged.push(await request.json());
      if (answer === 200) return HttpResponse.json({ success: true });
      return HttpResponse.json(
        answer === 401
          ? { error: { code: 'UNAUTHENTICATED', message: 'Sign in first' } }
          : { error: { code: 'CALENDAR_CONNECTION_FAILED', message: 'Failed to connect calendar' } },
        { status: answer },
      );
    }),
  );
}

function renderAt(search: string) {
  renderScreen(<CalendarCallback />, {
    path: `/calendar-callback${search}`,
    elsewhere: { '/alert-setup': <h1>Alert Settings</h1> },
    toaster: true,
  });
}

describe('the calendar callback', () => {
  it("exchanges the code, says 'Calendar Connected!' and goes to /alert-setup", async () => {
    api({});
    renderAt(`?code=4/abc&state=${stateOf('google')}`);
    expect(screen.getByRole('heading', { name: 'Processing calendar connection...' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Alert Setup' })).toBeInTheDocument();
    expect(await screen.findByText('Calendar Connected!')).toBeInTheDocument();
    expect(screen.getByText('Your permit dates will be synced to Google Calendar.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Alert Settings' })).toBeInTheDocument();
    expect(exchanged).toEqual([{ action: 'exchangeCode', code: '4/abc', state: stateOf('google') }]);
  });

  for (const [search, message, options] of [
    ['?error=access_denied&state=x', 'OAuth error: access_denied', {}],
    ['?state=x', 'Missing authorization code or state parameter', {}],
    ['?code=4/abc', 'Missing authorization code or state parameter', {}],
    [`?code=4/abc&state=${stateOf('google')}`, 'Please log in to continue', { signedIn: false }],
    [`?code=4/abc&state=${stateOf('outlook')}`, 'Unsupported calendar provider', {}],
    [`?code=4/abc&state=${stateOf('google')}`, 'Failed to connect calendar', { answer: 400 as const }],
    [`?code=4/abc&state=${stateOf('google')}`, 'Please log in to continue', { answer: 401 as const }],
  ] as const) {
    it(`shows 'Connection Failed': ${message} (${search.slice(0, 30)})`, async () => {
      // The failure stays four seconds: the test's clock runs, and jumps them.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        api(options);
        renderAt(search);
        expect(await screen.findByRole('heading', { name: 'Connection Failed' })).toBeInTheDocument();
        expect(screen.getByRole('alert').textContent).toBe(message);
        await vi.advanceTimersByTimeAsync(3_900);
        expect(screen.queryByRole('heading', { name: 'Alert Settings' })).toBeNull();
        // Then back to /alert-setup.
        await vi.advanceTimersByTimeAsync(200);
        expect(await screen.findByRole('heading', { name: 'Alert Settings' })).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });
  }
});
