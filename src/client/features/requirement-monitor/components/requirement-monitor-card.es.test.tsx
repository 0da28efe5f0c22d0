import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MonitoredSource, RequirementChange } from '@shared/contracts/monitor';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { RequirementMonitorCard } from './requirement-monitor-card';

const server = interceptHttp();

const FEE_CHANGE: RequirementChange = {
  id: '0b7c6a55-2f1e-4d3c-8b9a-1c2d3e4f5a01',
  status: 'pending',
  // Midday UTC: the same day in every time zone the tests may run in.
  detectedAt: '2026-03-02T12:00:00.000Z',
  effectiveDate: '2026-07-01',
  changeDescription: 'Fee changed: $100 → $150',
  aiConfidence: 0.85,
  category: null,
  state: null,
  sourceUrl: 'https://www.acgov.org/aceh/food/mobile.htm',
  excerpt: '- Annual permit fee: $100\n+ Annual permit fee: $150',
  describedBy: 'ai',
};

const WORDING: RequirementChange = {
  ...FEE_CHANGE,
  id: '0b7c6a55-2f1e-4d3c-8b9a-1c2d3e4f5a03',
  changeDescription: '1 line removed',
  effectiveDate: null,
  aiConfidence: 0.3,
  describedBy: 'diff',
};

const CLOSED: MonitoredSource = {
  url: 'https://www.example.gov/closed',
  outcome: 'http-error',
  checkedAt: '2026-03-02T12:00:00.000Z',
  failure: 'HTTP 404',
};

function renderCard(changesDetected: number) {
  server.use(
    http.get('*/api/requirement-changes', () =>
      HttpResponse.json({ changes: [FEE_CHANGE, WORDING], failingSources: [CLOSED] }),
    ),
    http.post('*/api/requirement-changes/:id/:review', () => new HttpResponse(null, { status: 204 })),
    http.post('*/api/requirement-monitor', () => HttpResponse.json({ changesDetected })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RequirementMonitorCard mayReview />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the requirement monitor card in Spanish, as the dashboard shows it (docs/decisions/0026)', () => {
  it('speaks Spanish in its changes, dates and failing pages; what changed stays as written', async () => {
    await speak('es', 'dashboard');
    renderCard(1);

    const card = within(await screen.findByRole('region', { name: 'Monitor de requisitos' }));
    const fee = within((await screen.findAllByTestId('requirement-change'))[0]!);
    expect(fee.getByRole('heading', { name: FEE_CHANGE.changeDescription })).toBeDefined();
    expect(fee.getByText('Confianza alta')).toBeDefined();
    expect(fee.getByText('Detectado el 2 mar 2026')).toBeDefined();
    expect(fee.getByText('Vigente desde el 01 jul 2026')).toBeDefined();
    expect(fee.getByText('Descrito por IA: revise las líneas que cambiaron')).toBeDefined();
    expect(fee.getByText('Qué cambió')).toBeDefined();
    expect(
      fee.getByRole('button', { name: `Verificar cambio: ${FEE_CHANGE.changeDescription}` }),
    ).toBeDefined();
    expect(card.getByRole('heading', { name: 'Páginas que no pudimos revisar' })).toBeDefined();
    expect(screen.getByTestId('failing-source').textContent).toBe(
      'https://www.example.gov/closedLa página respondió con un error · Último intento: 2 mar 2026',
    );

    expect(screen.queryByText('Requirement Monitor')).toBeNull();
    expect(screen.queryByText('High confidence')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run Monitoring' })).toBeNull();
  });

  it.each([
    [1, 'Se detectó 1 cambio nuevo en los requisitos'],
    [3, 'Se detectaron 3 cambios nuevos en los requisitos'],
  ])('says in the singular or plural how many changes a run found (%i)', async (found, said) => {
    await speak('es', 'dashboard');
    const user = renderCard(found);

    await user.click(await screen.findByRole('button', { name: 'Ejecutar monitoreo' }));

    expect(await screen.findByText('Monitoreo completado')).toBeDefined();
    expect(screen.getByText(said)).toBeDefined();
  });

  it('verifies a change, and the focus goes on to the next Verify whatever its language', async () => {
    await speak('es', 'dashboard');
    const user = renderCard(0);

    await user.click(
      await screen.findByRole('button', { name: `Verificar cambio: ${FEE_CHANGE.changeDescription}` }),
    );

    expect(await screen.findByText('Cambio verificado')).toBeDefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `Verificar cambio: ${WORDING.changeDescription}` }),
      ),
    );
  });
});
