import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermitSuggestion, RequirementAnswer } from '@shared/contracts/catalog';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { PermitSuggestionsCard } from './permit-suggestions-card';
import { RequirementSearch } from './requirement-search';

const server = interceptHttp();

const SOURCE = {
  entryId: 'ca-sellers-permit',
  agency: 'California Department of Tax and Fee Administration',
  agencyUrl: 'https://www.cdtfa.ca.gov/',
  url: 'https://www.cdtfa.ca.gov/services/permits-licenses.htm',
  reviewed: '2026-01-15',
};

const SELLERS_PERMIT: PermitSuggestion = {
  id: 'ca-sellers-permit',
  name: "California Seller's Permit",
  priority: 'high',
  reasonBy: 'catalog',
  reason: 'You sell food in California: a seller’s permit is required before your first sale.',
  estimatedProcessingDays: null,
  estimatedCost: null,
  category: 'Business License',
  jurisdiction: 'California',
  stateCode: 'CA',
  city: null,
  county: null,
  renewalUrl: null,
  source: SOURCE,
};

const FOOD_HANDLER: PermitSuggestion = {
  ...SELLERS_PERMIT,
  id: 'ca-food-handler-card',
  name: 'Food Handler Card',
  priority: 'low',
  source: { ...SOURCE, entryId: 'ca-food-handler-card' },
};

const FIRE_INSPECTION: PermitSuggestion = {
  ...SELLERS_PERMIT,
  id: 'la-fire-inspection',
  name: 'Mobile Food Vehicle Fire Inspection',
  priority: 'medium',
  source: { ...SOURCE, entryId: 'la-fire-inspection' },
};

const ANSWER: RequirementAnswer = {
  name: "Seller's Permit",
  category: 'Tax',
  jurisdiction: 'California',
  summary: 'Anyone selling taxable goods in California registers with the CDTFA.',
  cost: null,
  processingDays: null,
  prepare: ['Social Security number or EIN'],
  renewalUrl: 'https://www.cdtfa.ca.gov/services/',
  source: SOURCE,
};

beforeEach(() => localStorage.clear());

describe('the permit suggestions card in Spanish, as the dashboard shows it (docs/decisions/0026)', () => {
  function renderCard() {
    server.use(
      http.get('*/api/permit-suggestions', () =>
        HttpResponse.json({ suggestions: [SELLERS_PERMIT, FIRE_INSPECTION, FOOD_HANDLER] }),
      ),
      http.post('*/api/permit-suggestions/:id/dismiss', () => new HttpResponse(null, { status: 204 })),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <PermitSuggestionsCard mayChangePermits />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return userEvent.setup();
  }

  it('names the card, priorities, actions and source in Spanish; permit names stay as written', async () => {
    await speak('es', 'dashboard');
    renderCard();

    const card = await screen.findByRole('region', { name: 'Sugerencias de permisos' });
    const sellers = within(
      within(card)
        .getAllByTestId('permit-suggestion')
        .find((item) => within(item).queryByRole('heading', { name: SELLERS_PERMIT.name }))!,
    );
    expect(sellers.getByText('Prioridad alta')).toBeDefined();
    expect(
      sellers.getByRole('link', { name: "Agregar California Seller's Permit" }).getAttribute('href'),
    ).toBe('/permit-setup?suggestion=ca-sellers-permit');
    expect(sellers.getByRole('button', { name: "Descartar California Seller's Permit" })).toBeDefined();
    expect(sellers.getByText(/Fuente:/)).toBeDefined();
    expect(sellers.getByText(/Revisado por última vez el 15 ene 2026/)).toBeDefined();
    expect(sellers.getByText('(se abre en una pestaña nueva)')).toBeDefined();
    expect(within(card).getByText('Prioridad media')).toBeDefined();
    expect(within(card).getByText('Prioridad baja')).toBeDefined();

    expect(screen.queryByText('Permit Suggestions')).toBeNull();
    expect(screen.queryByText('High priority')).toBeNull();
    expect(screen.queryByRole('link', { name: "Add California Seller's Permit" })).toBeNull();
  });

  it("dismisses in Spanish, and the focus still goes on to the next one's 'Agregar'", async () => {
    await speak('es', 'dashboard');
    const user = renderCard();

    await user.click(
      await screen.findByRole('button', { name: 'Descartar Mobile Food Vehicle Fire Inspection' }),
    );

    expect(await screen.findByText('Sugerencia descartada')).toBeDefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Agregar Food Handler Card' })),
    );
  });
});

describe("'Search Latest Requirements' in Spanish, as /permit-setup shows it", () => {
  it("answers in Spanish, with the answer's box that loads with the first search", async () => {
    server.use(
      http.get('*/api/requirement-search', () =>
        HttpResponse.json({ result: ANSWER, message: 'Requirements updated' }),
      ),
    );
    await speak('es', 'permit-setup');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RequirementSearch readQuery={() => ({ permitName: "Seller's Permit", state: 'CA', category: '' })} />
        <Toaster />
      </QueryClientProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Buscar los requisitos más recientes' }));

    const box = within(await screen.findByRole('region', { name: "Seller's Permit" }));
    expect(await screen.findByText('Requisitos actualizados')).toBeDefined();
    expect(box.getByRole('heading', { name: 'Qué preparar' })).toBeDefined();
    expect(box.getByRole('link', { name: /^Página de renovación/ }).getAttribute('href')).toBe(
      ANSWER.renewalUrl,
    );
    expect(screen.getByRole('progressbar', { name: 'Progreso de la búsqueda de requisitos' })).toBeDefined();
    expect(screen.queryByText('What to prepare')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search Latest Requirements' })).toBeNull();
  });
});
