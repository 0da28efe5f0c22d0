import { screen } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { entitlementsOf } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { StartTrialCard } from './start-trial-card';

const server = interceptHttp();

function renderCard(role: Role) {
  const entitlements = entitlementsOf(role, { permitCount: 0 });
  server.use(
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlements)),
  );
  renderScreen(<StartTrialCard />);
}

describe('Start Your Pro Trial by role (docs/decisions/0018)', () => {
  it('lets the owner start the checkout, with or without the trial', async () => {
    renderCard('owner');
    expect(await screen.findByRole('button', { name: 'Start 7-Day Free Trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip Trial - Start Now ($19)' })).toBeInTheDocument();
  });

  it.each(['manager', 'crew'] as const)('tells the %s that the owner manages the plan', async (role) => {
    renderCard(role);
    expect(await screen.findByText('The owner manages the plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start 7-Day Free Trial' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Skip Trial/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Plan Selection' })).toBeInTheDocument();
  });
});
