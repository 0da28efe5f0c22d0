import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermitSuggestion } from '@shared/contracts/catalog';
import { sellersPermitSuggestion } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen, testQueryClient } from '@tests/support/render-screen';
import { speak } from '@tests/support/i18n';
import { PermitSuggestionsCard } from './permit-suggestions-card';

const server = interceptHttp();

const health = (vehicle: PermitSuggestion['vehicle']) =>
  sellersPermitSuggestion({
    id: 'ca-mobile-food-facility-health-permit',
    name: 'Mobile Food Facility health permit',
    category: 'Health',
    vehicle,
  });
const TRUCK_1 = { id: '6f0c1a52-8d7e-4f4b-9a57-1a1f2c3d4e51', name: 'Truck 1' };
const TRUCK_2 = { id: '6f0c1a52-8d7e-4f4b-9a57-1a1f2c3d4e52', name: 'Truck 2' };

/** The dismissals the card sent, by entry id. */
let dismissed: string[] = [];

function api() {
  dismissed = [];
  server.use(
    http.get('*/api/permit-suggestions', () =>
      HttpResponse.json({
        suggestions: dismissed.length
          ? [sellersPermitSuggestion()]
          : [health(TRUCK_1), health(TRUCK_2), sellersPermitSuggestion()],
      }),
    ),
    http.post('*/api/permit-suggestions/:id/dismiss', ({ params }) => {
      dismissed.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const renderCard = () =>
  renderScreen(<PermitSuggestionsCard mayChangePermits />, { toaster: true, queryClient: testQueryClient() });

const headings = () =>
  screen.queryAllByTestId('permit-suggestion').map((item) => within(item).getByRole('heading').textContent);

beforeEach(() => localStorage.clear());

describe('suggestions per vehicle on the card (docs/product/fleet.md#suggestions)', () => {
  it("names each vehicle's suggestion for it, and 'Add' puts the permit on that vehicle", async () => {
    api();
    renderCard();
    await screen.findByRole('heading', { name: 'Mobile Food Facility health permit for Truck 2' });
    expect(headings()).toEqual([
      'Mobile Food Facility health permit for Truck 1',
      'Mobile Food Facility health permit for Truck 2',
      "California Seller's Permit",
    ]);
    const add = screen.getByRole('link', { name: 'Add Mobile Food Facility health permit for Truck 2' });
    expect(add.getAttribute('href')).toBe(
      `/permit-setup?suggestion=ca-mobile-food-facility-health-permit&vehicle=${TRUCK_2.id}`,
    );
    // The business's own suggestion is as before.
    expect(screen.getByRole('link', { name: "Add California Seller's Permit" }).getAttribute('href')).toBe(
      '/permit-setup?suggestion=ca-sellers-permit',
    );
  });

  it('says a dismissal is for every vehicle, and takes them all away', async () => {
    api();
    const user = renderCard();
    const buttons = await screen.findAllByRole('button', {
      name: 'Dismiss Mobile Food Facility health permit for every vehicle',
    });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    await waitFor(() => expect(headings()).toEqual(["California Seller's Permit"]));
    expect(dismissed).toEqual(['ca-mobile-food-facility-health-permit']);
  });

  it('reads in Spanish, the permit and vehicle names as written', async () => {
    api();
    await speak('es', 'dashboard');
    renderCard();
    expect(
      await screen.findByRole('heading', { name: 'Mobile Food Facility health permit para Truck 1' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Agregar Mobile Food Facility health permit para Truck 1' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', {
        name: 'Descartar Mobile Food Facility health permit para todos los vehículos',
      }),
    ).toHaveLength(2);
  });
});
