import { screen, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Permit } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { entitlementsOf, oneBusinessOf, permitFixture, vehicleFixture } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { Component as ComplianceReports } from './compliance-reports';

const server = interceptHttp();

function api(role: Role, permits: Permit[], vehicles: Vehicle[] = []) {
  server.use(
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles })),
    http.get('*/api/permits', () => HttpResponse.json({ permits, total: permits.length })),
    // The first permit passed its last inspection (docs/product/events.md#inspections).
    http.get('*/api/inspections', () =>
      HttpResponse.json({
        latest: permits[0]
          ? [{ inspectionId: 'i-1', permitId: permits[0].id, date: '2026-11-02', result: 'passed' }]
          : [],
        upcoming: [],
      }),
    ),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlementsOf(role))),
  );
}

const truckNamed = (name: string, overrides: Partial<Vehicle> = {}): Vehicle =>
  vehicleFixture({ id: crypto.randomUUID(), name, ...overrides });

const renderReports = () =>
  renderScreen(<ComplianceReports />, { path: '/compliance-reports', toaster: true });

describe('the compliance reports in Spanish (docs/decisions/0026)', () => {
  it('writes the summary, the list and its rows in Spanish, dates and money in es-US', async () => {
    await speak('es', 'compliance-reports');
    api('owner', [
      permitFixture(),
      permitFixture({ id: 'undated', name: 'Fire Inspection', renewalDate: null, cost: null }),
    ]);
    const user = renderReports();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informes de cumplimiento' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Informes de cumplimiento · PermitPilot');
    expect(screen.getByText(/^Fecha del informe:/)).toBeInTheDocument();

    const cards = await screen.findAllByTestId('summary-card');
    expect(cards.map((card) => card.querySelector('dt')?.textContent)).toEqual([
      'Total de permisos',
      'Costo total',
      'Requiere atención',
      'Al día',
    ]);
    expect(within(cards[1]!).getByText('$425.50')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Permisos' })).toBeInTheDocument();
    expect(screen.getByText(/^Mostrando 2 de 2 · /)).toBeInTheDocument();
    expect(screen.getByLabelText('Filtro')).toBeInTheDocument();
    const [dated, undated] = screen.getAllByTestId('report-row').map((row) => within(row));
    expect(dated!.getByText('Fecha de renovación')).toBeInTheDocument();
    expect(dated!.getByText('15 ene 2099')).toBeInTheDocument();
    expect(dated!.getByText('Estado')).toBeInTheDocument();
    expect(undated!.getAllByText('Sin definir')).toHaveLength(3);
    expect(await dated!.findByText('Aprobada')).toBeInTheDocument();
    expect(dated!.getByText('Última inspección')).toBeInTheDocument();
    expect(undated!.getByText('Ninguna registrada')).toBeInTheDocument();
    expect(undated!.getByText('Ninguna programada')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar paquete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar paquete por correo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enviar paquete por correo' }));
    expect(dialog.getByLabelText('Enviar a')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Enviar paquete' })).toBeInTheDocument();

    for (const english of ['Compliance Reports', 'Total Permits', 'Not set', 'Export CSV', 'Send to'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('writes the shared texts in Spanish: statuses, days and filters, and nothing of their English', async () => {
    await speak('es', 'compliance-reports');
    api('owner', [
      permitFixture(),
      permitFixture({ id: 'undated', name: 'Fire Inspection', renewalDate: null, cost: null }),
    ]);
    renderReports();

    const [dated, undated] = (await screen.findAllByTestId('report-row')).map((row) => within(row));
    expect(dated!.getByText('Al día')).toBeInTheDocument();
    expect(dated!.getByText(/^quedan \d+ días$/)).toBeInTheDocument();
    expect(undated!.getByText('Sin fecha de renovación')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 2 de 2 · Todos los permisos')).toBeInTheDocument();
    const filters = within(screen.getByLabelText('Filtro'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(filters).toEqual([
      'Todos los permisos',
      'Vencido',
      'Vencen en 30 días',
      'Vencen en 60 días',
      'Vencen en 90 días',
      'Al día',
      'Sin fecha de renovación',
    ]);

    const page = document.body.textContent ?? '';
    for (const english of ['Compliant', 'No Renewal Date', 'All Permits', 'Due in', 'days left', 'Expired'])
      expect(page).not.toContain(english);
  });

  it("offers the vehicle filter and names each row's vehicle in Spanish", async () => {
    await speak('es', 'compliance-reports');
    const truck = truckNamed('Camión 1');
    api(
      'owner',
      [
        permitFixture({ vehicle: { id: truck.id, name: truck.name, archived: false } }),
        permitFixture({ id: 'b' }),
      ],
      [truck, truckNamed('Carrito', { archivedAt: '2026-11-01T00:00:00.000Z' })],
    );
    renderReports();
    const filter = await screen.findByLabelText('Vehículo');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos los vehículos', 'Camión 1', 'Carrito (archivado)', 'Todo el negocio']);
    expect(screen.getAllByTestId('report-row-vehicle').map((row) => row.textContent)).toEqual([
      'Camión 1',
      'Todo el negocio',
    ]);
    for (const english of ['All vehicles', 'Whole business', '(archived)'])
      expect(document.body.textContent).not.toContain(english);
  });

  it('says in Spanish when there are no permits', async () => {
    await speak('es', 'compliance-reports');
    api('owner', []);
    renderReports();
    expect(await screen.findByRole('heading', { name: 'No se encontraron permisos' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no agregó ningún permiso.')).toBeInTheDocument();
    expect(screen.queryByText('No permits found')).toBeNull();
  });
});
