import { screen } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AlertSettings, AlertSettingsInput } from '@shared/contracts/alerts';
import { alertSettingsFixture } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';
import { AlertSettingsForm } from './alert-settings-form';

const server = interceptHttp();

function renderForm(worksOnVehicles: boolean, settings: Partial<AlertSettings> = {}) {
  const saved: AlertSettingsInput[] = [];
  const stored = alertSettingsFixture(settings);
  server.use(
    http.put('*/api/alert-settings', async ({ request }) => {
      const body = (await request.json()) as AlertSettingsInput;
      saved.push(body);
      return HttpResponse.json({ ...stored, ...body });
    }),
  );
  const user = renderScreen(
    <AlertSettingsForm settings={stored} isPro mayUpgrade worksOnVehicles={worksOnVehicles} />,
    { toaster: true },
  );
  return { user, saved };
}

const onlyMine = () => screen.queryByRole('switch', { name: 'Only my vehicles' });

describe("'Only my vehicles' on the alert settings form", () => {
  it('shows for a member on a vehicle, with its help, and saves what it says', async () => {
    const { user, saved } = renderForm(true);
    expect(onlyMine()).toHaveAccessibleDescription(
      'Remind me only of the permits of the vehicles I work on and of the whole business.',
    );
    expect(onlyMine()).toHaveAttribute('aria-checked', 'false');
    await user.click(onlyMine()!);
    await user.click(screen.getByRole('button', { name: 'Save Alert Settings' }));
    await toastTitled('Settings Saved');
    expect(saved.map((body) => body.onlyMyVehicles)).toEqual([true]);
  });

  it('stays hidden for a member on no vehicle', () => {
    renderForm(false);
    expect(onlyMine()).toBeNull();
  });

  it('shows while it is on, for a member on no vehicle any more', async () => {
    const { user, saved } = renderForm(false, { onlyMyVehicles: true });
    expect(onlyMine()).toHaveAttribute('aria-checked', 'true');
    await user.click(onlyMine()!);
    await user.click(screen.getByRole('button', { name: 'Save Alert Settings' }));
    await toastTitled('Settings Saved');
    expect(saved.map((body) => body.onlyMyVehicles)).toEqual([false]);
  });
});
