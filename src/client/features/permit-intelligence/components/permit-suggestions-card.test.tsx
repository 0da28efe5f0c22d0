import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermitSuggestion } from '@shared/contracts/catalog';
import { sellersPermitSuggestion } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen, testQueryClient } from '@tests/support/render-screen';
import { speak } from '@tests/support/i18n';
import { permitSuggestionsQueryKey } from '../api/list-permit-suggestions';
import { PermitSuggestionsCard } from './permit-suggestions-card';

const server = interceptHttp();

const SELLERS_PERMIT = sellersPermitSuggestion();

const FIRE_INSPECTION: PermitSuggestion = {
  ...SELLERS_PERMIT,
  id: 'la-fire-inspection',
  name: 'Mobile Food Vehicle Fire Inspection',
  priority: 'medium',
  reason: 'Trucks cooking with propane in Los Angeles are inspected by the fire department.',
  estimatedProcessingDays: { minDays: 14, maxDays: 21 },
  estimatedCost: null,
  jurisdiction: 'Los Angeles, CA',
  city: 'Los Angeles',
  county: 'Los Angeles',
  source: { ...SELLERS_PERMIT.source, entryId: 'la-fire-inspection', agency: 'LAFD', reviewed: null },
};

const FOOD_HANDLER: PermitSuggestion = {
  ...SELLERS_PERMIT,
  reasonBy: 'ai',
  id: 'ca-food-handler-card',
  name: 'Food Handler Card',
  priority: 'low',
  reason: 'Every employee who handles food needs one within 30 days of hire.',
  estimatedProcessingDays: null,
  estimatedCost: { minUsd: 10, maxUsd: 15, per: 'term' },
};

/** What the test's requests asked for, in order. */
let requested: string[] = [];

function api({
  suggestions = [SELLERS_PERMIT, FIRE_INSPECTION, FOOD_HANDLER],
  list = 200,
  dismiss = 204,
}: { suggestions?: PermitSuggestion[]; list?: 200 | 500; dismiss?: 204 | 403 } = {}) {
  requested = [];
  server.use(
    http.get('*/api/permit-suggestions', () => {
      requested.push('list');
      return list === 200
        ? HttpResponse.json({ suggestions })
        : HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
    }),
    http.post('*/api/permit-suggestions/:id/dismiss', ({ params }) => {
      requested.push(`dismiss ${String(params.id)}`);
      return dismiss === 204
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(
            { error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } },
            { status: 403 },
          );
    }),
  );
}

function renderCard({ mayChangePermits = true } = {}) {
  const queryClient = testQueryClient();
  const user = renderScreen(<PermitSuggestionsCard mayChangePermits={mayChangePermits} />, {
    toaster: true,
    queryClient,
  });
  return { user, queryClient };
}

/** The suggestions' request has been answered, one way or the other. */
const settled = (queryClient: QueryClient) =>
  waitFor(() =>
    expect(queryClient.getQueryState(permitSuggestionsQueryKey)?.status).toMatch(/^(success|error)$/),
  );

const suggestion = async (name: string) =>
  within(
    (await screen.findAllByTestId('permit-suggestion')).find(
      (item) => within(item).queryByRole('heading', { name }) !== null,
    )!,
  );
const shownNames = () =>
  screen.queryAllByTestId('permit-suggestion').map((item) => within(item).getByRole('heading').textContent);
const hidden = () => JSON.parse(localStorage.getItem('hiddenPermitSuggestions') ?? '[]') as unknown;

beforeEach(() => localStorage.clear());

