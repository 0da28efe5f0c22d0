import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Permit, PermitInput } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import {
  entitlementsOf,
  oneBusinessOf,
  permitFixture,
  PROFILE,
  vehicleFixture,
} from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { Component as Dashboard } from './dashboard';

const server = interceptHttp();

const vehicle = (id: string, name: string, overrides: Partial<Vehicle> = {}): Vehicle =>
  vehicleFixture({ id, name, ...overrides });
const TRUCK_1 = vehicle('7a1e0c1e-1111-4111-8111-111111111111', 'Truck 1');
const TRUCK_2 = vehicle('7a1e0c1e-2222-4222-8222-222222222222', 'Truck 2');
const SOLD = vehicle('7a1e0c1e-3333-4333-8333-333333333333', 'Old Cart', {
  archivedAt: '2026-02-01T00:00:00.000Z',
});
const on = (truck: Vehicle) => ({ id: truck.id, name: truck.name, archived: false });

// Truck 1 is in order, Truck 2's health permit ran out; the business license is in order for both.
const PERMITS: Permit[] = [
  permitFixture({
    id: 'a1',
    name: 'Health Permit',
    renewalDate: '2020-01-01',
    vehicle: on(TRUCK_2),
    permitNumber: 'MFF-2026-0042',
    issuingAgency: 'Alameda County Environmental Health',
  }),
  permitFixture({ id: 'a2', name: 'Business License', renewalDate: '2099-01-01', vehicle: null }),
  permitFixture({ id: 'a3', name: 'Health Permit', renewalDate: '2099-02-01', vehicle: on(TRUCK_1) }),
];

/** The permit lists asked for, as 'first 20' or 'all', each with its filter: 'first 20 truck-1'. */
let requested: string[] = [];
let created: PermitInput[] = [];

function api({ role, vehicles = [TRUCK_1, TRUCK_2, SOLD] }: { role: Role; vehicles?: Vehicle[] }) {
  requested = [];
  created = [];
  server.use(
    http.get('*/api/permits', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const limit = params.get('limit');
      const filter = params.get('vehicle');
      requested.push([limit === null ? 'all' : `first ${limit}`, filter].filter(Boolean).join(' '));
      const permits = PERMITS.filter(
        (permit) =>
          filter === null ||
          permit.vehicle === null ||
          (filter !== 'business' && permit.vehicle.id === filter),
      );
      return HttpResponse.json({ permits, total: permits.length });
    }),
    http.post('*/api/permits', async ({ request }) => {
      const input = (await request.json()) as PermitInput;
      created.push(input);
      return HttpResponse.json(permitFixture({ id: 'copy', name: input.name }), { status: 201 });
    }),
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles })),
    http.get('*/api/business-profile', () => HttpResponse.json({ profile: PROFILE })),
    http.get('*/api/site', () => HttpResponse.json({ supportEmail: 'support@permitpilot.test' })),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlementsOf(role))),
    http.get('*/api/permit-suggestions', () => HttpResponse.json({ suggestions: [] })),
    http.get('*/api/requirement-changes', () => HttpResponse.json({ changes: [], failingSources: [] })),
  );
}

const renderDashboard = () =>
  renderScreen(<Dashboard />, {
    path: '/dashboard',
    elsewhere: { '/onboarding': <h1>Onboarding</h1> },
    toaster: true,
  });
const filter = () => within(screen.getByRole('group', { name: 'Vehicle' }));
/** Each row as '{name} {vehicle}', the vehicle's name as the row shows it under the category. */
const rowNames = () =>
  screen
    .getAllByTestId('permit-row')
    .map(
      (row) =>
        `${row.querySelector('h3')!.textContent} ${within(row).queryByText(/^Truck \d$/)?.textContent ?? ''}`,
    );

