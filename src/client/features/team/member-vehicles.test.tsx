import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Entitlements } from '@shared/contracts/entitlements';
import type { Team, TeamMember } from '@shared/contracts/team';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Component as TeamScreen } from '@client/routes/team';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen, testQueryClient } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';

// Who works on which vehicle, on /team (docs/product/fleet.md#teams).

const server = interceptHttp();

const member = (id: string, email: string, role: Role): TeamMember => ({
  id,
  email,
  name: '',
  role,
  joinedAt: '2026-01-15T10:00:00.000Z',
  isYou: false,
});
const OWNER = member('member-owner', 'owner@tacoloco.test', 'owner');
const MANAGER = member('member-manager', 'manager@tacoloco.test', 'manager');
const CREW = member('member-crew', 'crew@tacoloco.test', 'crew');

const vehicle = (id: string, name: string, memberIds: string[], archived = false): Vehicle => ({
  id,
  name,
  kind: 'truck',
  plate: null,
  vin: null,
  commissary: null,
  notes: null,
  archivedAt: archived ? '2026-04-01T10:00:00.000Z' : null,
  permitCount: 0,
  mine: false,
  memberIds,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const TRUCK_1 = vehicle('00000000-0000-4000-8000-000000000001', 'Truck 1', [MANAGER.id]);
const TRUCK_2 = vehicle('00000000-0000-4000-8000-000000000002', 'Truck 2', []);
const OLD_CART = vehicle('00000000-0000-4000-8000-000000000003', 'Old Cart', [CREW.id], true);

function api(role: Role, vehicles: Vehicle[]) {
  const received: { path: string; body: unknown }[] = [];
  const asked = { activity: 0 };
  const you = { owner: OWNER, manager: MANAGER, crew: CREW }[role];
  const team: Team = {
    business: { id: 'business-1', name: 'Taco Loco' },
    you: { memberId: you.id, role },
    members: [OWNER, MANAGER, CREW].map((each) => ({ ...each, isYou: each.id === you.id })),
    invitations: [],
    memberLimit: 10,
  };
  const entitlements: Entitlements = {
    plan: 'pro',
    permitLimit: null,
    permitCount: 0,
    canAddPermit: role !== 'crew',
    vehicleLimit: null,
    vehicleCount: vehicles.length,
    canAddVehicle: role !== 'crew',
    canUseTextAlerts: true,
    role,
    businessName: 'Taco Loco',
  };
  let listed = vehicles;
  server.use(
    http.get('*/api/team', () => HttpResponse.json(team)),
    http.get('*/api/team/activity', () => {
      asked.activity += 1;
      return HttpResponse.json({ events: [], nextBefore: null });
    }),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlements)),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/businesses', () => HttpResponse.json({ businesses: [] })),
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles: listed })),
    http.put('*/api/member-vehicles/:memberId', async ({ request, params }) => {
      const body = (await request.json()) as { vehicleIds: string[] };
      received.push({ path: new URL(request.url).pathname, body });
      listed = listed.map((each) => ({
        ...each,
        memberIds: body.vehicleIds.includes(each.id)
          ? [...new Set([...each.memberIds, String(params.memberId)])]
          : each.memberIds.filter((id) => id !== params.memberId),
      }));
      return HttpResponse.json({ vehicles: listed });
    }),
  );
  return { received, asked };
}

const renderTeam = () => renderScreen(<TeamScreen />, { path: '/team', toaster: true });

const memberRow = async (email: string) => {
  const members = within(await screen.findByRole('region', { name: 'Members' }));
  await members.findAllByText(/^Vehicles:/);
  const row = members.getAllByRole('listitem').find((item) => item.textContent?.includes(email));
  if (!row) throw new Error(`No member row names ${email}`);
  return within(row);
};

describe("the team's vehicles (docs/product/fleet.md#teams)", () => {
  it('assigns a crew member to a truck, keeping the archived vehicles they were on', async () => {
    const { received, asked } = api('owner', [TRUCK_1, TRUCK_2, OLD_CART]);
    const user = renderTeam();
    expect((await memberRow(MANAGER.email)).getByText('Vehicles: Truck 1')).toBeInTheDocument();
    const crew = await memberRow(CREW.email);
    // An archived vehicle is no longer offered, nor named.
    expect(crew.getByText('Vehicles: none chosen')).toBeInTheDocument();
    await user.click(crew.getByRole('button', { name: `Choose Vehicles for ${CREW.email}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose Vehicles' }));
    expect(dialog.queryByLabelText('Old Cart')).toBeNull();
    expect(dialog.getByLabelText('Truck 2')).not.toBeChecked();
    await user.click(dialog.getByLabelText('Truck 1'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await toastTitled('Vehicles saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received).toEqual([
      {
        path: `/api/member-vehicles/${CREW.id}`,
        body: { vehicleIds: [TRUCK_1.id, OLD_CART.id] },
      },
    ]);
    expect((await memberRow(CREW.email)).getByText('Vehicles: Truck 1')).toBeInTheDocument();
    // The activity log, which records the change, is read again.
    await waitFor(() => expect(asked.activity).toBe(2));
  });

  it('lets a manager choose them too', async () => {
    api('manager', [TRUCK_1]);
    renderTeam();
    const crewAsManager = await memberRow(CREW.email);
    expect(
      crewAsManager.getByRole('button', { name: `Choose Vehicles for ${CREW.email}` }),
    ).toBeInTheDocument();
  });

  it('shows crew who works on which vehicle without a way to change it', async () => {
    api('crew', [TRUCK_1]);
    renderTeam();
    const manager = await memberRow(MANAGER.email);
    expect(manager.getByText('Vehicles: Truck 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose Vehicles/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('href', '/vehicles');
  });

  it('says nothing of vehicles while the business has none', async () => {
    api('owner', [OLD_CART]);
    const queryClient = testQueryClient();
    renderScreen(<TeamScreen />, { path: '/team', queryClient });
    await screen.findByRole('region', { name: 'Members' });
    // The vehicles are in, and none of them is in service.
    await waitFor(() => expect(queryClient.getQueryState(['vehicles'])?.status).toBe('success'));
    expect(screen.queryByText(/^Vehicles:/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Choose Vehicles/ })).toBeNull();
  });
});
