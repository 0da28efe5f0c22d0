import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { entitlementsOf, oneBusinessOf, PROFILE } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { Component as Onboarding } from './onboarding';

const server = interceptHttp();

function renderOnboarding(role: Role) {
  const entitlements = entitlementsOf(role);
  server.use(
    http.get('*/api/business-profile', () => HttpResponse.json({ profile: PROFILE })),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlements)),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/onboarding']}>
        <Onboarding />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the business profile form by role (docs/decisions/0018)', () => {
  it.each(['owner', 'manager'] as const)('lets the %s edit the profile', async (role) => {
    renderOnboarding(role);
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeDefined();
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Taco Loco');
  });

  it('tells crew their role does not allow it, with the way back, and no form', async () => {
    renderOnboarding('crew');
    expect(
      await screen.findByText('Your role in this business does not allow changing the business profile.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Save Profile' })).toBeNull();
    expect(screen.queryByLabelText('Business name')).toBeNull();
  });
});
