import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Permit, PermitList } from '../../../shared/contracts/permits';
import type { Vehicle } from '../../../shared/contracts/vehicles';
import { activityEvents, permits, vehicles } from '../../db/schema';
import { setUpTestApp, type SignedInOwner } from '@tests/support/test-app';

const t = setUpTestApp();

const TRUCK = { name: 'Truck 1', kind: 'truck', plate: '8abc123', vin: '1FTFW1ET5DFC10312' };

async function addVehicle(owner: { cookie: string }, data: Record<string, unknown>) {
  return t.request('/api/vehicles', { method: 'POST', json: data, cookie: owner.cookie });
}
async function added(owner: { cookie: string }, data: Record<string, unknown>) {
  const response = await addVehicle(owner, data);
  expect(response.status).toBe(201);
  return (await response.json()) as Vehicle;
}
async function addPermit(owner: { cookie: string }, data: Record<string, unknown>) {
  const response = await t.request('/api/permits', { method: 'POST', json: data, cookie: owner.cookie });
  expect(response.status).toBe(201);
  return (await response.json()) as Permit;
}
const listed = async (owner: { cookie: string }, query = '') =>
  (await (await t.request(`/api/permits${query}`, { cookie: owner.cookie })).json()) as PermitList;
const names = (list: PermitList) => list.permits.map((permit) => permit.name).sort();
const errorOf = async (response: Response) => ((await response.json()) as { error: unknown }).error;

