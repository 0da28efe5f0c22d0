import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShareLink } from '@shared/contracts/sharing';
import { vehicleFixture } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { speak } from '@tests/support/i18n';
import { SharePermitsDialog } from './share-permits-dialog';

const server = interceptHttp();

const TODAY = '2026-11-25';
// The lease expired last month.
const PERMITS = [
  { id: 'permit-1', name: 'Fire Inspection', status: 'active', renewalDate: '2027-03-01' },
  { id: 'permit-2', name: 'Health Permit', status: 'active', renewalDate: null },
  { id: 'permit-3', name: 'Private Parking Lease', status: 'active', renewalDate: '2026-10-31' },
];

const link = (overrides: Partial<ShareLink> = {}): ShareLink => ({
  id: 'link-1',
  url: `http://localhost:3000/share/${'a'.repeat(43)}`,
  permits: PERMITS.slice(0, 2),
  vehicle: null,
  event: null,
  expiresAt: '2026-12-02T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  viewCount: 0,
  lastViewedAt: null,
  ...overrides,
});

const vehicle = (id: string, name: string, archivedAt: string | null = null) =>
  vehicleFixture({ id, name, archivedAt });
const TRUCK_2 = vehicle('truck-2', 'Truck 2');

function show(links: ShareLink[] = [], vehicles = [TRUCK_2, vehicle('cart', 'Old Cart', '2026-10-01')]) {
  const received: unknown[] = [];
  let current = [...links];
  server.use(
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles })),
    http.get('*/api/share-links', () => HttpResponse.json({ links: current })),
    http.post('*/api/share-links', async ({ request }) => {
      const body = (await request.json()) as { permitIds?: string[]; vehicleId?: string; expiresIn: string };
      received.push(body);
      const created = body.vehicleId
        ? link({ permits: [], vehicle: { id: body.vehicleId, name: 'Truck 2', archived: false } })
        : link({ permits: PERMITS.filter((permit) => body.permitIds!.includes(permit.id)) });
      current = [created, ...current];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('*/api/share-links/:id', ({ params }) => {
      current = current.filter((each) => each.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const user = renderScreen(
    <SharePermitsDialog
      open
      onOpenChange={() => undefined}
      onCloseAutoFocus={() => undefined}
      permits={PERMITS}
      today={TODAY}
    />,
    { toaster: true },
  );
  return { user, received };
}

describe('Share Permits (docs/decisions/0024)', () => {
  it('shares the ticked permits with the chosen expiry, and shows the link and its QR code', async () => {
    const { user, received } = show();
    const dialog = screen.getByRole('dialog', { name: 'Share Permits' });
    await user.selectOptions(within(dialog).getByLabelText('Link expires'), 'In 7 days');
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));

    expect(await within(dialog).findByLabelText('Share link')).toHaveProperty('value', link().url);
    expect(received).toEqual([{ permitIds: ['permit-1', 'permit-2'], expiresIn: '7d' }]);
    expect(within(dialog).getByRole('img', { name: 'QR code of the share link' }).getAttribute('src')).toBe(
      '/api/share-links/link-1/qr.svg',
    );
    expect(await screen.findByText('Share link created')).toBeTruthy();
  });

  it('ticks the current permits only, and lists an expired one unticked with a note, to tick if wanted', async () => {
    const { user, received } = show();
    const dialog = within(screen.getByRole('dialog', { name: 'Share Permits' }));
    const box = (name: string) => dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    const ticked = () => PERMITS.map((permit) => (box(permit.name) as HTMLInputElement).checked);
    expect(ticked()).toEqual([true, true, false]);
    expect(
      dialog.getByText('This permit has expired, so it is not ticked: tick it to share it anyway.'),
    ).toBeInTheDocument();
    // Its label says so, for a screen reader too.
    expect(box('Private Parking Lease').closest('label')!.textContent).toBe('Private Parking LeaseExpired');
    await user.click(box('Private Parking Lease'));
    await user.click(box('Fire Inspection'));
    expect(ticked()).toEqual([false, true, true]);
    await user.click(dialog.getByRole('button', { name: 'Create Link' }));
    await dialog.findByLabelText('Share link');
    expect(received).toEqual([{ permitIds: ['permit-2', 'permit-3'], expiresIn: '30d' }]);
  });

  it('refuses to share nothing, without asking the server', async () => {
    const { user, received } = show();
    const dialog = screen.getByRole('dialog', { name: 'Share Permits' });
    for (const permit of PERMITS.slice(0, 2)) await user.click(within(dialog).getByLabelText(permit.name));
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    expect(await screen.findByText('Choose at least one permit to share.')).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('lists the links in force with their views, and revokes one after confirming', async () => {
    const { user } = show([link({ viewCount: 3 })]);
    const dialog = screen.getByRole('dialog', { name: 'Share Permits' });
    expect(await within(dialog).findByText(/Expires Dec 2, 2026 · 3 views/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(within(dialog).getByText(/gets a page not found/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Revoke' }));
    expect(await screen.findByText('Share link revoked')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Active links')).toBeNull());
  });
});

describe('Share Permits of one vehicle (docs/product/fleet.md#at-the-window)', () => {
  it("shares a vehicle, not chosen permits, and says the link is the vehicle's and the business's", async () => {
    const { user, received } = show();
    const dialog = within(screen.getByRole('dialog', { name: 'Share Permits' }));
    const what = await dialog.findByLabelText('What to share');
    // Chosen permits, as before, and the vehicles in use: an archived one's link would open nothing.
    expect(
      within(what)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Chosen permits', 'Truck 2']);
    await user.selectOptions(what, 'Truck 2');
    expect(dialog.queryByRole('group', { name: 'Permits to share' })).toBeNull();
    expect(what).toHaveAccessibleDescription(
      'The page shows the permits of Truck 2 and of the whole business, as they are each time it is opened: a QR code in its window stays up to date.',
    );
    await user.click(dialog.getByRole('button', { name: 'Create Link' }));
    await dialog.findByLabelText('Share link');
    expect(received).toEqual([{ vehicleId: 'truck-2', expiresIn: '30d' }]);
    expect(
      dialog.getByText(/^Vehicle: Truck 2, with the whole business's permits · Expires/),
    ).toBeInTheDocument();
  });

  it('offers no choice to a business without vehicles, and names the vehicle of each link in force', async () => {
    show(
      [
        link({ id: 'link-2', permits: [], vehicle: { id: 'cart', name: 'Old Cart', archived: true } }),
        link(),
      ],
      [],
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Share Permits' }));
    expect(
      await dialog.findByText("Vehicle: Old Cart, with the whole business's permits"),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('This vehicle is archived: the link opens nothing until it is restored.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Fire Inspection, Health Permit')).toBeInTheDocument();
    expect(dialog.queryByLabelText('What to share')).toBeNull();
  });
});

// The dialog is the dashboard's: its messages come with the dashboard's catalog.
describe('Share Permits in Spanish (docs/decisions/0026)', () => {
  const spanishDialog = () => within(screen.getByRole('dialog', { name: 'Compartir permisos' }));

  it('offers the expiries, creates the link and tells what it holds, in Spanish', async () => {
    await speak('es', 'dashboard');
    const { user } = show();
    const dialog = spanishDialog();
    const expiry = dialog.getByLabelText('Vencimiento del enlace');
    expect([...expiry.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'En 7 días',
      'En 30 días',
      'Nunca',
    ]);
    expect(dialog.getByRole('group', { name: 'Permisos para compartir' })).toBeInTheDocument();
    // The two current permits of the three, ticked by default: the link says how many in the plural.
    expect(
      dialog.getByText(
        'Este permiso venció, por eso no está marcado: márquelo para compartirlo de todos modos.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('Vencido')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Crear enlace' }));

    expect(await dialog.findByText('Su enlace está listo')).toBeInTheDocument();
    expect(dialog.getByText('2 permisos · Vence el 2 dic 2026')).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Código QR del enlace para compartir' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Descargar código QR' })).toBeInTheDocument();
    expect(await screen.findByText('Enlace para compartir creado')).toBeInTheDocument();
    for (const english of ['Share Permits', 'Your link is ready', 'Create Link', 'In 7 days'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('lists the links in force with their views, one in the singular', async () => {
    await speak('es', 'dashboard');
    show([link({ viewCount: 1 })]);
    const dialog = spanishDialog();
    expect(await dialog.findByText('Enlaces activos')).toBeInTheDocument();
    expect(dialog.getByText('Creado el 25 nov 2026 · Vence el 2 dic 2026 · 1 visita')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Revocar' })).toBeInTheDocument();
    expect(dialog.queryByText(/1 view/)).toBeNull();
  });
});