describe('the dashboard of a fleet (docs/product/fleet.md#the-dashboard)', () => {
  it("filters by vehicle through the server, each vehicle with its own colour, and names each row's vehicle", async () => {
    api({ role: 'owner' });
    const user = renderDashboard();
    await screen.findAllByTestId('permit-row');
    // Every permit at first; the sold cart is not a choice.
    expect(filter().getByRole('button', { name: 'All vehicles' })).toHaveAttribute('aria-pressed', 'true');
    expect(filter().queryByRole('button', { name: /Old Cart/ })).toBeNull();
    expect(await filter().findByRole('button', { name: 'Truck 1 · Compliant' })).toHaveAttribute(
      'data-compliance',
      'compliant',
    );
    expect(filter().getByRole('button', { name: 'Truck 2 · Expired' })).toHaveAttribute(
      'data-compliance',
      'non-compliant',
    );
    expect(rowNames()).toEqual(['Health Permit Truck 2', 'Business License ', 'Health Permit Truck 1']);

    await user.click(filter().getByRole('button', { name: /^Truck 1/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Business License ', 'Health Permit Truck 1']));
    expect(requested).toContain(`first 20 ${TRUCK_1.id}`);

    await user.click(filter().getByRole('button', { name: 'Whole business' }));
    await waitFor(() => expect(rowNames()).toEqual(['Business License ']));
    expect(requested).toContain('first 20 business');
  });

  it('starts crew on the first of their vehicles', async () => {
    api({ role: 'crew', vehicles: [TRUCK_1, { ...TRUCK_2, mine: true }] });
    renderDashboard();
    await waitFor(() => expect(rowNames()).toEqual(['Health Permit Truck 2', 'Business License ']));
    expect(filter().getByRole('button', { name: /^Truck 2/ })).toHaveAttribute('aria-pressed', 'true');
    // Crew copy nothing.
    expect(screen.queryByRole('button', { name: /^Duplicate/ })).toBeNull();
  });

  it('shows no filter and no duplicate to a business without vehicles', async () => {
    api({ role: 'owner', vehicles: [SOLD] });
    renderDashboard();
    await screen.findAllByTestId('permit-row');
    expect(screen.queryByRole('group', { name: 'Vehicle' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Duplicate/ })).toBeNull();
    expect(requested).toEqual(['first 20']);
  });

  it('duplicates a permit to another vehicle without its dates, cost, number or document (docs/product/fleet.md#duplicating)', async () => {
    api({ role: 'manager' });
    const user = renderDashboard();
    const rows = await screen.findAllByTestId('permit-row');
    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Duplicate Health Permit to another vehicle' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate to another vehicle' }));
    // Not to Truck 2, where it is already.
    const copyTo = dialog.getByLabelText('Copy to');
    expect(
      within(copyTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Whole business', 'Truck 1']);
    await user.selectOptions(copyTo, 'Truck 1');
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Permit duplicated')).toBeInTheDocument();
    expect(created).toEqual([
      {
        name: 'Health Permit',
        city: 'Oakland',
        state: 'California',
        county: 'Alameda',
        notes: null,
        // The agency issues every vehicle's alike; the number was Truck 2's permit's own.
        issuingAgency: 'Alameda County Environmental Health',
        renewalLink: null,
        categoryId: null,
        processingTimeDays: null,
        catalogEntryId: null,
        vehicleId: TRUCK_1.id,
      },
    ]);
  });

  it('speaks Spanish: the filter, its colours and the copy', async () => {
    await speak('es', 'dashboard');
    api({ role: 'owner' });
    const user = renderDashboard();
    await screen.findAllByTestId('permit-row');
    const vehicles = within(screen.getByRole('group', { name: 'Vehículo' }));
    expect(vehicles.getByRole('button', { name: 'Todos los vehículos' })).toBeInTheDocument();
    expect(vehicles.getByRole('button', { name: 'Todo el negocio' })).toBeInTheDocument();
    expect(await vehicles.findByRole('button', { name: 'Truck 2 · Vencido' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Duplicar Health Permit a otro vehículo' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicar a otro vehículo' }));
    expect(dialog.getByLabelText('Copiar a')).toBeInTheDocument();
  });
});
