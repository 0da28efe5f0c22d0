import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Permit } from '../../../shared/contracts/permits';
import type { ShareLink, SharedPage } from '../../../shared/contracts/sharing';
import type { Vehicle } from '../../../shared/contracts/vehicles';
import { activityEvents } from '../../db/schema';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

type Cookie = { cookie: string };

async function post<T>(owner: Cookie, path: string, json: unknown) {
  const response = await t.request(path, { method: 'POST', cookie: owner.cookie, json });
  expect(response.status, path).toBe(201);
  return (await response.json()) as T;
}
const addVehicle = (owner: Cookie, name: string) =>
  post<Vehicle>(owner, '/api/vehicles', { name, kind: 'truck' });
const addPermit = (owner: Cookie, name: string, vehicleId: string | null, renewalDate?: string) =>
  post<Permit>(owner, '/api/permits', { name, vehicleId, renewalDate });
const share = (owner: Cookie, json: unknown) =>
  t.request('/api/share-links', { method: 'POST', cookie: owner.cookie, json });
const tokenOf = (link: ShareLink) => new URL(link.url).pathname.split('/').pop()!;
const open = (link: ShareLink) => t.request(`/api/shared/${tokenOf(link)}`);
const openedPage = async (link: ShareLink) => (await (await open(link)).json()) as SharedPage;
const documentOf = (link: ShareLink, permit: Permit) =>
  t.request(`/api/shared/${tokenOf(link)}/permits/${permit.id}/document`);
const errorOf = async (response: Response) => ((await response.json()) as { error: unknown }).error;

/** A Pro owner of Taco Loco with Truck 1 and Truck 2, a permit on each and one of the whole business. */
async function fleet() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  await t.request('/api/business-profile', {
    method: 'PUT',
    cookie: owner.cookie,
    json: { businessName: 'Taco Loco', statesOperating: 'CA', servesBeerWine: false, servesLiquor: false },
  });
  const truck1 = await addVehicle(owner, 'Truck 1');
  const truck2 = await addVehicle(owner, 'Truck 2');
  const health1 = await addPermit(owner, 'Health Permit', truck1.id, '2027-01-10');
  const health2 = await addPermit(owner, 'Health Permit', truck2.id, '2027-02-10');
  const license = await addPermit(owner, 'Business License', null, '2027-03-10');
  for (const permit of [health1, health2, license])
    await t.uploadDocument(owner.cookie, permit.id, { name: `${permit.id}.pdf` });
  return { owner, truck1, truck2, health1, health2, license };
}

describe('a share link of one vehicle', () => {
  it("shows the vehicle's permits and the whole business's as they are when opened, never another vehicle's", async () => {
    const { owner, truck1, truck2, health1, health2, license } = await fleet();
    const created = await share(owner, { vehicleId: truck2.id, expiresIn: 'never' });
    expect(created.status).toBe(201);
    const link = (await created.json()) as ShareLink;
    expect(link).toMatchObject({ permits: [], vehicle: { id: truck2.id, name: 'Truck 2', archived: false } });

    const page = await openedPage(link);
    expect(page.businessName).toBe('Taco Loco');
    expect(page.vehicleName).toBe('Truck 2');
    expect(page.permits.map((permit) => [permit.id, permit.vehicleName])).toEqual([
      [health2.id, 'Truck 2'],
      [license.id, null],
    ]);

    // The documents of exactly the permits it shows.
    expect((await documentOf(link, health2)).status).toBe(200);
    expect((await documentOf(link, license)).status).toBe(200);
    expect((await documentOf(link, health1)).status).toBe(404);

    // Not a fixed selection: a permit added to Truck 2 or to the business later shows at the next opening;
    // one added to Truck 1 does not.
    const fire2 = await addPermit(owner, 'Fire Inspection', truck2.id, '2026-12-01');
    await addPermit(owner, 'Fire Inspection', truck1.id, '2026-12-02');
    const insurance = await addPermit(owner, 'Liability Insurance', null);
    expect((await openedPage(link)).permits.map((permit) => permit.id)).toEqual([
      fire2.id,
      health2.id,
      license.id,
      insurance.id,
    ]);

    const listed = (await (await t.request('/api/share-links', { cookie: owner.cookie })).json()) as {
      links: ShareLink[];
    };
    expect(listed.links).toEqual([
      expect.objectContaining({ id: link.id, vehicle: { id: truck2.id, name: 'Truck 2', archived: false } }),
    ]);
    const log = await t.db
      .select({ action: activityEvents.action, subject: activityEvents.subject })
      .from(activityEvents)
      .where(eq(activityEvents.businessId, owner.businessId));
    expect(log.filter((entry) => entry.action.startsWith('share_link.'))).toEqual([
      { action: 'share_link.created', subject: 'Truck 2' },
      { action: 'share_link.viewed', subject: 'Truck 2' },
      { action: 'share_link.viewed', subject: 'Truck 2' },
    ]);
  });

  it('opens nothing while its vehicle is archived, and again once it is restored', async () => {
    const { owner, truck2, health2 } = await fleet();
    const link = (await (await share(owner, { vehicleId: truck2.id, expiresIn: '30d' })).json()) as ShareLink;
    const archive = (archived: boolean) =>
      t.request(`/api/vehicles/${truck2.id}/archived`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { archived },
      });
    expect((await archive(true)).status).toBe(200);
    expect((await open(link)).status).toBe(404);
    expect((await documentOf(link, health2)).status).toBe(404);
    expect((await t.request(`/api/shared/${tokenOf(link)}/qr.svg`)).status).toBe(404);
    const listed = (await (await t.request('/api/share-links', { cookie: owner.cookie })).json()) as {
      links: ShareLink[];
    };
    expect(listed.links[0]!.vehicle).toMatchObject({ name: 'Truck 2', archived: true });
    // A new link of an archived vehicle is refused.
    const refused = await share(owner, { vehicleId: truck2.id, expiresIn: '30d' });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'VEHICLE_ARCHIVED' });

    expect((await archive(false)).status).toBe(200);
    expect((await openedPage(link)).vehicleName).toBe('Truck 2');
  });

  it("refuses another business's vehicle as a missing one, and a link of both permits and a vehicle", async () => {
    const { owner, truck2, license } = await fleet();
    const other = await t.signedInOwner({ plan: 'pro' });
    const theirs = await addVehicle(other, 'Truck 2');
    const foreign = await share(owner, { vehicleId: theirs.id, expiresIn: '7d' });
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND' });
    const missing = await share(owner, { vehicleId: crypto.randomUUID(), expiresIn: '7d' });
    expect(missing.status).toBe(404);

    const both = await share(owner, { vehicleId: truck2.id, permitIds: [license.id], expiresIn: '7d' });
    expect(both.status).toBe(400);
    expect(JSON.stringify(await errorOf(both))).toContain('Share either chosen permits or one vehicle');
    const neither = await share(owner, { expiresIn: '7d' });
    expect(neither.status).toBe(400);
    expect(JSON.stringify(await errorOf(neither))).toContain('Choose at least one permit to share.');
    const malformed = await share(owner, { vehicleId: 'truck-2', expiresIn: '7d' });
    expect(malformed.status).toBe(400);
    // Nothing was made of any of them.
    const listed = (await (await t.request('/api/share-links', { cookie: owner.cookie })).json()) as {
      links: ShareLink[];
    };
    expect(listed.links).toEqual([]);
  });
});
