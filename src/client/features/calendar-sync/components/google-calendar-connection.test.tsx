import { screen, within } from '@tests/support/render';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleCalendarStatus } from '@shared/contracts/google-calendar';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { GoogleCalendarConnection } from './google-calendar-connection';
import { SuspendedGoogleCalendar } from './suspended-google-calendar';

const server = interceptHttp();
let requested: string[] = [];

function api(status: GoogleCalendarStatus) {
  requested = [];
  server.use(
    http.get('*/api/calendar/google', () => HttpResponse.json(status)),
    http.post('*/api/calendar/google/connect', () => {
      requested.push('connect');
      return HttpResponse.json({ url: 'https://accounts.google.test/o/oauth2/v2/auth?state=x' });
    }),
    http.delete('*/api/calendar/google', () => {
      requested.push('disconnect');
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const renderConnection = (connection: ReactElement = <GoogleCalendarConnection />) =>
  renderScreen(connection, { toaster: true });

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  // Google's consent screen is not opened: where the browser would go is recorded.
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => vi.restoreAllMocks());

describe('Google Calendar on /alert-setup (docs/decisions/0023)', () => {
  it("is the disabled Connect under 'New Feature Coming Soon!' when the operator has not set Google up", async () => {
    api({ configured: false, connection: null });
    renderConnection();
    expect(await screen.findByText('New Feature Coming Soon!')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends the browser to Google's consent screen on Connect", async () => {
    api({ configured: true, connection: null });
    const user = renderConnection();
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.test/o/oauth2/v2/auth?state=x'),
    );
    expect(screen.queryByText('New Feature Coming Soon!')).toBeNull();
  });

  it('shows the connected account and its last sync, and disconnects after a confirmation', async () => {
    api({
      configured: true,
      connection: {
        accountEmail: 'taco.truck@gmail.com',
        status: 'connected',
        lastSyncedAt: '2026-11-20T12:00:00.000Z',
      },
    });
    const user = renderConnection();
    expect(await screen.findByText('taco.truck@gmail.com')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/deleted from taco\.truck@gmail\.com/)).toBeInTheDocument();
    expect(requested).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Google Calendar disconnected')).toBeInTheDocument();
    expect(requested).toEqual(['disconnect']);
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('says when Google refused the grant, and offers Reconnect', async () => {
    api({
      configured: true,
      connection: { accountEmail: 'taco.truck@gmail.com', status: 'reconnect-needed', lastSyncedAt: null },
    });
    const user = renderConnection();
    expect(await screen.findByText('Reconnect needed')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('Reconnect to keep your renewal dates');
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(requested).toEqual(['connect']);
  });

  it('on the suspended screen: says the calendar gets nothing more and lets the member disconnect it', async () => {
    api({
      configured: true,
      connection: { accountEmail: 'crew.member@gmail.com', status: 'connected', lastSyncedAt: null },
    });
    const user = renderConnection(<SuspendedGoogleCalendar />);
    expect(
      await screen.findByText(/crew\.member@gmail\.com\) gets no more of this business's permits/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Disconnect Google Calendar' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText('Google Calendar disconnected')).toBeVisible();
    expect(requested).toEqual(['disconnect']);
    // Once disconnected there is nothing left to say.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Disconnect/ })).toBeNull());
  });

  it('on the suspended screen: says nothing when no calendar is connected', async () => {
    let asked = false;
    server.use(
      http.get('*/api/calendar/google', () => {
        asked = true;
        return HttpResponse.json({ configured: true, connection: null });
      }),
    );
    renderConnection(<SuspendedGoogleCalendar />);
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByText(/gets no more/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
