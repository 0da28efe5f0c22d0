import { act, render, screen } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { KEPT_HEADER } from '@client/service-worker/offline-caches';
import { setUpdateAvailable } from '@client/service-worker/service-worker-state';

const OFFLINE_MESSAGE = "You're offline. Changes can't be saved until you're back online.";
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { AppStatus } from './app-status';

const server = interceptHttp();

afterEach(async () => {
  // Back online for the next test: an answer from the server says so. No new version waits.
  server.use(http.get('*/api/site', () => HttpResponse.json({})));
  await act(() => apiRequest('/api/site'));
  act(() => setUpdateAvailable(null));
});

/** The permits answered from the copy kept offline on 25 Nov 2026; when it was kept, as `locale` writes it. */
async function answerFromKeptCopy(locale: 'en-US' | 'es-US') {
  server.use(
    http.get('*/api/permits', () =>
      HttpResponse.json({ permits: [] }, { headers: { [KEPT_HEADER]: 'Wed, 25 Nov 2026 18:05:00 GMT' } }),
    ),
  );
  await act(() => apiRequest('/api/permits'));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date('2026-11-25T18:05:00Z'),
  );
}

describe('the offline notice (docs/decisions/0024)', () => {
  it("says 'Offline — last updated' with the kept answer's time, refuses changes, and clears when the server answers", async () => {
    render(<AppStatus />);
    expect(screen.queryByRole('status')).toBeNull();

    const shown = await answerFromKeptCopy('en-US');
    const status = await screen.findByRole('status');
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
});

describe('the offline notice in Spanish (docs/decisions/0024, 0026)', () => {
  it("says 'Sin conexión — última actualización' with the kept answer's time written in Spanish", async () => {
    await speak('es');
    render(<AppStatus />);
    const shown = await answerFromKeptCopy('es-US');

    const status = await screen.findByRole('status');
    expect(status.querySelector('strong')?.textContent).toBe(`Sin conexión — última actualización: ${shown}`);
    expect(status.textContent).not.toContain('Offline');
  });

  it("says 'Sin conexión' when no server answers, and the request's error says why in Spanish", async () => {
    await speak('es');
    render(<AppStatus />);
    server.use(http.get('*/api/permits', () => HttpResponse.error()));

    const failed = await act(() => apiRequest('/api/permits').catch((error: unknown) => error));
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'No se pudo conectar con PermitPilot. Revise su conexión e inténtelo de nuevo.',
    });
    expect((await screen.findByRole('status')).querySelector('strong')?.textContent).toBe('Sin conexión');
  });
});

// A waiting version stays for the rest of the file (service-worker-state.ts), and shows a notice of its own:
// the tests that offer one come after those of the offline notice.
describe('the update notice (docs/decisions/0024)', () => {
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

describe('the update notice in Spanish (docs/decisions/0024, 0026)', () => {
  it("offers 'Hay una nueva versión disponible — Recargar'", async () => {
    await speak('es');
    render(<AppStatus />);
    const apply = vi.fn();
    act(() => setUpdateAvailable(apply));

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Hay una nueva versión disponible—Recargar');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
