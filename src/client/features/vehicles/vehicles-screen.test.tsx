import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Entitlements } from '@shared/contracts/entitlements';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Component as VehiclesScreen } from '@client/routes/vehicles';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';

const server = interceptHttp();

const TRUCK: Vehicle = {
  id: '0b5c8d2e-1f3a-4b6c-8d9e-0a1b2c3d4e5f',
  name: 'Truck 1',
  kind: 'truck',
  plate: '7ABC123',
  vin: null,
  commissary: 'Oakland Commissary',
  notes: null,
  archivedAt: null,
  permitCount: 2,
  mine: false,
  memberIds: [],
  createdAt: '2026-03-01T10:00:00.000Z',
};
const CART: Vehicle = {
  ...TRUCK,
  id: '1c6d9e3f-2a4b-4c7d-9e0f-1b2c3d4e5f60',
  name: 'Taco Cart',
  kind: 'cart',
  plate: null,
  commissary: null,
  permitCount: 0,
  archivedAt: '2026-04-01T10:00:00.000Z',
};

const entitlements = (role: Role, plan: 'free' | 'pro', vehicleCount: number): Entitlements => ({
  plan,
  permitLimit: plan === 'free' ? 3 : null,
  permitCount: 1,
  canAddPermit: role !== 'crew',
  vehicleLimit: plan === 'free' ? 1 : null,
  vehicleCount,
  canAddVehicle: role !== 'crew' && (plan === 'pro' || vehicleCount < 1),
  canUseTextAlerts: plan === 'pro',
  role,
  businessName: 'Taco Loco',
});

type Answer = () => Response;
const refusal = (status: number, code: string, message: string, field?: string) => () =>
  HttpResponse.json({ error: { code, message, field } }, { status });

/** The screen's API as the server answers a member with `role`; what it received. */
function api({
  role = 'owner',
  plan = 'pro',
  vehicles = [TRUCK, CART],
}: { role?: Role; plan?: 'free' | 'pro'; vehicles?: Vehicle[] } = {}) {
  const received: { method: string; path: string; body: unknown }[] = [];
  const answers: Answer[] = [];
  let listed = vehicles;
  const record = async (request: Request) =>
    received.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: (await request.json()) as unknown,
    });
  const answer = (fallback: Answer) => (answers.shift() ?? fallback)();
  server.use(
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles: listed })),
    http.get('*/api/subscription/entitlements', () =>
      HttpResponse.json(
        entitlements(role, plan, listed.filter((vehicle) => vehicle.archivedAt === null).length),
      ),
    ),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    // The header's business switcher.
    http.get('*/api/businesses', () => HttpResponse.json({ businesses: [] })),
    http.post('*/api/vehicles', async ({ request }) => {
      await record(request);
      return answer(() => {
        const added = { ...TRUCK, id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Truck 2' };
        listed = [...listed, added];
        return HttpResponse.json(added, { status: 201 });
      });
    }),
    http.put('*/api/vehicles/:id', async ({ request }) => {
      await record(request);
      return answer(() => HttpResponse.json(TRUCK));
    }),
    http.put('*/api/vehicles/:id/archived', async ({ request }) => {
      await record(request);
      return answer(() => HttpResponse.json(TRUCK));
    }),
  );
  return {
    received,
    refuseNext: (respond: Answer) => answers.push(respond),
    /** What the server holds from now on, as another member's change left it. */
    setListed: (next: Vehicle[]) => (listed = next),
  };
}

const renderVehicles = () => renderScreen(<VehiclesScreen />, { path: '/vehicles', toaster: true });

