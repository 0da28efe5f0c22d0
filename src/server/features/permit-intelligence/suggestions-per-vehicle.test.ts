import { describe, expect, it } from 'vitest';
import type { PermitSuggestion } from '../../../shared/contracts/catalog';
import type { Vehicle } from '../../../shared/contracts/vehicles';
import { setUpTestApp, type SignedInOwner } from '@tests/support/test-app';

const t = setUpTestApp();

/** California's health permit, which licenses each mobile food unit apart (its catalog entry is perVehicle). */
const HEALTH = 'ca-mobile-food-facility-health-permit';

async function californian(plan: 'pro' | undefined = 'pro') {
  const owner = await t.signedInOwner({ plan });
  const profile = await t.request('/api/business-profile', {
    method: 'PUT',
    json: { businessName: 'Taco Loco', statesOperating: 'California' },
    cookie: owner.cookie,
  });
  expect(profile.status).toBe(200);
  return owner;
}

async function addVehicle(owner: SignedInOwner, name: string) {
  const response = await t.request('/api/vehicles', {
    method: 'POST',
    json: { name, kind: 'truck' },
    cookie: owner.cookie,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Vehicle;
}

async function addHealthPermit(owner: SignedInOwner, vehicleId?: string) {
  const response = await t.request('/api/permits', {
    method: 'POST',
    json: { name: 'Health Permit', state: 'CA', catalogEntryId: HEALTH, vehicleId },
    cookie: owner.cookie,
  });
  expect(response.status).toBe(201);
}

async function suggestionsOf(owner: SignedInOwner) {
  const response = await t.request('/api/permit-suggestions', { cookie: owner.cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { suggestions: PermitSuggestion[] }).suggestions;
}

/** Who each suggestion of an entry is for: a vehicle's name, or null for the whole business. */
const suggestedFor = async (owner: SignedInOwner, entryId: string) =>
  (await suggestionsOf(owner))
    .filter((suggestion) => suggestion.id === entryId)
    .map((suggestion) => suggestion.vehicle?.name ?? null);

describe('suggestions per vehicle (docs/product/fleet.md#suggestions)', () => {
  it('suggests the health permit for each truck that lacks one, with its id', async () => {
    const owner = await californian();
    const one = await addVehicle(owner, 'Truck 1');
    const two = await addVehicle(owner, 'Truck 2');
    const health = (await suggestionsOf(owner)).filter((suggestion) => suggestion.id === HEALTH);
    expect(health.map((suggestion) => suggestion.vehicle)).toEqual([
      { id: one.id, name: 'Truck 1' },
      { id: two.id, name: 'Truck 2' },
    ]);
    // An entry that is not per vehicle is suggested once, for the business.
    expect(await suggestedFor(owner, 'ca-sellers-permit')).toEqual([null]);

    await addHealthPermit(owner, one.id);
    expect(await suggestedFor(owner, HEALTH)).toEqual(['Truck 2']);
    await addHealthPermit(owner, two.id);
    expect(await suggestedFor(owner, HEALTH)).toEqual([]);
  });

  it("counts neither the whole business's permit for a truck, nor an archived truck", async () => {
    const owner = await californian();
    await addHealthPermit(owner);
    await addVehicle(owner, 'Truck 1');
    const two = await addVehicle(owner, 'Truck 2');
    expect(await suggestedFor(owner, HEALTH)).toEqual(['Truck 1', 'Truck 2']);
    const archived = await t.request(`/api/vehicles/${two.id}/archived`, {
      method: 'PUT',
      json: { archived: true },
      cookie: owner.cookie,
    });
    expect(archived.status).toBe(200);
    expect(await suggestedFor(owner, HEALTH)).toEqual(['Truck 1']);
  });

  it('suggests as before without vehicles: once, gone once any permit is from the entry', async () => {
    const owner = await californian(undefined);
    expect(await suggestedFor(owner, HEALTH)).toEqual([null]);
    await addHealthPermit(owner);
    expect(await suggestedFor(owner, HEALTH)).toEqual([]);
  });

  it("keeps a dismissal per entry, for every vehicle, and never shows another business's trucks", async () => {
    const owner = await californian();
    await addVehicle(owner, 'Truck 1');
    await addVehicle(owner, 'Truck 2');
    const neighbour = await californian();
    await addVehicle(neighbour, 'Cart A');
    expect(await suggestedFor(neighbour, HEALTH)).toEqual(['Cart A']);

    const dismissed = await t.request(`/api/permit-suggestions/${HEALTH}/dismiss`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(dismissed.status).toBe(204);
    expect(await suggestedFor(owner, HEALTH)).toEqual([]);
    expect(await suggestedFor(neighbour, HEALTH)).toEqual(['Cart A']);
  });
});
