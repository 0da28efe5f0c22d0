import { screen, waitFor } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '@shared/contracts/business-profile';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { entitlementsOf, oneBusinessOf, PROFILE } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { Component as Onboarding } from './onboarding';

const server = interceptHttp();

/** /onboarding for a member with `role`, whose business has `profile` (null: none yet). */
function renderOnboarding(role: Role, profile: BusinessProfile | null = PROFILE) {
  const entitlements = entitlementsOf(role);
  server.use(
    http.get('*/api/business-profile', () => HttpResponse.json({ profile })),
    http.put('*/api/business-profile', async ({ request }) =>
      HttpResponse.json({ profile: { ...PROFILE, ...((await request.json()) as object) } }),
    ),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlements)),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
  );
  return renderScreen(<Onboarding />, {
    path: '/onboarding',
    elsewhere: { '/account': <h1>Account</h1> },
    toaster: true,
  });
}

describe('the business profile form by role (docs/decisions/0018)', () => {
  it.each(['owner', 'manager'] as const)('lets the %s edit the profile', async (role) => {
    renderOnboarding(role);
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Taco Loco');
  });

  it('tells crew their role does not allow it, with the way back, and no form', async () => {
    renderOnboarding('crew');
    expect(
      await screen.findByText('Your role in this business does not allow changing the business profile.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Save Profile' })).toBeNull();
    expect(screen.queryByLabelText('Business name')).toBeNull();
  });
});

describe('where the truck sells and its propane (docs/product/intelligence.md#where-a-truck-sells)', () => {
  it('starts a new owner with every place and propane ticked, and saves what they untick', async () => {
    localStorage.clear();
    let saved: unknown = null;
    const user = renderOnboarding('owner', PROFILE);
    server.use(
      http.put('*/api/business-profile', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ profile: { ...PROFILE, ...(saved as object) } });
      }),
    );
    const streets = await screen.findByLabelText('On public streets and sidewalks');
    expect(screen.getByRole('group', { name: 'Where do you sell?' })).toBeInTheDocument();
    expect(streets).toBeChecked();
    expect(screen.getByLabelText("On private lots, with the owner's permission")).toBeChecked();
    expect(screen.getByLabelText('At events: festivals, markets, private parties')).toBeChecked();
    expect(screen.getByLabelText('Our truck carries propane (LP gas)')).toBeChecked();
    await user.click(streets);
    await user.click(screen.getByLabelText('Our truck carries propane (LP gas)'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(saved).toMatchObject({
        sellsAt: ['vends-on-private-property', 'vends-at-events'],
        carriesPropane: false,
      }),
    );
  });

  it('asks for at least one place, and sends nothing without', async () => {
    let puts = 0;
    const user = renderOnboarding('owner', { ...PROFILE, sellsAt: ['vends-at-events'] });
    server.use(
      http.put('*/api/business-profile', () => {
        puts += 1;
        return HttpResponse.json({ profile: PROFILE });
      }),
    );
    const events = await screen.findByLabelText('At events: festivals, markets, private parties');
    await user.click(events);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one place where you sell');
    expect(puts).toBe(0);
  });
});

describe('the business profile screen in Spanish (docs/decisions/0026)', () => {
  it('asks a new owner about the business in Spanish', async () => {
    localStorage.clear();
    await speak('es', 'onboarding');
    renderOnboarding('owner', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cuéntenos sobre su negocio' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Su negocio · PermitPilot'));
    expect(screen.getByLabelText('Nombre del negocio')).toBeInTheDocument();
    expect(screen.getByLabelText('Estados donde opera')).toBeInTheDocument();
    expect(screen.getByText('Por ejemplo: CA, NV')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Alcohol' })).toBeInTheDocument();
    expect(screen.getByLabelText('Servimos cerveza o vino')).toBeInTheDocument();
    expect(screen.getByLabelText('Servimos licores')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico del negocio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    for (const english of ['Tell us about your business', 'Business name', 'We serve liquor', 'Continue'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it("saves an owner's profile with a Spanish toast", async () => {
    await speak('es', 'onboarding');
    const user = renderOnboarding('owner');
    await user.click(await screen.findByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Perfil guardado')).toBeInTheDocument();
    expect(screen.queryByText('Profile Saved')).toBeNull();
  });

  it('tells crew in Spanish that their role may not change the profile', async () => {
    await speak('es', 'onboarding');
    renderOnboarding('crew');
    expect(
      await screen.findByText('Su rol en este negocio no permite cambiar el perfil del negocio.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil del negocio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText('Back to Dashboard')).toBeNull();
  });
});
