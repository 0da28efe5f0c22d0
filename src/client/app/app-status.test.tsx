import { act, render, screen } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { KEPT_HEADER } from '@client/service-worker/offline-caches';
import { setUpdateAvailable } from '@client/service-worker/service-worker-state';

const OFFLINE_MESSAGE = "You're offline. Changes can't be saved until you're back online.";
import { interceptHttp } from '@tests/support/http-mocks';
import { AppStatus } from './app-status';

const server = interceptHttp();

afterEach(async () => {
  // Back online for the next test: an answer from the server says so.
  server.use(http.get('*/api/site', () => HttpResponse.json({})));
  await act(() => apiRequest('/api/site'));
});

describe('the offline and update notices (docs/decisions/0024)', () => {
  it("says 'Offline — last updated' with the kept answer's time, refuses changes, and clears when the server answers", async () => {
    render(<AppStatus />);
    expect(screen.queryByRole('status')).toBeNull();

    server.use(
      http.get('*/api/permits', () =>
        HttpResponse.json({ permits: [] }, { headers: { [KEPT_HEADER]: 'Wed, 25 Nov 2026 18:05:00 GMT' } }),
      ),
    );
    await act(() => apiRequest('/api/permits'));
    const status = await screen.findByRole('status');
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-25T18:05:00Z'),
    );
    expect(status.textContent).toContain(`Offline — last updated ${shown}`);
    expect(status.textContent).toContain(OFFLINE_MESSAGE);

    // A change is refused before anything is sent (no handler answers a POST here).
    const refused = await apiRequest('/api/permits', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'OFFLINE', message: OFFLINE_MESSAGE });

    server.use(http.get('*/api/permits', () => HttpResponse.json({ permits: [] })));
    await act(() => apiRequest('/api/permits'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("offers 'New version available — Reload', which applies the waiting version", async () => {
    const user = userEvent.setup();
    render(<AppStatus />);
    const apply = vi.fn();
    act(() => setUpdateAvailable(apply));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('New version available—Reload');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
