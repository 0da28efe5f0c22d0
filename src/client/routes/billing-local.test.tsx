import { screen, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { Component as LocalCheckout } from './billing-local-checkout';
import { Component as LocalPortal } from './billing-local-portal';

const server = interceptHttp();

const SESSION = {
  id: 'lcs_1',
  trial: true,
  trialDays: 7,
  priceDollars: 29,
  email: 'owner@tacoloco.test',
};

const openCheckout = () =>
  renderScreen(<LocalCheckout />, {
    path: '/billing/local/checkout/lcs_1',
    route: '/billing/local/checkout/:sessionId',
  });

/** The card under the page's heading: the notice, with what it offers. */
const cardOf = async (heading: string) =>
  within((await screen.findByRole('heading', { name: heading })).closest('.rounded-lg') as HTMLElement);

describe('The local test-mode pages with nothing to act on (docs/product/screens.md#local-test-mode-billing-pages)', () => {
  it('says a checkout is not found and leads to the dashboard', async () => {
    server.use(
      http.get('*/api/billing/local/checkout/lcs_1', () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
      ),
    );
    openCheckout();
    const card = await cardOf('Checkout not found');
    expect(card.getByText('This checkout does not exist or belongs to another account.')).toBeVisible();
    expect(card.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByText('Test mode — no payment is taken')).toBeVisible();
  });

  it('says a checkout is already completed and leads to the dashboard', async () => {
    server.use(
      http.get('*/api/billing/local/checkout/lcs_1', () =>
        HttpResponse.json({ ...SESSION, status: 'complete' }),
      ),
    );
    openCheckout();
    const card = await cardOf('Checkout already completed');
    expect(card.getByText('This checkout is already completed. Your plan is active.')).toBeVisible();
    expect(card.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('sends the owner to Stripe when Stripe manages the subscription, without the test-mode banner', async () => {
    server.use(
      http.get('*/api/billing/local/portal', () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
      ),
    );
    renderScreen(<LocalPortal />, { path: '/billing/local/portal' });
    const card = await cardOf('Billing is managed by Stripe');
    expect(
      card.getByText(
        "Your subscription is managed in Stripe's customer portal. Open it with Manage Payment on your account page.",
      ),
    ).toBeVisible();
    expect(card.queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to PermitPilot' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByText('Test mode — no payment is taken')).toBeNull();
  });
});
