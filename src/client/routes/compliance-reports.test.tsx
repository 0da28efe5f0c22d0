import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Permit } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { entitlementsOf, oneBusinessOf, permitFixture, vehicleFixture } from '@tests/support/client-fixtures';
import type { BusinessInspections } from '@shared/contracts/inspections';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { Component as ComplianceReports } from './compliance-reports';

const server = interceptHttp();

const vehicle = (id: string, name: string, archivedAt: string | null = null): Vehicle =>
  vehicleFixture({ id, name, archivedAt });
const TRUCK_1 = vehicle('11111111-1111-4111-8111-111111111111', 'Truck 1');
const CART = vehicle('22222222-2222-4222-8222-222222222222', 'Old Cart', '2026-10-01T00:00:00.000Z');
const on = (truck: Vehicle) => ({
  vehicle: { id: truck.id, name: truck.name, archived: !!truck.archivedAt },
});

const HEALTH_1 = permitFixture({ id: 'health-1', name: 'Health Permit', ...on(TRUCK_1) });
const CART_PERMIT = permitFixture({ id: 'cart', name: 'Cart Permit', ...on(CART) });
const LICENSE = permitFixture({ id: 'license', name: 'Business License' });

/** The API as the server answers it: GET /api/permits?vehicle= lists a vehicle's and the business's. */
function api(vehicles: Vehicle[]) {
  const asked: string[] = [];
  const packets: string[] = [];
  const inspectionsAsked: string[] = [];
  server.use(
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles })),
    http.get('*/api/permits', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('vehicle');
      asked.push(filter ?? 'all');
      const permits: Permit[] =
        filter === null
          ? [HEALTH_1, LICENSE]
          : filter === 'business'
            ? [LICENSE]
            : [HEALTH_1, CART_PERMIT, LICENSE].filter(
                (permit) => !permit.vehicle || permit.vehicle.id === filter,
              );
      return HttpResponse.json({ permits, total: permits.length });
    }),
    http.get('*/api/compliance-packet', ({ request }) => {
      packets.push(new URL(request.url).search);
      return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'content-type': 'application/pdf' },
      });
    }),
    http.get('*/api/inspections', ({ request }) => {
      inspectionsAsked.push(new URL(request.url).searchParams.get('vehicle') ?? 'all');
      return HttpResponse.json(INSPECTIONS);
    }),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf('owner'))),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlementsOf('owner'))),
  );
  return { asked, packets, inspectionsAsked };
}

/** The Health Permit failed its last inspection and is inspected again; the licence never was. */
const INSPECTIONS: BusinessInspections = {
  latest: [{ inspectionId: 'i-1', permitId: 'health-1', date: '2026-11-02', result: 'failed' }],
  upcoming: [
    {
      inspectionId: 'i-1',
      permitId: 'health-1',
      permitName: 'Health Permit',
      vehicle: null,
      kind: 'reinspection',
      date: '2026-12-01',
      agency: null,
    },
  ],
};

const rowNames = () =>
  screen.getAllByTestId('report-row').map((row) => within(row).getByRole('heading').textContent);

describe('the compliance reports by vehicle (docs/product/fleet.md#reports-by-vehicle)', () => {
  it("filters to one vehicle, an archived one too, and to the whole business, naming each row's vehicle", async () => {
    const { asked, packets } = api([TRUCK_1, CART]);
    const user = renderScreen(<ComplianceReports />, { path: '/compliance-reports', toaster: true });
    const filter = await screen.findByLabelText('Vehicle');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All vehicles', 'Truck 1', 'Old Cart (archived)', 'Whole business']);
    await waitFor(() => expect(rowNames()).toEqual(['Health Permit', 'Business License']));
    expect(screen.getAllByTestId('report-row-vehicle').map((row) => row.textContent)).toEqual([
      'Truck 1',
      'Whole business',
    ]);

    await user.selectOptions(filter, 'Old Cart (archived)');
    await waitFor(() => expect(rowNames()).toEqual(['Cart Permit', 'Business License']));
    await user.selectOptions(filter, 'Whole business');
    await waitFor(() => expect(rowNames()).toEqual(['Business License']));
    expect(asked).toEqual(['all', CART.id, 'business']);

    // The packet is of what the screen shows.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download Packet' }));
    await waitFor(() => expect(packets).toHaveLength(1));
    expect(new URLSearchParams(packets[0]).get('vehicle')).toBe('business');
    click.mockRestore();
  });

  it('shows no vehicle filter and no vehicle on the rows for a business without vehicles', async () => {
    api([]);
    renderScreen(<ComplianceReports />, { path: '/compliance-reports', toaster: true });
    await waitFor(() => expect(rowNames()).toEqual(['Health Permit', 'Business License']));
    expect(screen.queryByLabelText('Vehicle')).toBeNull();
    expect(screen.queryByTestId('report-row-vehicle')).toBeNull();
  });

  it("shows each permit's latest inspection and those to come, for the vehicle filtered (docs/product/events.md#inspections)", async () => {
    const { inspectionsAsked } = api([TRUCK_1, CART]);
    const user = renderScreen(<ComplianceReports />, { path: '/compliance-reports', toaster: true });
    await waitFor(() => expect(rowNames()).toEqual(['Health Permit', 'Business License']));
    const [health, license] = screen.getAllByTestId('report-row').map((row) => within(row));
    const healthInspections = within(await health!.findByTestId('report-inspections'));
    expect(await healthInspections.findByText('Failed')).toBeInTheDocument();
    expect(healthInspections.getByText('Nov 02, 2026')).toBeInTheDocument();
    expect(healthInspections.getByText(/Dec 01, 2026/).closest('li')).toHaveTextContent(
      'Dec 01, 2026 (re-inspection)',
    );
    const licenseInspections = within(license!.getByTestId('report-inspections'));
    expect(licenseInspections.getByText('None recorded')).toBeInTheDocument();
    expect(licenseInspections.getByText('None scheduled')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Vehicle'), 'Truck 1');
    await waitFor(() => expect(inspectionsAsked).toEqual(['all', TRUCK_1.id]));
  });
});
