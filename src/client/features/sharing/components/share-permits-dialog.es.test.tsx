import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShareLink } from '@shared/contracts/sharing';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { SharePermitsDialog } from './share-permits-dialog';

const server = interceptHttp();

const PERMITS = [
  { id: 'permit-1', name: 'Fire Inspection' },
  { id: 'permit-2', name: 'Health Permit' },
];

const LINK: ShareLink = {
  id: 'link-1',
  url: `http://localhost:3000/share/${'a'.repeat(43)}`,
  permits: PERMITS,
  expiresAt: '2026-12-02T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  viewCount: 1,
  lastViewedAt: null,
};

function show(links: ShareLink[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  server.use(
    http.get('*/api/share-links', () => HttpResponse.json({ links })),
    http.post('*/api/share-links', () => HttpResponse.json(LINK, { status: 201 })),
  );
  render(
    <QueryClientProvider client={client}>
      <SharePermitsDialog
        open
        onOpenChange={() => undefined}
        onCloseAutoFocus={() => undefined}
        permits={PERMITS}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('dialog', { name: 'Compartir permisos' }));
}

// The dialog is the dashboard's: its messages come with the dashboard's catalog.
describe('Share Permits in Spanish (docs/decisions/0026)', () => {
  it('offers the expiries, creates the link and tells what it holds, in Spanish', async () => {
    await speak('es', 'dashboard');
    const user = userEvent.setup();
    const dialog = show([]);
    const expiry = dialog.getByLabelText('Vencimiento del enlace');
    expect([...expiry.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'En 7 días',
      'En 30 días',
      'Nunca',
    ]);
    expect(dialog.getByRole('group', { name: 'Permisos para compartir' })).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Crear enlace' }));

    expect(await dialog.findByText('Su enlace está listo')).toBeDefined();
    expect(dialog.getByText('2 permisos · Vence el 2 dic 2026')).toBeDefined();
    expect(dialog.getByRole('img', { name: 'Código QR del enlace para compartir' })).toBeDefined();
    expect(dialog.getByRole('link', { name: 'Descargar código QR' })).toBeDefined();
    expect(await screen.findByText('Enlace para compartir creado')).toBeDefined();
    for (const english of ['Share Permits', 'Your link is ready', 'Create Link', 'In 7 days'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('lists the links in force with their views, one in the singular', async () => {
    await speak('es', 'dashboard');
    const dialog = show([LINK]);
    expect(await dialog.findByText('Enlaces activos')).toBeDefined();
    expect(dialog.getByText('Creado el 25 nov 2026 · Vence el 2 dic 2026 · 1 visita')).toBeDefined();
    expect(dialog.getByRole('button', { name: 'Revocar' })).toBeDefined();
    expect(dialog.queryByText(/1 view/)).toBeNull();
  });
});
