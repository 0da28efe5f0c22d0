import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '@shared/contracts/business-profile';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { Component as Onboarding } from '@client/routes/onboarding';
import { entitlementsOf, oneBusinessOf, PROFILE } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';

const server = interceptHttp();

/** /onboarding in Spanish for a member with `role`, whose business has `profile` (null: none yet). */
async function renderOnboardingInSpanish(role: Role, profile: BusinessProfile | null) {
  server.use(
    http.get('*/api/business-profile', () => HttpResponse.json({ profile })),
    http.put('*/api/business-profile', async ({ request }) =>
      HttpResponse.json({ profile: { ...PROFILE, ...((await request.json()) as object) } }),
    ),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlementsOf(role))),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
  );
  await speak('es', 'onboarding');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/onboarding']}>
        <Routes>
          <Route path="/onboarding" element={<Onboarding />} />
          <Route path="/account" element={<h1>Account</h1>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the business profile screen in Spanish (docs/decisions/0026)', () => {
  it('asks a new owner about the business in Spanish', async () => {
    localStorage.clear();
    await renderOnboardingInSpanish('owner', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cuéntenos sobre su negocio' }),
    ).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Su negocio · PermitPilot'));
    expect(screen.getByLabelText('Nombre del negocio')).toBeDefined();
    expect(screen.getByLabelText('Estados donde opera')).toBeDefined();
    expect(screen.getByText('Por ejemplo: CA, NV')).toBeDefined();
    expect(screen.getByRole('group', { name: 'Alcohol' })).toBeDefined();
    expect(screen.getByLabelText('Servimos cerveza o vino')).toBeDefined();
    expect(screen.getByLabelText('Servimos licores')).toBeDefined();
    expect(screen.getByLabelText('Correo electrónico del negocio')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDefined();
    for (const english of ['Tell us about your business', 'Business name', 'We serve liquor', 'Continue'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it("saves an owner's profile with a Spanish toast", async () => {
    const user = await renderOnboardingInSpanish('owner', PROFILE);
    await user.click(await screen.findByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Perfil guardado')).toBeDefined();
    expect(screen.queryByText('Profile Saved')).toBeNull();
  });

  it('tells crew in Spanish that their role may not change the profile', async () => {
    await renderOnboardingInSpanish('crew', PROFILE);
    expect(
      await screen.findByText('Su rol en este negocio no permite cambiar el perfil del negocio.'),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil del negocio' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText('Back to Dashboard')).toBeNull();
  });
});