describe('the permit suggestions card', () => {
  it('shows every suggestion in full, with its priority, reason, facts and source', async () => {
    api();
    renderCard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Permit Suggestions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Permit Suggestions' })).toBeInTheDocument();
    expect(
      screen.getByText('Suggested from our permit catalog for the states in your business profile.'),
    ).toBeInTheDocument();
    expect(shownNames()).toEqual([
      "California Seller's Permit",
      'Mobile Food Vehicle Fire Inspection',
      'Food Handler Card',
    ]);

    const sellers = await suggestion("California Seller's Permit");
    expect(sellers.getByText('High priority')).toBeInTheDocument();
    expect(sellers.getByText(SELLERS_PERMIT.reason)).toBeInTheDocument();
    expect(sellers.getByText('Estimated processing: Same day')).toBeInTheDocument();
    expect(sellers.getByText('Estimated cost: No fee')).toBeInTheDocument();
    expect(sellers.getByText('California')).toBeInTheDocument();
    const agency = sellers.getByRole('link', { name: /California Department of Tax and Fee Administration/ });
    expect(agency.getAttribute('href')).toBe(SELLERS_PERMIT.source.url);
    expect(sellers.getByText(/Reviewed on Jan 15, 2026/)).toBeInTheDocument();
    expect(
      sellers.getByText(/Confirm the details with the agency before you rely on them\./),
    ).toBeInTheDocument();

    const fire = await suggestion('Mobile Food Vehicle Fire Inspection');
    expect(fire.getByText('Medium priority')).toBeInTheDocument();
    expect(fire.getByText('Estimated processing: 14–21 days')).toBeInTheDocument();
    expect(fire.getByText('Los Angeles, CA')).toBeInTheDocument();
    expect(fire.getByText(/Not yet reviewed/)).toBeInTheDocument();

    const handler = await suggestion('Food Handler Card');
    expect(handler.getByText('Low priority')).toBeInTheDocument();
    expect(handler.getByText('Estimated cost: $10.00–$15.00 per term')).toBeInTheDocument();
    // A reason the AI provider wrote says so (docs/decisions/0022); the catalog's own say nothing.
    expect(handler.getByText('Reason written by AI')).toBeInTheDocument();
    expect(sellers.queryByText('Reason written by AI')).toBeNull();
  });

  it('leaves out a fact the catalog does not state, rather than guess it', async () => {
    api();
    renderCard();
    const fire = await suggestion('Mobile Food Vehicle Fire Inspection');
    expect(fire.queryByText(/^Estimated cost/)).toBeNull();
    const handler = await suggestion('Food Handler Card');
    expect(handler.queryByText(/^Estimated processing/)).toBeNull();
  });

  it('adds a suggestion through the permit form, filled from its catalog entry', async () => {
    api();
    renderCard();
    const sellers = await suggestion("California Seller's Permit");
    expect(sellers.getByRole('link', { name: "Add California Seller's Permit" }).getAttribute('href')).toBe(
      '/permit-setup?suggestion=ca-sellers-permit',
    );
  });

  it('dismisses a suggestion for good, and keyboard focus goes on to the next one', async () => {
    api();
    const { user } = renderCard();
    const fire = await suggestion('Mobile Food Vehicle Fire Inspection');
    await user.click(fire.getByRole('button', { name: 'Dismiss Mobile Food Vehicle Fire Inspection' }));

    expect(await screen.findByText('Suggestion dismissed')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(["California Seller's Permit", 'Food Handler Card']));
    expect(requested).toEqual(['list', 'dismiss la-fire-inspection']);
    expect(hidden()).toEqual(['la-fire-inspection']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Add Food Handler Card' })),
    );
  });

  it('gives the focus to the heading once the last suggestion is dismissed', async () => {
    api({ suggestions: [FOOD_HANDLER] });
    const { user } = renderCard();
    await user.click(
      (await suggestion('Food Handler Card')).getByRole('button', { name: 'Dismiss Food Handler Card' }),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Permit Suggestions' })),
    );
    expect(shownNames()).toEqual([]);
  });

  it('does not show a suggestion this browser has dismissed before', async () => {
    localStorage.setItem('hiddenPermitSuggestions', JSON.stringify(['ca-sellers-permit']));
    api();
    renderCard();
    await suggestion('Food Handler Card');
    expect(shownNames()).toEqual(['Mobile Food Vehicle Fire Inspection', 'Food Handler Card']);
  });

  it('keeps a suggestion whose dismissal failed, and says so', async () => {
    api({ dismiss: 403 });
    const { user } = renderCard();
    const sellers = await suggestion("California Seller's Permit");
    await user.click(sellers.getByRole('button', { name: "Dismiss California Seller's Permit" }));

    const toast = (await screen.findByText('Error')).closest('li')!;
    expect(within(toast).getByText('Failed to dismiss suggestion')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(3);
    expect(localStorage.getItem('hiddenPermitSuggestions')).toBeNull();
  });

  it('shows nothing when there is nothing to suggest', async () => {
    api({ suggestions: [] });
    const { queryClient } = renderCard();
    await settled(queryClient);
    expect(screen.queryByRole('heading', { name: 'Permit Suggestions' })).toBeNull();
  });

  it('shows nothing, and logs nothing, when the suggestions cannot be loaded', async () => {
    api({ list: 500 });
    const { queryClient } = renderCard();
    await settled(queryClient);
    expect(queryClient.getQueryState(permitSuggestionsQueryKey)?.status).toBe('error');
    expect(screen.queryByRole('heading', { name: 'Permit Suggestions' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows crew nothing, and does not ask for the suggestions (docs/decisions/0018)', async () => {
    api();
    const { queryClient } = renderCard({ mayChangePermits: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryState(permitSuggestionsQueryKey)).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'Permit Suggestions' })).toBeNull();
    expect(requested).toEqual([]);
  });
});

describe('the permit suggestions card in Spanish, as the dashboard shows it (docs/decisions/0026)', () => {
  it('names the card, priorities, actions and source in Spanish; permit names stay as written', async () => {
    api();
    await speak('es', 'dashboard');
    renderCard();

    const card = await screen.findByRole('region', { name: 'Sugerencias de permisos' });
    const sellers = await suggestion(SELLERS_PERMIT.name);
    expect(sellers.getByText('Prioridad alta')).toBeInTheDocument();
    expect(
      sellers.getByRole('link', { name: "Agregar California Seller's Permit" }).getAttribute('href'),
    ).toBe('/permit-setup?suggestion=ca-sellers-permit');
    expect(sellers.getByRole('button', { name: "Descartar California Seller's Permit" })).toBeInTheDocument();
    expect(sellers.getByText(/Fuente:/)).toBeInTheDocument();
    expect(sellers.getByText(/Revisado el 15 ene 2026/)).toBeInTheDocument();
    expect(sellers.getByText('(se abre en una pestaña nueva)')).toBeInTheDocument();
    expect(within(card).getByText('Prioridad media')).toBeInTheDocument();
    expect(within(card).getByText('Prioridad baja')).toBeInTheDocument();

    expect(screen.queryByText('Permit Suggestions')).toBeNull();
    expect(screen.queryByText('High priority')).toBeNull();
    expect(screen.queryByRole('link', { name: "Add California Seller's Permit" })).toBeNull();
  });

  it("dismisses in Spanish, and the focus still goes on to the next one's 'Agregar'", async () => {
    api();
    await speak('es', 'dashboard');
    const { user } = renderCard();

    await user.click(
      await screen.findByRole('button', { name: 'Descartar Mobile Food Vehicle Fire Inspection' }),
    );

    expect(await screen.findByText('Sugerencia descartada')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Agregar Food Handler Card' })),
    );
  });
});
