import { screen, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SharedPage } from '@shared/contracts/sharing';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { Component as SharedPermits } from './shared-permits';

const server = interceptHttp();
const TOKEN = 'a'.repeat(43);

const PAGE: SharedPage = {
  businessName: 'Taco Loco',
  vehicleName: null,
  event: null,
  permits: [
    {
      id: 'permit-1',
      name: 'Health Permit',
      permitNumber: 'PR-2026-0042',
      agency: { name: 'Alameda County Environmental Health', url: 'https://deh.acgov.org/' },
      status: 'active',
      renewalDate: '2099-01-15',
      vehicleName: null,
      document: { name: 'health-permit.pdf', type: 'application/pdf' },
    },
  ],
  expiresAt: null,
};

describe("a share link's public page in Spanish (docs/decisions/0026)", () => {
  it("shows the business's permits in Spanish, names, numbers and agencies as they are", async () => {
    await speak('es', 'shared-permits');
    server.use(http.get('*/api/shared/:token', () => HttpResponse.json(PAGE)));
    renderScreen(<SharedPermits />, { path: `/share/${TOKEN}`, route: '/share/:token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Taco Loco' })).toBeInTheDocument();
    expect(document.title).toBe('Taco Loco: permisos · PermitPilot');
    const permit = within(screen.getByRole('list', { name: 'Permisos' }));
    expect(permit.getByText('Fecha de renovación')).toBeInTheDocument();
    expect(permit.getByText('15 ene 2099')).toBeInTheDocument();
    expect(permit.getByText('Emitido por')).toBeInTheDocument();
    expect(permit.getByText('Número de permiso')).toBeInTheDocument();
    expect(permit.getByText('PR-2026-0042')).toBeInTheDocument();
    // The catalog's agency links to its page (docs/product/permits.md#fields).
    expect(
      permit.getByRole('link', {
        name: 'Alameda County Environmental Health (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', 'https://deh.acgov.org/');
    expect(permit.getByRole('link', { name: /^Ver documento ?: health-permit\.pdf$/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Código QR de esta página' })).toBeInTheDocument();
    expect(screen.getByText('Este enlace funciona hasta que el negocio lo revoque.')).toBeInTheDocument();
    for (const english of ['Renewal date', 'Permit number', 'Issued by', 'Scan to open this page'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it("heads a vehicle's page with the vehicle and the business, and names each permit's vehicle", async () => {
    await speak('es', 'shared-permits');
    const page: SharedPage = {
      ...PAGE,
      vehicleName: 'Camión 2',
      permits: [
        { ...PAGE.permits[0]!, vehicleName: 'Camión 2' },
        { ...PAGE.permits[0]!, id: 'permit-2', name: 'Business License', vehicleName: null, document: null },
      ],
    };
    server.use(http.get('*/api/shared/:token', () => HttpResponse.json(page)));
    renderScreen(<SharedPermits />, { path: `/share/${TOKEN}`, route: '/share/:token' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Camión 2 — Taco Loco' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Camión 2 — Taco Loco: permisos · PermitPilot');
    const [truck, business] = within(screen.getByRole('list', { name: 'Permisos' }))
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(truck!.getByText('Vehículo')).toBeInTheDocument();
    expect(truck!.getByText('Camión 2')).toBeInTheDocument();
    expect(business!.getByText('Todo el negocio')).toBeInTheDocument();
    expect(screen.queryByText('Whole business')).toBeNull();
  });
});
