import { describe, expect, it } from 'vitest';
import type { Permit } from '../../../shared/contracts/permits';
import type { Vehicle } from '../../../shared/contracts/vehicles';
import { readPdf } from '@tests/support/pdf-files';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

const TODAY = '2026-11-25';

type Cookie = { cookie: string };

async function post<T>(owner: Cookie, path: string, json: unknown) {
  const response = await t.request(path, { method: 'POST', cookie: owner.cookie, json });
  expect(response.status, path).toBe(201);
  return (await response.json()) as T;
}

/** Truck 1 and Truck 2 with a permit each, one of the whole business, and an archived cart with one. */
async function fleet() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const vehicle = (name: string) => post<Vehicle>(owner, '/api/vehicles', { name, kind: 'truck' });
  const permit = (name: string, vehicleId: string | null, renewalDate: string) =>
    post<Permit>(owner, '/api/permits', { name, vehicleId, renewalDate });
  const [truck1, truck2, cart] = [await vehicle('Truck 1'), await vehicle('Truck 2'), await vehicle('Cart')];
  await permit('Health Permit', truck1.id, '2027-01-10');
  await permit('Fire Inspection', truck2.id, '2027-02-10');
  await permit('Business License', null, '2027-03-10');
  await permit('Cart Permit', cart.id, '2027-04-10');
  const archived = await t.request(`/api/vehicles/${cart.id}/archived`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { archived: true },
  });
  expect(archived.status).toBe(200);
  return { owner, truck1, truck2, cart };
}

const packetText = async (owner: Cookie, query: string) => {
  const response = await t.request(`/api/compliance-packet?today=${TODAY}&${query}`, {
    cookie: owner.cookie,
  });
  expect(response.status, query).toBe(200);
  return (await readPdf(new Uint8Array(await response.arrayBuffer()))).text;
};

describe('the compliance packet by vehicle', () => {
  it("holds one vehicle's permits and the whole business's, each page naming its vehicle", async () => {
    const { owner, truck1, cart } = await fleet();
    const [cover, ...pages] = await packetText(owner, `vehicle=${truck1.id}`);
    expect(cover).toContain('Vehicle: Truck 1');
    expect(cover).toContain('In this packet: All Permits, 2 of 2 permits');
    expect(cover).toContain('Health Permit — Truck 1');
    expect(cover).not.toContain('Fire Inspection');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatch(/Health Permit[\s\S]*Vehicle\s*Truck 1/);
    expect(pages[1]).toMatch(/Business License[\s\S]*Vehicle\s*Whole business/);

    // The whole business's alone; every vehicle but the archived one; the archived one when asked for.
    const business = await packetText(owner, 'vehicle=business');
    expect(business).toHaveLength(2);
    expect(business[0]).toContain('Vehicle: Whole business');
    const all = await packetText(owner, '');
    expect(all[0]).toContain('3 of 3 permits');
    expect(all[0]).not.toContain('Cart Permit');
    const archived = await packetText(owner, `vehicle=${cart.id}`);
    expect(archived[0]).toContain('Cart Permit — Cart');
  });

  it("answers another business's vehicle as a missing one, and a malformed filter as bad input", async () => {
    const { owner } = await fleet();
    const other = await t.signedInOwner({ plan: 'pro' });
    const theirs = await post<Vehicle>(other, '/api/vehicles', { name: 'Truck 9', kind: 'truck' });
    const foreign = await t.request(`/api/compliance-packet?vehicle=${theirs.id}`, { cookie: owner.cookie });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const malformed = await t.request('/api/compliance-packet?vehicle=truck-1', { cookie: owner.cookie });
    expect(malformed.status).toBe(400);
    const emailed = await t.request('/api/compliance-packet/email', {
      method: 'POST',
      cookie: owner.cookie,
      json: { to: 'organiser@example.com', vehicle: theirs.id },
    });
    expect(emailed.status).toBe(404);
  });
});
