import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { entitlementsOf, oneBusinessOf, permitFixture } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { Component as PermitSetup } from './permit-setup';

const server = interceptHttp();

const PERMIT = permitFixture();

const READ_ONLY = 'Your role in this business does not allow changing permits.';

/** The permit form's API for a member with `role`, whose business has `permitCount` of `permitLimit`. */
function api({
  role,
  permitCount = 1,
  entitlements = 'answers',
}: {
  role: Role;
  permitCount?: number;
  entitlements?: 'answers' | 'never';
}) {
  const answer = entitlementsOf(role, { permitCount, canAddPermit: role !== 'crew' && permitCount < 3 });
  server.use(
    http.get('*/api/permits', () => HttpResponse.json({ permits: [PERMIT], total: 1 })),
    http.get('*/api/permits/:id', () => HttpResponse.json(PERMIT)),
    http.get('*/api/permit-categories', () => HttpResponse.json({ categories: [] })),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    // The header's business switcher (one business: no switcher).
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
    http.get('*/api/subscription/entitlements', async () => {
      if (entitlements === 'never') await delay('infinite');
      return HttpResponse.json(answer);
    }),
  );
}

function renderScreen(path = '/permit-setup') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/permit-setup" element={<PermitSetup />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/permit-setup by role (docs/decisions/0018)', () => {
  it.each([
    ['/permit-setup', 'Add Another Permit'],
    [`/permit-setup?edit=${PERMIT.id}`, 'Edit Permit'],
  ])('refuses crew at %s, with the way back to the dashboard and no form', async (path, heading) => {
    api({ role: 'crew' });
    renderScreen(path);
    expect(await screen.findByText(READ_ONLY)).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Save Permit' })).toBeNull();
    expect(screen.queryByLabelText('License/Permit Name')).toBeNull();
    expect(screen.queryByLabelText('Permit document (optional)')).toBeNull();
  });

  it.each(['owner', 'manager'] as const)('gives the %s the form, with the document upload', async (role) => {
    api({ role });
    renderScreen(`/permit-setup?edit=${PERMIT.id}`);
    expect(await screen.findByRole('button', { name: 'Save Permit' })).toBeDefined();
    expect((screen.getByLabelText('License/Permit Name') as HTMLInputElement).value).toBe('Health Permit');
    expect(screen.getByLabelText('Permit document (optional)')).toBeDefined();
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });

  it('offers the owner at the Free limit the upgrade', async () => {
    api({ role: 'owner', permitCount: 3 });
    renderScreen();
    expect(await screen.findByText("You have reached the Free plan's 3 permits.")).toBeDefined();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/signup/pro');
  });

  it('tells a manager at the Free limit that the owner manages the plan, with no upgrade to buy', async () => {
    api({ role: 'manager', permitCount: 3 });
    renderScreen();
    expect(await screen.findByText("You have reached the Free plan's 3 permits.")).toBeDefined();
    expect(screen.getByText('The owner manages the plan.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('shows neither form nor refusal until the role is known', async () => {
    api({ role: 'owner', entitlements: 'never' });
    renderScreen();
    expect(await screen.findByText('Loading...')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save Permit' })).toBeNull();
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });
});
