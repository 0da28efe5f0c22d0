import { screen, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AlertSettingsInput } from '@shared/contracts/alerts';
import type { GoogleCalendarStatus } from '@shared/contracts/google-calendar';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { alertSettingsFixture, entitlementsOf, oneBusinessOf } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { Component as AlertSetup } from './alert-setup';

const server = interceptHttp();

const SETTINGS = alertSettingsFixture({
  reminderDays: [30, 7, 1],
  failures: [
    {
      permitName: 'Health Permit',
      channel: 'email',
      leadDay: 7,
      renewalDate: '2026-06-03',
      // Midday UTC: the same day in every time zone the tests may run in.
      at: '2026-05-27T12:00:00.000Z',
      error: 'Mailbox unavailable',
    },
  ],
});

const GOOGLE: GoogleCalendarStatus = {
  configured: true,
  connection: {
    accountEmail: 'owner@example.com',
    status: 'connected',
    lastSyncedAt: null,
  },
};

function api() {
  const saved: AlertSettingsInput[] = [];
  server.use(
    http.get('*/api/alert-settings', () => HttpResponse.json(SETTINGS)),
    http.put('*/api/alert-settings', async ({ request }) => {
      const body = (await request.json()) as AlertSettingsInput;
      saved.push(body);
      return HttpResponse.json({ ...SETTINGS, ...body });
    }),
    http.get('*/api/calendar/google', () => HttpResponse.json(GOOGLE)),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlementsOf('owner'))),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf('owner'))),
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles: [] })),
  );
  return { saved };
}

const renderAlertSetup = () => renderScreen(<AlertSetup />, { path: '/alert-setup', toaster: true });

describe('/alert-setup in Spanish (docs/decisions/0026)', () => {
  it('speaks Spanish in its cards, reminder days, failures and Google Calendar', async () => {
    api();
    await speak('es', 'alert-setup');
    renderAlertSetup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración de alertas' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Configuración de alertas · PermitPilot');
    expect(await screen.findByRole('heading', { name: 'Integración con calendarios' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preferencias de notificación' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Programación de recordatorios' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Alertas por mensaje de texto' })).toBeInTheDocument();
    expect(screen.getByText('Solo Pro')).toBeInTheDocument();

    // Plurals and dates in Spanish: '1 día', '30 días', '03 jun 2026'.
    expect(screen.getAllByTestId('reminder-day').map((day) => day.textContent)).toEqual([
      '30 días',
      '7 días',
      '1 día',
    ]);
    expect(screen.getByRole('button', { name: 'Quitar 1 día' })).toBeInTheDocument();
    expect(screen.getByText('De 1 a 365 días; hasta 10 recordatorios.')).toBeInTheDocument();
    expect(
      screen.getByText('Correo electrónico · 7 días antes del 03 jun 2026 · falló el 27 may 2026'),
    ).toBeInTheDocument();
    // What the server wrote stays as it is.
    expect(screen.getByText('Mailbox unavailable')).toBeInTheDocument();

    const google = within(await screen.findByTestId('google-calendar-connection'));
    expect(google.getByText('Conectado')).toBeInTheDocument();
    expect(google.getByText('Sincronizando sus permisos…')).toBeInTheDocument();
    expect(google.getByRole('button', { name: 'Desconectar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(screen.getByText('Calendario de Apple:')).toBeInTheDocument();

    for (const english of ['Alert Settings', 'Calendar Integration', 'Reminder Schedule', 'Disconnect'])
      expect(screen.queryByText(english)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Alert Settings' })).toBeNull();
  });

  it("saves and says so in Spanish ('Settings Saved')", async () => {
    const { saved } = api();
    await speak('es', 'alert-setup');
    const user = renderAlertSetup();

    await user.click(await screen.findByRole('button', { name: 'Guardar configuración de alertas' }));

    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(screen.queryByText('Settings Saved')).toBeNull();
  });

  it('refuses a day already in the schedule, in Spanish', async () => {
    api();
    await speak('es', 'alert-setup');
    const user = renderAlertSetup();

    await user.type(
      await screen.findByLabelText('Agregar un recordatorio (días antes de la renovación)'),
      '7',
    );
    await user.click(screen.getByRole('button', { name: 'Agregar' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'El recordatorio de 7 días ya está en la programación',
    );
  });
});
