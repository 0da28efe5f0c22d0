import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FREE_SUBSCRIPTION, type SubscriptionStatus } from '@shared/domain/subscription';
import { i18n } from '@client/lib/i18n';
import { testQueryClient } from '@tests/support/render-screen';
import { subscriptionQueryKey } from '../api/get-subscription-status';
import { render, screen } from '@tests/support/render';
import { ProFeatureCard } from './pro-feature-card';
import { ProGate } from './pro-gate';

const PRO_TRIAL: SubscriptionStatus = {
  subscribed: true,
  isTrialing: true,
  subscription_tier: 'Pro',
  subscription_end: '2030-01-08T00:00:00.000Z',
};

/** The gate with the subscription cache as given; without a status the check is still loading. */
function gate(status?: SubscriptionStatus) {
  const queryClient = testQueryClient();
  if (status) queryClient.setQueryData(subscriptionQueryKey, status);
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProGate feature="AI Renewal Link Discovery">
          <p>The secret Pro content</p>
        </ProGate>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const renderGate = (status?: SubscriptionStatus) =>
  renderToString(<I18nProvider i18n={i18n}>{gate(status)}</I18nProvider>);

describe('ProGate', () => {
  it("shows 'Loading...' while the subscription check runs", () => {
    const html = renderGate();
    expect(html).toContain('Loading...');
    expect(html).not.toContain('The secret Pro content');
    expect(html).not.toContain('Pro Feature');
  });

  it('offers Free owners the upgrade card with the price and the 7-day trial', async () => {
    render(gate(FREE_SUBSCRIPTION));
    const title = await screen.findByRole('heading', { name: 'AI Renewal Link Discovery - Pro Feature' });
    expect(title.tagName).toBe('H2');
    expect(screen.getByText(/\$19\/month/)).toHaveTextContent('7 days');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/signup/pro/trial',
    );
    expect(screen.queryByText('The secret Pro content')).toBeNull();
  });

  it('shows the feature itself to Pro owners, trialing or paying', () => {
    for (const status of [PRO_TRIAL, { ...PRO_TRIAL, isTrialing: false }]) {
      const html = renderGate(status);
      expect(html).toContain('The secret Pro content');
      expect(html).not.toContain('Pro Feature');
      expect(html).not.toContain('Loading...');
    }
  });

  it('gives the card alone to a screen that gates by its own rule, titled after the feature', () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <ProFeatureCard feature="Team Collaboration" />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(html).toMatch(/<h2>Team Collaboration - Pro Feature<\/h2>/);
    expect(html).toMatch(/<a[^>]*href="\/signup\/pro\/trial"[^>]*>Start Free Trial<\/a>/);
  });
});
