import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION, type SubscriptionStatus } from '@shared/domain/subscription';
import { Component as Account } from '@client/routes/account';
import { entitlementsOf, oneBusinessOf, PROFILE } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';

const server = interceptHttp();

const PRO: SubscriptionStatus = {
  subscribed: true,
  isTrialing: true,
  subscription_tier: 'Pro',
  subscription_end: '2030-01-08T12:00:00.000Z',
};

/** /account in Spanish for a member with `role` in Taco Loco, on the plan given. */
async function renderAccountInSpanish(role: Role, subscription: SubscriptionStatus) {
  const entitlements = entitlementsOf(role, {
    plan: subscription.subscribed ? 'pro' : 'free',
    permitLimit: subscription.subscribed ? null : 3,
    canUseTextAlerts: subscription.subscribed,
  });
  server.use(
    http.get('*/api/subscription', () => HttpResponse.json(subscription)),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlements)),
    http.get('*/api/business-profile', () => HttpResponse.json({ profile: PROFILE })),
    http.get('*/api/auth/get-session', () =>
      HttpResponse.json({
        user: { id: 'user-1', email: 'member@tacoloco.test' },
        session: { expiresAt: '2030-01-01T00:00:00.000Z' },
      }),
    ),
  );
  await speak('es', 'account');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/account']}>
        <Account />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the account screen in Spanish (docs/decisions/0026)', () => {
  it('offers a Free owner the trial, the cards and closing, in Spanish', async () => {
    await renderAccountInSpanish('owner', FREE_SUBSCRIPTION);
    expect(await screen.findByRole('button', { name: 'Comenzar la prueba gratuita' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Cuenta' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Pasar a Pro' })).toBeDefined();
    expect(screen.getByText('Permisos y licencias ilimitados')).toBeDefined();
    expect(screen.getByText('Prueba gratuita de 14 días')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Administrar pago' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Actualizar estado' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Editar perfil del negocio' }).getAttribute('href')).toBe(
      '/onboarding',
    );
    expect(screen.getByRole('link', { name: 'Abrir equipo' }).getAttribute('href')).toBe('/team');
    expect(screen.getByText('Las personas que trabajan en Taco Loco y sus roles.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeDefined();
    expect(await screen.findByText('Elimine su cuenta y todo lo que contiene.')).toBeDefined();
    for (const english of ['Upgrade to Pro', 'Manage Payment', 'Refresh Status', 'Sign Out', 'Close Account'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('dates the end of a Pro trial and asks before a downgrade, in Spanish', async () => {
    const user = await renderAccountInSpanish('owner', PRO);
    const end = await screen.findByTestId('subscription-end');
    expect(end.textContent).toBe('La prueba termina: 8 ene 2030');
    await user.click(screen.getByRole('button', { name: 'Administrar suscripción' }));
    const choices = within(await screen.findByRole('dialog'));
    await user.click(choices.getByRole('button', { name: 'Cambiar al plan Gratis' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('¿Cambiar al plan Gratis?')).toBeDefined();
    expect(confirm.getByText('Terminará el soporte prioritario.')).toBeDefined();
    expect(confirm.getByRole('button', { name: 'Sí, cambiar a Gratis' })).toBeDefined();
    expect(confirm.queryByText('Priority support will end.')).toBeNull();
  });

  it('tells a manager in Spanish that the owner manages the plan', async () => {
    await renderAccountInSpanish('manager', FREE_SUBSCRIPTION);
    expect(await screen.findByText('El dueño administra el plan.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Comenzar la prueba gratuita' })).toBeNull();
  });
});
