import { screen, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION, type SubscriptionStatus } from '@shared/domain/subscription';
import { entitlementsOf, oneBusinessOf, PROFILE } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { Component as Account } from './account';

const server = interceptHttp();

const PRO: SubscriptionStatus = {
  subscribed: true,
  isTrialing: false,
  subscription_tier: 'Pro',
  subscription_end: '2030-01-08T00:00:00.000Z',
};
// Noon UTC: the same calendar day in every time zone the tests may run in.
const PRO_TRIAL: SubscriptionStatus = {
  ...PRO,
  isTrialing: true,
  subscription_end: '2030-01-08T12:00:00.000Z',
};

/** The account screen's API for a member with `role` in Taco Loco, on the plan given. */
function api({ role, subscription = FREE_SUBSCRIPTION }: { role: Role; subscription?: SubscriptionStatus }) {
  const entitlements = entitlementsOf(role, {
    plan: subscription.subscribed ? 'pro' : 'free',
    permitLimit: subscription.subscribed ? null : 3,
    canUseTextAlerts: subscription.subscribed,
  });
  server.use(
    http.get('*/api/subscription', () => HttpResponse.json(subscription)),
    // The header's business switcher (one business: no switcher).
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlements)),
    http.get('*/api/business-profile', () => HttpResponse.json({ profile: PROFILE })),
  );
}

const renderAccount = () =>
  renderScreen(<Account />, {
    path: '/account',
    toaster: true,
    session: {
      user: { id: 'user-1', email: 'member@tacoloco.test' },
      session: { expiresAt: '2030-01-01T00:00:00.000Z' },
    },
  });

const button = (name: string) => screen.queryByRole('button', { name });
const link = (name: string) => screen.queryByRole('link', { name });
/** The Close Account card, once the role is known. */
const closeAccountCard = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Close Account' })).closest('.rounded-lg') as HTMLElement,
  );