describe('vehicles', () => {
  it('adds, lists and edits a vehicle; plate and VIN in capitals', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const truck = await added(owner, TRUCK);
    expect(truck).toMatchObject({
      name: 'Truck 1',
      kind: 'truck',
      plate: '8ABC123',
      vin: '1FTFW1ET5DFC10312',
      commissary: null,
      archivedAt: null,
      permitCount: 0,
      mine: false,
      memberIds: [],
    });
    const edited = await t.request(`/api/vehicles/${truck.id}`, {
      method: 'PUT',
      json: { name: 'The Taco Truck', kind: 'truck', commissary: 'Oakland Commissary', vin: '' },
      cookie: owner.cookie,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: 'The Taco Truck', vin: null, plate: null });
    const list = (await (await t.request('/api/vehicles', { cookie: owner.cookie })).json()) as {
      vehicles: Vehicle[];
    };
    expect(list.vehicles.map((vehicle) => vehicle.name)).toEqual(['The Taco Truck']);
    const [log] = await t.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.businessId, owner.businessId))
      .orderBy(activityEvents.id)
      .then((rows) => rows.filter((row) => row.action === 'vehicle.updated'));
    expect(log!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Truck 1', after: 'The Taco Truck' },
        { field: 'commissary', before: null, after: 'Oakland Commissary' },
      ]),
    );
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...TRUCK, vin: '1FTFW1ET5DFC1031' }, 'vin'],
      [{ ...TRUCK, vin: '1FTFW1ET5DFC1031O' }, 'vin'],
      [{ ...TRUCK, name: '' }, 'name'],
      [{ ...TRUCK, name: 'x'.repeat(81) }, 'name'],
      [{ ...TRUCK, kind: 'boat' }, 'kind'],
      [{ ...TRUCK, name: 'Truck\u0000' }, 'name'],
    ];
    for (const [data, field] of cases) {
      const response = await addVehicle(owner, data);
      expect(response.status, JSON.stringify(data)).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const stored = await t.db.select().from(vehicles).where(eq(vehicles.businessId, owner.businessId));
    expect(stored).toEqual([]);
  });

  it('keeps names unique in a business whatever their case', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const first = await added(owner, TRUCK);
    const other = await added(owner, { name: 'Cart', kind: 'cart' });
    const taken = await addVehicle(owner, { name: 'TRUCK 1', kind: 'trailer' });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ code: 'VEHICLE_NAME_TAKEN', field: 'name' });
    const renamed = await t.request(`/api/vehicles/${other.id}`, {
      method: 'PUT',
      json: { name: 'truck 1', kind: 'cart' },
      cookie: owner.cookie,
    });
    expect(renamed.status).toBe(409);
    // A vehicle keeps its own name when edited.
    const same = await t.request(`/api/vehicles/${first.id}`, {
      method: 'PUT',
      json: { name: 'truck 1', kind: 'truck' },
      cookie: owner.cookie,
    });
    expect(same.status).toBe(200);
    // Another business may use the name.
    await added(await t.signedInOwner(), TRUCK);
  });

  it('gives the Free plan one vehicle (archived ones aside), Pro any number', async () => {
    const free = await t.signedInOwner();
    const truck = await added(free, TRUCK);
    const second = await addVehicle(free, { name: 'Truck 2', kind: 'truck' });
    expect(second.status).toBe(403);
    expect(await errorOf(second)).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    const entitlements = await (
      await t.request('/api/subscription/entitlements', { cookie: free.cookie })
    ).json();
    expect(entitlements).toMatchObject({ vehicleLimit: 1, vehicleCount: 1, canAddVehicle: false });
    // A truck sold makes room for the next; restoring it then is past the limit.
    await t.request(`/api/vehicles/${truck.id}/archived`, {
      method: 'PUT',
      json: { archived: true },
      cookie: free.cookie,
    });
    await added(free, { name: 'Truck 2', kind: 'truck' });
    const restore = await t.request(`/api/vehicles/${truck.id}/archived`, {
      method: 'PUT',
      json: { archived: false },
      cookie: free.cookie,
    });
    expect(restore.status).toBe(403);
    expect(await errorOf(restore)).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });

    const pro = await t.signedInOwner({ plan: 'pro' });
    for (const name of ['Truck 1', 'Truck 2', 'Cart']) await added(pro, { name, kind: 'truck' });
  });

  it('lets crew read the vehicles and change none', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const truck = await added(owner, TRUCK);
    const crew = await t.signedInMember(owner.businessId, 'crew');
    const read = await t.request('/api/vehicles', { cookie: crew.cookie });
    expect(read.status).toBe(200);
    for (const [path, method, json] of [
      ['/api/vehicles', 'POST', { name: 'Truck 2', kind: 'truck' }],
      [`/api/vehicles/${truck.id}`, 'PUT', { name: 'Truck 9', kind: 'truck' }],
      [`/api/vehicles/${truck.id}/archived`, 'PUT', { archived: true }],
      [`/api/member-vehicles/${crew.memberId}`, 'PUT', { vehicleIds: [truck.id] }],
    ] as const) {
      const response = await t.request(path, { method, json, cookie: crew.cookie });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const [stored] = await t.db.select().from(vehicles).where(eq(vehicles.id, truck.id));
    expect(stored!.name).toBe('Truck 1');
  });
});

