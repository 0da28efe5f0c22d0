import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Permit } from '@shared/contracts/permits';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { RenewalCalendarDialog } from '@client/features/renewal-calendar/components/renewal-calendar-dialog';
import { entitlementsOf, oneBusinessOf, permitFixture, PROFILE } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { Component as Dashboard } from './dashboard';

const server = interceptHttp();

const PERMIT = permitFixture({
  renewalLink: 'https://www.acgov.org/aceh/food/',
  document: { name: 'health-permit.pdf', type: 'application/pdf', size: 48_000 },
});

function api(role: Role, permits: Permit[] = [PERMIT]) {
  server.use(
    http.get('*/api/permits', () => HttpResponse.json({ permits, total: permits.length })),
    http.get('*/api/business-profile', () => HttpResponse.json({ profile: PROFILE })),
    http.get('*/api/site', () => HttpResponse.json({ supportEmail: 'support@permitpilot.test' })),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlementsOf(role))),
    http.get('*/api/permit-suggestions', () => HttpResponse.json({ suggestions: [] })),
    http.get('*/api/requirement-changes', () => HttpResponse.json({ changes: [], failingSources: [] })),
  );
}

function renderDashboard(path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<Dashboard />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the dashboard in Spanish (docs/decisions/0026)', () => {
  it('speaks Spanish to the owner: headings, cards, the permit row and its controls', async () => {
    await speak('es', 'dashboard');
    api('owner');
    renderDashboard();
    const row = within(await screen.findByTestId('permit-row'));

    expect(screen.getByRole('heading', { name: 'Le damos la bienvenida a su panel' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Sus permisos' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Agregar permiso' }).getAttribute('href')).toBe('/permit-setup');
    expect(screen.getByRole('button', { name: /^Ver calendario/ })).toBeDefined();
    expect(screen.getByRole('link', { name: /^Informes de cumplimiento/ })).toBeDefined();
    expect(document.title).toBe('Panel · PermitPilot');

    // The permit's name is the owner's and stays as typed; dates and money in es-US.
    expect(row.getByText('Al día')).toBeDefined();
    expect(row.getByText('General')).toBeDefined();
    expect(row.getByText('15 ene 2099')).toBeDefined();
    expect(row.getByText('$425.50')).toBeDefined();
    expect(row.getByRole('link', { name: 'Editar Health Permit' })).toBeDefined();
    expect(row.getByRole('link', { name: 'Abrir el enlace de renovación de Health Permit' })).toBeDefined();
    expect(row.getByRole('link', { name: 'Descargar el documento de Health Permit' })).toBeDefined();
    expect(row.getByRole('button', { name: 'Historial de Health Permit' })).toBeDefined();
    expect(row.getByRole('button', { name: 'Marcar Health Permit como renovado' })).toBeDefined();
    expect(row.getByRole('button', { name: 'Eliminar Health Permit' })).toBeDefined();

    for (const english of ['Welcome to Your Dashboard', 'Your Permits', 'Compliant', 'Renewal link', 'Edit'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it("tells crew who follow a reminder's renew link, in Spanish, that their role does not allow it", async () => {
    await speak('es', 'dashboard');
    api('crew');
    renderDashboard(`/dashboard?renew=${PERMIT.id}`);
    const toast = (await screen.findByText('No permitido')).closest('li')!;
    expect(within(toast).getByText('Su rol en este negocio no permite cambiar permisos.')).toBeDefined();
    expect(screen.queryByText('Not allowed')).toBeNull();
  });

  it("writes the row's category and days left in Spanish (shared/domain)", async () => {
    await speak('es', 'dashboard');
    api('owner', [permitFixture({ category: { id: 1, name: 'Fire Safety', description: 'Fire safety' } })]);
    renderDashboard();
    const row = within(await screen.findByTestId('permit-row'));
    expect(row.getByText('Seguridad contra incendios')).toBeDefined();
    expect(row.getByText(/^quedan \d+ días$/)).toBeDefined();
    expect(row.queryByText('Fire Safety')).toBeNull();
    expect(row.queryByText(/days left$/)).toBeNull();
  });

  it('asks before deleting, in Spanish', async () => {
    await speak('es', 'dashboard');
    api('owner');
    const user = renderDashboard();
    const row = within(await screen.findByTestId('permit-row'));
    await user.click(row.getByRole('button', { name: 'Eliminar Health Permit' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Eliminar permiso' }));
    expect(dialog.getByText(/^¿Está seguro de que desea eliminar “Health Permit”\?/)).toBeDefined();
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDefined();
    expect(dialog.queryByText(/Are you sure/)).toBeNull();
  });
});

/** The calendar dialog the dashboard opens, on a fixed day: 3 June 2026, a Wednesday, when a permit renews. */
function showCalendar() {
  const permit = permitFixture({ renewalDate: '2026-06-03', processingTimeDays: 30 });
  render(
    <RenewalCalendarDialog
      permits={[permit]}
      today="2026-06-03"
      open
      onOpenChange={() => undefined}
      onCloseAutoFocus={() => undefined}
    />,
  );
  return within(screen.getByRole('dialog'));
}

describe("the dashboard's renewal calendar in Spanish", () => {
  it('writes its days, months and words in US Spanish, weeks from Sunday', async () => {
    await speak('es', 'dashboard');
    const dialog = showCalendar();
    expect(screen.getByRole('dialog', { name: 'Calendario de renovación de permisos' })).toBeDefined();
    expect(dialog.getByRole('tab', { name: 'Vista mensual' })).toBeDefined();
    expect(dialog.getByRole('tab', { name: 'Resumen anual' })).toBeDefined();
    expect(dialog.getByRole('grid', { name: 'junio de 2026' })).toBeDefined();
    expect(dialog.getAllByRole('columnheader', { hidden: true })[0]?.textContent).toBe('dom');
    expect(dialog.getByRole('columnheader', { name: 'miércoles', hidden: true })).toBeDefined();
    expect(
      dialog.getByRole('button', {
        name: 'Hoy, miércoles, 3 de junio de 2026, fecha de renovación, seleccionado',
      }),
    ).toBeDefined();
    expect(dialog.getByRole('button', { name: 'Ir al mes siguiente' })).toBeDefined();
    expect(dialog.getByText('miércoles, 3 de junio de 2026')).toBeDefined();
    expect(dialog.getByText('Vence la renovación')).toBeDefined();
    expect(dialog.getByText('Recomendaciones de renovación con IA')).toBeDefined();
    expect(dialog.getByText('Inicie el trámite de renovación ahora')).toBeDefined();
    for (const english of ['Monthly View', 'Date Details', 'Renewal due', 'June 2026'])
      expect(dialog.queryByText(english)).toBeNull();
  });

  it('keeps the English exactly as before', () => {
    const dialog = showCalendar();
    expect(dialog.getByRole('grid', { name: 'June 2026' })).toBeDefined();
    expect(dialog.getAllByRole('columnheader', { hidden: true })[0]?.textContent).toBe('Su');
    expect(dialog.getByRole('columnheader', { name: 'Wednesday', hidden: true })).toBeDefined();
    expect(
      dialog.getByRole('button', { name: 'Today, Wednesday, June 3, 2026, renewal date, selected' }),
    ).toBeDefined();
    expect(dialog.getByRole('button', { name: 'Go to the Next Month' })).toBeDefined();
    expect(dialog.getByText('Wednesday, June 3, 2026')).toBeDefined();
  });
});