describe('/account by role (docs/decisions/0018)', () => {
  it('gives a Free owner the trial, payment management, the profile, the team and closing', async () => {
    api({ role: 'owner' });
    renderAccount();
    expect(await screen.findByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument();
    expect(button('Manage Payment')).not.toBeNull();
    expect(button('Refresh Status')).not.toBeNull();
    expect(link('Edit Business Profile')?.getAttribute('href')).toBe('/onboarding');
    expect(link('Open Team')?.getAttribute('href')).toBe('/team');
    expect(screen.queryByText('The owner manages the plan.')).toBeNull();
    const card = await closeAccountCard();
    expect(card.getByText('Delete your account and everything stored in it.')).toBeInTheDocument();
  });

  it("gives a Pro owner 'Manage Subscription' (where closing lives) and payment management", async () => {
    api({ role: 'owner', subscription: PRO });
    const user = renderAccount();
    const manage = await screen.findByRole('button', { name: 'Manage Subscription' });
    expect(button('Manage Payment')).not.toBeNull();
    expect(button('Start Free Trial')).toBeNull();
    // Closing is in Manage Subscription, not on a card of its own.
    expect(screen.queryByRole('heading', { name: 'Close Account' })).toBeNull();
    await user.click(manage);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Close Account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
    expect(
      within(confirm).getByText(/Your account and all of its data are deleted immediately/),
    ).toBeInTheDocument();
    expect(
      within(confirm).getByText(
        'Taco Loco closes with it: everyone else in it loses access and is told by e-mail.',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Yes, Delete Everything' })).toBeInTheDocument();
  });

  it('shows a manager the plan and the profile to edit, but nothing to buy or manage', async () => {
    api({ role: 'manager', subscription: PRO });
    renderAccount();
    expect(await screen.findByText('The owner manages the plan.')).toBeInTheDocument();
    // In the header and on the plan card.
    for (const badge of screen.getAllByTestId('plan-badge')) expect(badge.textContent).toBe('Pro');
    expect(button('Refresh Status')).not.toBeNull();
    for (const name of ['Start Free Trial', 'Manage Subscription', 'Manage Payment'])
      expect(button(name), name).toBeNull();
    expect(link('Edit Business Profile')).not.toBeNull();
    expect(link('Open Team')).not.toBeNull();
    const card = await closeAccountCard();
    expect(
      card.getByText(
        'Delete your own account and leave Taco Loco. Its permits and documents stay with the business.',
      ),
    ).toBeInTheDocument();
  });

  it('shows crew the plan and the profile, and lets them close only their own account', async () => {
    api({ role: 'crew' });
    const user = renderAccount();
    expect(await screen.findByText('The owner manages the plan.')).toBeInTheDocument();
    for (const name of ['Start Free Trial', 'Manage Subscription', 'Manage Payment'])
      expect(button(name), name).toBeNull();
    // On the profile card; a crew member who owns no business has the header's switcher too.
    const profileCard = screen.getByRole('heading', { name: 'Business Profile' }).closest('.rounded-lg');
    expect(within(profileCard as HTMLElement).getByText('Taco Loco')).toBeInstanceOf(HTMLElement);
    expect(link('Edit Business Profile')).toBeNull();
    expect(link('Open Team')).not.toBeNull();

    await user.click((await closeAccountCard()).getByRole('button', { name: 'Close Account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
    expect(
      within(confirm).getByText(
        'This cannot be undone. Your account is deleted immediately and permanently, and you leave Taco Loco.',
      ),
    ).toBeInTheDocument();
    expect(
      within(confirm).getByText(
        'Its permits, documents and subscription stay with the business and its owner.',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).queryByText(/all of its data/)).toBeNull();
    expect(within(confirm).getByRole('button', { name: 'Cancel - Keep My Account' })).toBeInTheDocument();
  });
});

describe('the account screen in Spanish (docs/decisions/0026)', () => {
  it('offers a Free owner the trial, the cards and closing, in Spanish', async () => {
    api({ role: 'owner' });
    await speak('es', 'account');
    renderAccount();
    expect(await screen.findByRole('button', { name: 'Comenzar la prueba gratuita' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pasar a Pro' })).toBeInTheDocument();
    expect(screen.getByText('Permisos y licencias ilimitados')).toBeInTheDocument();
    expect(screen.getByText('Prueba gratuita de 14 días')).toBeInTheDocument();
    expect(button('Administrar pago')).not.toBeNull();
    expect(button('Actualizar estado')).not.toBeNull();
    expect(link('Editar perfil del negocio')?.getAttribute('href')).toBe('/onboarding');
    expect(link('Abrir equipo')?.getAttribute('href')).toBe('/team');
    expect(screen.getByText('Las personas que trabajan en Taco Loco y sus roles.')).toBeInTheDocument();
    expect(button('Cerrar sesión')).not.toBeNull();
    expect(await screen.findByText('Elimine su cuenta y todo lo que contiene.')).toBeInTheDocument();
    for (const english of ['Upgrade to Pro', 'Manage Payment', 'Refresh Status', 'Sign Out', 'Close Account'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('dates the end of a Pro trial and asks before a downgrade, in Spanish', async () => {
    api({ role: 'owner', subscription: PRO_TRIAL });
    await speak('es', 'account');
    const user = renderAccount();
    const end = await screen.findByTestId('subscription-end');
    expect(end.textContent).toBe('La prueba termina: 8 ene 2030');
    await user.click(screen.getByRole('button', { name: 'Administrar suscripción' }));
    const choices = within(await screen.findByRole('dialog'));
    await user.click(choices.getByRole('button', { name: 'Cambiar al plan Gratis' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('¿Cambiar al plan Gratis?')).toBeInTheDocument();
    expect(confirm.getByText('Terminará el soporte prioritario.')).toBeInTheDocument();
    expect(confirm.getByRole('button', { name: 'Sí, cambiar a Gratis' })).toBeInTheDocument();
    expect(confirm.queryByText('Priority support will end.')).toBeNull();
  });

  it('tells a manager in Spanish that the owner manages the plan', async () => {
    api({ role: 'manager' });
    await speak('es', 'account');
    renderAccount();
    expect(await screen.findByText('El dueño administra el plan.')).toBeInTheDocument();
    expect(button('Comenzar la prueba gratuita')).toBeNull();
  });
});