/** The row of the list that names `name`. */
const row = async (name: string) => {
  const list = await screen.findByRole('region', { name: 'Your Vehicles' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((element) => element.textContent?.startsWith(name));
  if (!item) throw new Error(`No row names ${name}`);
  return within(item);
};

describe('the vehicles screen (docs/product/fleet.md)', () => {
  it('lists each vehicle with its type, plate and permits, archived ones marked, and gives owners the controls', async () => {
    api();
    renderVehicles();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
    const truck = await row('Truck 1');
    expect(truck.getByText('Truck · 7ABC123 · 2 permits')).toBeInTheDocument();
    expect(truck.getByText('Commissary: Oakland Commissary')).toBeInTheDocument();
    expect(truck.getByRole('button', { name: 'Edit Truck 1' })).toBeInTheDocument();
    expect(truck.getByRole('button', { name: 'Archive Truck 1' })).toBeInTheDocument();
    expect(truck.queryByText('Archived')).toBeNull();
    const cart = await row('Taco Cart');
    expect(cart.getByText('Archived')).toBeInTheDocument();
    expect(cart.getByText('Cart · 0 permits')).toBeInTheDocument();
    expect(cart.getByRole('button', { name: 'Restore Taco Cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Vehicle' })).toBeInTheDocument();
    expect(document.title).toBe('Vehicles · PermitPilot');
  });

  it('shows crew the list without a control to change it', async () => {
    api({ role: 'crew' });
    renderVehicles();
    await row('Truck 1');
    expect(screen.getByText('The owner and managers keep this list.')).toBeInTheDocument();
    // The header keeps its own buttons (language, account); the screen has none.
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
  });

  it("adds a vehicle, showing the server's refusals under their fields first", async () => {
    const { received, refuseNext } = api();
    const user = renderVehicles();
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Vehicle' }));
    await user.type(dialog.getByLabelText('Vehicle name'), 'Truck 2');
    await user.selectOptions(dialog.getByLabelText('Type'), 'Trailer');
    await user.type(dialog.getByLabelText('Plate'), '8xyz987');
    refuseNext(refusal(409, 'VEHICLE_NAME_TAKEN', 'A vehicle with this name already exists.', 'name'));
    await user.click(dialog.getByRole('button', { name: 'Add Vehicle' }));
    expect(await dialog.findByText('A vehicle with this name already exists.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Vehicle name')).toHaveAttribute('aria-invalid', 'true');

    refuseNext(refusal(400, 'VALIDATION_ERROR', 'The VIN was refused.', 'vin'));
    await user.click(dialog.getByRole('button', { name: 'Add Vehicle' }));
    expect(await dialog.findByText('The VIN was refused.')).toBeInTheDocument();
    expect(dialog.getByLabelText('VIN')).toHaveAttribute('aria-invalid', 'true');

    await user.click(dialog.getByRole('button', { name: 'Add Vehicle' }));
    await toastTitled('Vehicle added successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received.at(-1)).toEqual({
      method: 'POST',
      path: '/api/vehicles',
      body: { name: 'Truck 2', kind: 'trailer', plate: '8xyz987', vin: '', commissary: '', notes: '' },
    });
    expect((await row('Truck 2')).getByText('Truck · 7ABC123 · 2 permits')).toBeInTheDocument();
  });

  it('checks a VIN in the form before sending it', async () => {
    const { received } = api();
    const user = renderVehicles();
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Vehicle' }));
    await user.type(dialog.getByLabelText('Vehicle name'), 'Truck 2');
    await user.type(dialog.getByLabelText('VIN'), '1FTFW1ET5DFC1031O');
    await user.click(dialog.getByRole('button', { name: 'Add Vehicle' }));
    expect(await dialog.findByText('A VIN is 17 letters and digits, without I, O or Q')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('edits a vehicle in the same dialog, filled with what it has', async () => {
    const { received } = api();
    const user = renderVehicles();
    await user.click((await row('Truck 1')).getByRole('button', { name: 'Edit Truck 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Vehicle' }));
    const name = dialog.getByLabelText('Vehicle name');
    expect(name).toHaveValue('Truck 1');
    expect(dialog.getByLabelText('Commissary')).toHaveValue('Oakland Commissary');
    await user.clear(name);
    await user.type(name, 'The Taco Truck');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await toastTitled('Vehicle updated successfully!');
    expect(received).toEqual([
      {
        method: 'PUT',
        path: `/api/vehicles/${TRUCK.id}`,
        body: {
          name: 'The Taco Truck',
          kind: 'truck',
          plate: '7ABC123',
          vin: '',
          commissary: 'Oakland Commissary',
          notes: '',
        },
      },
    ]);
  });

  it('archives after a confirmation that its permits stay, and restores', async () => {
    const { received } = api();
    const user = renderVehicles();
    await user.click((await row('Truck 1')).getByRole('button', { name: 'Archive Truck 1' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Archive Truck 1?' }));
    expect(
      confirm.getByText('Its 2 permits stay in the history and reports, read-only.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Archive' }));
    await toastTitled('Vehicle archived');
    await user.click((await row('Taco Cart')).getByRole('button', { name: 'Restore Taco Cart' }));
    await toastTitled('Vehicle restored');
    expect(received).toEqual([
      { method: 'PUT', path: `/api/vehicles/${TRUCK.id}/archived`, body: { archived: true } },
      { method: 'PUT', path: `/api/vehicles/${CART.id}/archived`, body: { archived: false } },
    ]);
  });

  it("shows a Free owner at the plan's vehicle limit the upgrade instead of 'Add Vehicle'", async () => {
    api({ plan: 'free', vehicles: [TRUCK] });
    renderVehicles();
    expect(await screen.findByText('The Free plan keeps permits for 1 vehicle.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/signup/pro');
    expect(screen.queryByRole('button', { name: 'Add Vehicle' })).toBeNull();
  });

  it('shows the upgrade notice once the server refuses a vehicle past the limit', async () => {
    const { refuseNext, setListed } = api({ plan: 'free', vehicles: [] });
    const user = renderVehicles();
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Vehicle' }));
    await user.type(dialog.getByLabelText('Vehicle name'), 'Truck 2');
    // Another phone added the plan's one vehicle meanwhile.
    setListed([TRUCK]);
    const message =
      'The Free plan keeps permits for 1 vehicle. Upgrade to Pro for every truck, trailer and cart.';
    refuseNext(refusal(403, 'PLAN_LIMIT_REACHED', message));
    await user.click(dialog.getByRole('button', { name: 'Add Vehicle' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(message);
    expect(await screen.findByText('The Free plan keeps permits for 1 vehicle.')).toBeInTheDocument();
  });

  it('tells a manager at the Free limit that the owner manages the plan', async () => {
    api({ role: 'manager', plan: 'free', vehicles: [TRUCK] });
    renderVehicles();
    expect(await screen.findByText('The owner manages the plan.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });
});

describe('the vehicles screen in Spanish (docs/decisions/0026)', () => {
  it('speaks Spanish in the list, the dialog and the confirmation, and keeps what was typed as it is', async () => {
    api();
    await speak('es', 'vehicles');
    const user = renderVehicles();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehículos' })).toBeInTheDocument();
    expect(document.title).toBe('Vehículos · PermitPilot');
    const list = await screen.findByRole('region', { name: 'Sus vehículos' });
    expect(within(list).getByText('Camión · 7ABC123 · 2 permisos')).toBeInTheDocument();
    expect(within(list).getByText('Carrito · 0 permisos')).toBeInTheDocument();
    expect(within(list).getByText('Archivado')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Restaurar Taco Cart' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Archivar Truck 1' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: '¿Archivar Truck 1?' }));
    expect(
      confirm.getByText('Sus 2 permisos se quedan en el historial y los informes, de solo lectura.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Agregar vehículo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Agregar vehículo' }));
    expect(dialog.getByLabelText('Nombre del vehículo')).toBeInTheDocument();
    expect(dialog.getByRole('option', { name: 'Remolque' })).toBeInTheDocument();
    await user.type(dialog.getByLabelText('VIN'), 'NOT A VIN');
    await user.click(dialog.getByRole('button', { name: 'Agregar vehículo' }));
    expect(await dialog.findByText('El nombre del vehículo es obligatorio')).toBeInTheDocument();
    expect(dialog.getByText('Un VIN tiene 17 letras y dígitos, sin I, O ni Q')).toBeInTheDocument();
    for (const english of ['Vehicles', 'Your Vehicles', 'Add Vehicle', 'Archived', 'Plate'])
      expect(screen.queryByText(english)).toBeNull();
  });
});
