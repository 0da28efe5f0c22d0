import { describe, expect, inject, it } from 'vitest';
import type { Vehicle } from '@shared/contracts/vehicles';
import { expectAccessibleOnPhone, phoneBrowserSession } from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';

// Suggestions per vehicle (docs/product/fleet.md#suggestions): California licenses each mobile food unit
// apart, so its health permit is suggested for each truck that lacks one.
const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

const HEALTH = 'ca-mobile-food-facility-health-permit';
const HEALTH_NAME = 'Mobile Food Facility health permit';

async function send<T>(method: 'POST' | 'PUT', path: string, data: object) {
  const response = await context.request.fetch(`${baseUrl}${path}`, {
    method,
    data,
    headers: { origin: baseUrl },
  });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

const healthFor = (vehicle: string) =>
  page.getByTestId('permit-suggestion').filter({
    has: page.getByRole('heading', { name: `${HEALTH_NAME} for ${vehicle}`, exact: true }),
  });

describe('suggestions per vehicle', () => {
  it("suggests the health permit for each truck, and 'Add' takes the truck to the permit form", async () => {
    await signedInOwner(context, baseUrl, { plan: 'pro' });
    await send('PUT', '/api/business-profile', {
      businessName: 'Rolling Tacos',
      statesOperating: 'California',
    });
    const one = await send<Vehicle>('POST', '/api/vehicles', { name: 'Truck 1', kind: 'truck' });
    const two = await send<Vehicle>('POST', '/api/vehicles', { name: 'Truck 2', kind: 'truck' });

    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Permit Suggestions' }).waitFor();
    await healthFor('Truck 1').waitFor();
    expect(await healthFor('Truck 2').count()).toBe(1);
    expect(await healthFor('Truck 2').innerText()).toContain('High priority');
    await expectAccessibleOnPhone(page);

    await healthFor('Truck 2')
      .getByRole('link', { name: `Add ${HEALTH_NAME} for Truck 2` })
      .click();
    await page.waitForURL(/\/permit-setup\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('suggestion')).toBe(HEALTH);
    expect(query.get('vehicle')).toBe(two.id);
    await expect.poll(() => page.getByLabel('License/Permit Name').inputValue()).toBe(HEALTH_NAME);

    // Saved on Truck 2 (through the API: the form's 'Vehicle' field reads `vehicle`, and is built apart), the
    // suggestion is left for Truck 1 alone.
    await send('POST', '/api/permits', {
      name: HEALTH_NAME,
      state: 'CA',
      catalogEntryId: HEALTH,
      vehicleId: two.id,
    });
    await page.goto('/dashboard');
    await healthFor('Truck 1').waitFor();
    expect(await healthFor('Truck 2').count()).toBe(0);
    expect(
      await healthFor('Truck 1')
        .getByRole('link', { name: `Add ${HEALTH_NAME} for Truck 1` })
        .getAttribute('href'),
    ).toBe(`/permit-setup?suggestion=${HEALTH}&vehicle=${one.id}`);
    await expectAccessibleOnPhone(page);
  });
});
