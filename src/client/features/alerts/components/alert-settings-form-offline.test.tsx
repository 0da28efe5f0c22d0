import { screen } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { alertSettingsFixture } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { AlertSettingsForm } from './alert-settings-form';

// The schema the form loads on 'Save Alert Settings' cannot be fetched (docs/decisions/0025).
vi.mock('@shared/contracts/alerts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const server = interceptHttp();

const STORED = alertSettingsFixture();

describe('the alert settings form without a connection', () => {
  it('says the save failed and sends nothing when its schema cannot be loaded', async () => {
    const saved: unknown[] = [];
    server.use(
      http.put('*/api/alert-settings', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(STORED);
      }),
    );
    const user = renderScreen(<AlertSettingsForm settings={STORED} isPro mayUpgrade />, { toaster: true });
    await user.click(screen.getByRole('button', { name: 'Save Alert Settings' }));
    expect(await screen.findByText('Failed to save alert settings. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Alert Settings' })).toHaveProperty('disabled', false);
    expect(saved).toEqual([]);
  });
});
