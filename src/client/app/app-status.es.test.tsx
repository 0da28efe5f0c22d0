import { act, render, screen } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { KEPT_HEADER } from '@client/service-worker/offline-caches';
import { setUpdateAvailable } from '@client/service-worker/service-worker-state';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { AppStatus } from './app-status';

const server = interceptHttp();

afterEach(async () => {
  // Back online for the next test: an answer from the server says so.
  server.use(http.get('*/api/site', () => HttpResponse.json({})));
  await act(() => apiRequest('/api/site'));
});

describe('the offline and update notices in Spanish (docs/decisions/0024, 0026)', () => {
  it("says 'Sin conexión — última actualización' with the kept answer's time written in Spanish", async () => {
    await speak('es');
    render(<AppStatus />);
    server.use(
      http.get('*/api/permits', () =>
        HttpResponse.json({ permits: [] }, { headers: { [KEPT_HEADER]: 'Wed, 25 Nov 2026 18:05:00 GMT' } }),
      ),
    );
    await act(() => apiRequest('/api/permits'));

    const status = await screen.findByRole('status');
    const shown = new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-25T18:05:00Z'),
    );
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

  it("offers 'Hay una nueva versión disponible — Recargar'", async () => {
    await speak('es');
    render(<AppStatus />);
    const apply = vi.fn();
    act(() => setUpdateAvailable(apply));

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Hay una nueva versión disponible—Recargar');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
