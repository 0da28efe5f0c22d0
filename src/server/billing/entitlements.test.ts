import { describe, expect, it } from 'vitest';
import { createPermit, createSubscription } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

const entitlements = async (cookie: string) => {
  const response = await t.request('/api/subscription/entitlements', { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.json();
};

describe('GET /api/subscription/entitlements', () => {
  it('gives a Free owner three permits and no text alerts, counting only their own permits', async () => {
    const owner = await t.signedInOwner();
    const neighbour = await t.signedInOwner();
    for (let i = 0; i < 5; i++) await createPermit(t.db, neighbour.id);

    // The member's role and their business's name (named after the owner's e-mail until its profile names it).
    expect(await entitlements(owner.cookie)).toEqual({
      plan: 'free',
      permitLimit: 3,
      permitCount: 0,
      canAddPermit: true,
      vehicleLimit: 1,
      vehicleCount: 0,
      canAddVehicle: true,
      canUseTextAlerts: false,
      role: 'owner',
      businessName: owner.email,
    });
    for (let i = 0; i < 3; i++) await createPermit(t.db, owner.id);
    expect(await entitlements(owner.cookie)).toMatchObject({ permitCount: 3, canAddPermit: false });
  });

  it('gives a paying, trialing or past-due owner unlimited permits and text alerts', async () => {
    const paying = await t.signedInOwner({ plan: 'pro' });
    for (let i = 0; i < 4; i++) await createPermit(t.db, paying.id);
    const expected = {
      plan: 'pro',
      permitLimit: null,
      canAddPermit: true,
      vehicleLimit: null,
      vehicleCount: 0,
      canAddVehicle: true,
      canUseTextAlerts: true,
      role: 'owner',
    };
    expect(await entitlements(paying.cookie)).toEqual({
      ...expected,
      permitCount: 4,
      businessName: paying.email,
    });

    const trialing = await t.signedInOwner({ plan: 'trial' });
    expect(await entitlements(trialing.cookie)).toEqual({
      ...expected,
      permitCount: 0,
      businessName: trialing.email,
    });

    const pastDue = await t.signedInOwner();
    await createSubscription(t.db, pastDue.id, 'pro', { status: 'past_due' });
    expect(await entitlements(pastDue.cookie)).toMatchObject({ plan: 'pro', canUseTextAlerts: true });
  });

  it('reads a cancelled subscription as Free: a downgraded owner keeps permits but adds none', async () => {
    const downgraded = await t.signedInOwner({ plan: 'canceled' });
    for (let i = 0; i < 4; i++) await createPermit(t.db, downgraded.id);
    expect(await entitlements(downgraded.cookie)).toEqual({
      plan: 'free',
      permitLimit: 3,
      permitCount: 4,
      canAddPermit: false,
      vehicleLimit: 1,
      vehicleCount: 0,
      canAddVehicle: true,
      canUseTextAlerts: false,
      role: 'owner',
      businessName: downgraded.email,
    });
  });

  it("gives a member the business's plan and permits, and crew no permit adding (docs/decisions/0018)", async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    for (let i = 0; i < 2; i++) await createPermit(t.db, owner.id);
    const manager = await t.signedInMember(owner.businessId, 'manager');
    const crew = await t.signedInMember(owner.businessId, 'crew');
    const expected = {
      plan: 'pro',
      permitLimit: null,
      permitCount: 2,
      vehicleLimit: null,
      vehicleCount: 0,
      canUseTextAlerts: true,
      businessName: owner.email,
    };
    expect(await entitlements(manager.cookie)).toEqual({
      ...expected,
      canAddPermit: true,
      canAddVehicle: true,
      role: 'manager',
    });
    expect(await entitlements(crew.cookie)).toEqual({
      ...expected,
      canAddPermit: false,
      canAddVehicle: false,
      role: 'crew',
    });
  });

  it('refuses an anonymous visitor', async () => {
    const response = await t.request('/api/subscription/entitlements');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});