describe('permits on vehicles', () => {
  async function fleet(owner: SignedInOwner) {
    const one = await added(owner, { name: 'Truck 1', kind: 'truck' });
    const two = await added(owner, { name: 'Truck 2', kind: 'truck' });
    await addPermit(owner, { name: 'Health Permit', vehicleId: one.id, renewalDate: '2027-03-01' });
    await addPermit(owner, { name: 'Health Permit', vehicleId: two.id, renewalDate: '2027-02-01' });
    await addPermit(owner, { name: 'Fire Inspection', vehicleId: two.id });
    await addPermit(owner, { name: "Seller's Permit", renewalDate: '2027-01-01' });
    return { one, two };
  }

  it("lists one vehicle's permits with the whole business's, or the business's alone", async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const { one, two } = await fleet(owner);
    expect(names(await listed(owner))).toEqual([
      'Fire Inspection',
      'Health Permit',
      'Health Permit',
      "Seller's Permit",
    ]);
    const ofTwo = await listed(owner, `?vehicle=${two.id}`);
    expect(ofTwo.permits.map((permit) => [permit.name, permit.vehicle?.name ?? null])).toEqual([
      ["Seller's Permit", null],
      ['Health Permit', 'Truck 2'],
      ['Fire Inspection', 'Truck 2'],
    ]);
    expect(await listed(owner, `?vehicle=${one.id}&limit=1`)).toMatchObject({
      total: 2,
      permits: [{ name: "Seller's Permit" }],
    });
    // The first rows of the vehicle and of the business, read apart, come back as one list in date order.
    const firstTwo = await listed(owner, `?vehicle=${two.id}&limit=2`);
    expect(firstTwo.total).toBe(3);
    expect(firstTwo.permits.map((permit) => [permit.name, permit.vehicle?.name ?? null])).toEqual([
      ["Seller's Permit", null],
      ['Health Permit', 'Truck 2'],
    ]);
    expect(names(await listed(owner, '?vehicle=business'))).toEqual(["Seller's Permit"]);
    const vehicleList = (await (await t.request('/api/vehicles', { cookie: owner.cookie })).json()) as {
      vehicles: Vehicle[];
    };
    expect(vehicleList.vehicles.map((vehicle) => [vehicle.name, vehicle.permitCount])).toEqual([
      ['Truck 1', 1],
      ['Truck 2', 2],
    ]);
  });

  it("treats another business's vehicle as a missing one, and stores nothing", async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const stranger = await t.signedInOwner({ plan: 'pro' });
    const theirs = await added(stranger, TRUCK);
    const create = await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'Health Permit', vehicleId: theirs.id },
      cookie: owner.cookie,
    });
    expect(create.status).toBe(404);
    expect(await errorOf(create)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.db.select().from(permits).where(eq(permits.businessId, owner.businessId))).toEqual([]);
    const filtered = await t.request(`/api/permits?vehicle=${theirs.id}`, { cookie: owner.cookie });
    expect(filtered.status).toBe(404);
    const bad = await t.request('/api/permits?vehicle=truck-1', { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    const edit = await t.request(`/api/vehicles/${theirs.id}`, {
      method: 'PUT',
      json: { name: 'Mine now', kind: 'truck' },
      cookie: owner.cookie,
    });
    expect(edit.status).toBe(404);
    const assign = await t.request(`/api/member-vehicles/${stranger.memberId}`, {
      method: 'PUT',
      json: { vehicleIds: [] },
      cookie: owner.cookie,
    });
    expect(assign.status).toBe(404);
  });

  it('moves a permit between vehicles and names the vehicle in the activity log', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const { one, two } = await fleet(owner);
    const permit = (await listed(owner, `?vehicle=${one.id}`)).permits.find(
      (listedPermit) => listedPermit.vehicle,
    )!;
    const moved = await t.request(`/api/permits/${permit.id}`, {
      method: 'PUT',
      json: { name: 'Health Permit', renewalDate: '2027-03-01', vehicleId: two.id },
      cookie: owner.cookie,
    });
    expect(((await moved.json()) as Permit).vehicle).toEqual({
      id: two.id,
      name: 'Truck 2',
      archived: false,
    });
    // An edit that does not name the vehicle keeps it.
    const kept = await t.request(`/api/permits/${permit.id}`, {
      method: 'PUT',
      json: { name: 'Health Permit', renewalDate: '2027-04-01' },
      cookie: owner.cookie,
    });
    expect(((await kept.json()) as Permit).vehicle?.name).toBe('Truck 2');
    const history = (await (
      await t.request(`/api/permits/${permit.id}/activity`, { cookie: owner.cookie })
    ).json()) as { events: { action: string; vehicleName: string | null; changes: unknown[] }[] };
    expect(history.events.map((event) => [event.action, event.vehicleName])).toEqual([
      ['permit.updated', 'Truck 2'],
      ['permit.updated', 'Truck 2'],
      ['permit.created', 'Truck 1'],
    ]);
    expect(history.events[1]!.changes).toContainEqual({
      field: 'vehicle',
      before: 'Truck 1',
      after: 'Truck 2',
    });
  });

  it('archives a vehicle: its permits leave the list, stay whole and read-only, and come back on restore', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const { one } = await fleet(owner);
    const [permit] = (await listed(owner, `?vehicle=${one.id}`)).permits.filter(
      (listedPermit) => listedPermit.vehicle,
    );
    const archive = await t.request(`/api/vehicles/${one.id}/archived`, {
      method: 'PUT',
      json: { archived: true },
      cookie: owner.cookie,
    });
    expect(await archive.json()).toMatchObject({ archivedAt: expect.any(String), permitCount: 1 });
    expect(names(await listed(owner))).toEqual(['Fire Inspection', 'Health Permit', "Seller's Permit"]);
    // Asked for by name, an archived vehicle's permits are there, for the reports.
    expect(
      (await listed(owner, `?vehicle=${one.id}`)).permits.map(
        (listedPermit) => listedPermit.vehicle?.archived ?? null,
      ),
    ).toEqual([null, true]);
    for (const [path, method, json] of [
      [`/api/permits/${permit!.id}`, 'PUT', { name: 'Renamed' }],
      [`/api/permits/${permit!.id}`, 'DELETE', undefined],
      [`/api/permits/${permit!.id}/renew`, 'POST', { renewalDate: '2028-03-01' }],
      [`/api/permits/${permit!.id}/document`, 'DELETE', undefined],
    ] as const) {
      const response = await t.request(path, { method, json, cookie: owner.cookie });
      expect(response.status, `${method} ${path}`).toBe(409);
      expect(await errorOf(response)).toMatchObject({ code: 'VEHICLE_ARCHIVED' });
    }
    const adding = await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'Propane', vehicleId: one.id },
      cookie: owner.cookie,
    });
    expect(adding.status).toBe(409);
    const [stored] = await t.db.select().from(permits).where(eq(permits.id, permit!.id));
    expect(stored).toMatchObject({ name: 'Health Permit', renewalDate: '2027-03-01', vehicleId: one.id });
    await t.request(`/api/vehicles/${one.id}/archived`, {
      method: 'PUT',
      json: { archived: false },
      cookie: owner.cookie,
    });
    expect(names(await listed(owner))).toHaveLength(4);
  });

  it('assigns members to vehicles; each member sees which are theirs', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const { one, two } = await fleet(owner);
    const crew = await t.signedInMember(owner.businessId, 'crew');
    const assigned = await t.request(`/api/member-vehicles/${crew.memberId}`, {
      method: 'PUT',
      json: { vehicleIds: [one.id, one.id] },
      cookie: owner.cookie,
    });
    expect(assigned.status).toBe(200);
    const seen = (await (await t.request('/api/vehicles', { cookie: crew.cookie })).json()) as {
      vehicles: Vehicle[];
    };
    expect(seen.vehicles.map((vehicle) => [vehicle.name, vehicle.mine, vehicle.memberIds])).toEqual([
      ['Truck 1', true, [crew.memberId]],
      ['Truck 2', false, []],
    ]);
    const unknown = await t.request(`/api/member-vehicles/${crew.memberId}`, {
      method: 'PUT',
      json: { vehicleIds: [two.id, '00000000-0000-4000-8000-000000000000'] },
      cookie: owner.cookie,
    });
    expect(unknown.status).toBe(404);
    const [log] = await t.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.action, 'member.vehicles_changed'));
    expect(log).toMatchObject({
      subject: crew.email,
      changes: [{ field: 'vehicles', before: [], after: ['Truck 1'] }],
    });
  });
});

describe('closing an account with a fleet', () => {
  it('takes the vehicles, their permits and the assignments with the business', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const truck = await added(owner, TRUCK);
    await addPermit(owner, { name: 'Health Permit', vehicleId: truck.id });
    const [ownMember] = (await (await t.request('/api/team', { cookie: owner.cookie })).json()).members;
    await t.request(`/api/member-vehicles/${ownMember.id}`, {
      method: 'PUT',
      json: { vehicleIds: [truck.id] },
      cookie: owner.cookie,
    });
    const closed = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: owner.cookie,
    });
    expect(closed.status).toBe(204);
    expect(await t.db.select().from(vehicles).where(eq(vehicles.businessId, owner.businessId))).toEqual([]);
    expect(await t.db.select().from(permits).where(eq(permits.businessId, owner.businessId))).toEqual([]);
  });
});
