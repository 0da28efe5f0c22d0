import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BusinessInspections, Inspection } from '../../../shared/contracts/inspections';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { activityEvents, permitInspections, vehicles } from '../../db/schema';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();
const today = calendarDateIn('UTC', new Date());
const inDays = (days: number) => addDaysTo(today, days);

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; field?: string } }).error;
const add = (cookie: string, permitId: string, json: object) =>
  t.request(`/api/permits/${permitId}/inspections`, { method: 'POST', json, cookie });
const edit = (cookie: string, id: string, json: object) =>
  t.request(`/api/inspections/${id}`, { method: 'PUT', json, cookie });
const listOf = async (cookie: string, permitId: string) =>
  (
    (await (await t.request(`/api/permits/${permitId}/inspections`, { cookie })).json()) as {
      inspections: Inspection[];
    }
  ).inspections;

/** The rows of one permit: the database is the test file's, shared by its tests. */
const inspectionsOf = (permitId: string) =>
  t.db.select().from(permitInspections).where(eq(permitInspections.permitId, permitId));

async function ownerWithPermit(plan?: 'pro') {
  const owner = await t.signedInOwner(plan ? { plan } : {});
  const permit = await createPermit(t.db, owner.id, { name: 'Fire Safety Permit' });
  return { owner, permit };
}

describe('inspections of a permit', () => {
  it('adds, lists, edits and removes an inspection, each change in the activity log', async () => {
    const { owner, permit } = await ownerWithPermit();
    const added = await add(owner.cookie, permit.id, {
      scheduledOn: inDays(10),
      agency: '  County Fire Marshal ',
      notes: 'Bring the propane\ncertificate',
    });
    expect(added.status).toBe(201);
    const inspection = (await added.json()) as Inspection;
    expect(inspection).toMatchObject({
      permitId: permit.id,
      scheduledOn: inDays(10),
      agency: 'County Fire Marshal',
      notes: 'Bring the propane\ncertificate',
      result: 'pending',
      reinspectionOn: null,
      report: null,
    });
    await add(owner.cookie, permit.id, { scheduledOn: inDays(-30), result: 'passed' });
    expect((await listOf(owner.cookie, permit.id)).map((row) => row.scheduledOn)).toEqual([
      inDays(10),
      inDays(-30),
    ]);

    const failed = await edit(owner.cookie, inspection.id, {
      scheduledOn: inDays(10),
      agency: 'County Fire Marshal',
      result: 'failed',
      reinspectionOn: inDays(24),
    });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toMatchObject({ result: 'failed', reinspectionOn: inDays(24), notes: null });
    // Passed on the re-inspection: the re-inspection date goes with the failure.
    const passed = await edit(owner.cookie, inspection.id, { scheduledOn: inDays(10), result: 'passed' });
    expect(await passed.json()).toMatchObject({ result: 'passed', reinspectionOn: null });

    const removed = await t.request(`/api/inspections/${inspection.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await listOf(owner.cookie, permit.id)).toHaveLength(1);

    const log = await t.db
      .select({
        action: activityEvents.action,
        subject: activityEvents.subject,
        changes: activityEvents.changes,
      })
      .from(activityEvents)
      .where(eq(activityEvents.permitId, permit.id))
      .orderBy(activityEvents.id);
    expect(log.map((entry) => entry.action)).toEqual([
      'inspection.added',
      'inspection.added',
      'inspection.updated',
      'inspection.updated',
      'inspection.deleted',
    ]);
    expect(log[0]!.subject).toBe('Fire Safety Permit');
    expect(log[2]!.changes).toEqual([
      { field: 'notes', before: 'Bring the propane\ncertificate', after: null },
      { field: 'result', before: 'pending', after: 'failed' },
      { field: 'reinspectionOn', before: null, after: inDays(24) },
    ]);
  });

  it('refuses bad input with a code and the field, and stores nothing', async () => {
    const { owner, permit } = await ownerWithPermit();
    const refusals: [object, string][] = [
      [{}, 'scheduledOn'],
      [{ scheduledOn: '2026-02-30' }, 'scheduledOn'],
      [{ scheduledOn: '1800-01-01' }, 'scheduledOn'],
      [{ scheduledOn: inDays(1), result: 'maybe' }, 'result'],
      [{ scheduledOn: inDays(1), agency: 'A'.repeat(201) }, 'agency'],
      [{ scheduledOn: inDays(1), agency: 'Fire\u0000Marshal' }, 'agency'],
      [{ scheduledOn: inDays(1), notes: 'N'.repeat(5001) }, 'notes'],
      // A re-inspection belongs to a failed inspection only, and comes after it.
      [{ scheduledOn: inDays(1), reinspectionOn: inDays(5) }, 'reinspectionOn'],
      [{ scheduledOn: inDays(1), result: 'passed', reinspectionOn: inDays(5) }, 'reinspectionOn'],
      [{ scheduledOn: inDays(5), result: 'failed', reinspectionOn: inDays(4) }, 'reinspectionOn'],
    ];
    for (const [json, field] of refusals) {
      const response = await add(owner.cookie, permit.id, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await errorOf(response), JSON.stringify(json)).toMatchObject({
        code: 'VALIDATION_ERROR',
        field,
      });
    }
    const unknownField = await add(owner.cookie, permit.id, { scheduledOn: inDays(1), inspector: 'Bob' });
    expect(unknownField.status).toBe(400);
    const notJson = await t.request(`/api/permits/${permit.id}/inspections`, {
      method: 'POST',
      body: 'scheduledOn=tomorrow',
      headers: { 'content-type': 'application/json' },
      cookie: owner.cookie,
    });
    expect(notJson.status).toBe(400);
    expect(await inspectionsOf(permit.id)).toEqual([]);

    const inspection = (await (
      await add(owner.cookie, permit.id, { scheduledOn: inDays(1) })
    ).json()) as Inspection;
    const refused = await edit(owner.cookie, inspection.id, {
      scheduledOn: inDays(1),
      result: 'pending',
      reinspectionOn: inDays(8),
    });
    expect(await errorOf(refused)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reinspectionOn' });
    const [stored] = await t.db
      .select()
      .from(permitInspections)
      .where(eq(permitInspections.id, inspection.id));
    expect(stored).toMatchObject({ result: 'pending', reinspectionOn: null });
    // Refused in the member's language (docs/decisions/0026).
    const spanish = await t.request(`/api/inspections/${inspection.id}`, {
      method: 'PUT',
      json: { scheduledOn: inDays(1), result: 'passed', reinspectionOn: inDays(8) },
      cookie: owner.cookie.replace('pp_lang=en', 'pp_lang=es'),
    });
    expect((await errorOf(spanish)).message).toBe(
      'Solo una inspección no aprobada tiene fecha de reinspección',
    );
  });

  it('lets crew read and refuses them every change; managers write', async () => {
    const { owner, permit } = await ownerWithPermit('pro');
    const crew = await t.signedInMember(owner.businessId, 'crew');
    const manager = await t.signedInMember(owner.businessId, 'manager');
    const added = await add(manager.cookie, permit.id, { scheduledOn: inDays(3) });
    expect(added.status).toBe(201);
    const inspection = (await added.json()) as Inspection;

    expect((await listOf(crew.cookie, permit.id)).map((row) => row.id)).toEqual([inspection.id]);
    expect((await t.request('/api/inspections', { cookie: crew.cookie })).status).toBe(200);
    for (const response of [
      await add(crew.cookie, permit.id, { scheduledOn: inDays(3) }),
      await edit(crew.cookie, inspection.id, { scheduledOn: inDays(3), result: 'passed' }),
      await t.request(`/api/inspections/${inspection.id}`, { method: 'DELETE', cookie: crew.cookie }),
    ]) {
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('FORBIDDEN');
    }
    const [unchanged] = await inspectionsOf(permit.id);
    expect(unchanged).toMatchObject({ id: inspection.id, result: 'pending' });
  });

  it("answers another business's permit or inspection with the 404 of a missing one, and changes nothing", async () => {
    const { owner, permit } = await ownerWithPermit();
    const inspection = (await (
      await add(owner.cookie, permit.id, { scheduledOn: inDays(3) })
    ).json()) as Inspection;
    const intruder = await t.signedInOwner();
    const valid = { scheduledOn: inDays(4), result: 'passed' };
    for (const response of [
      await t.request(`/api/permits/${permit.id}/inspections`, { cookie: intruder.cookie }),
      await add(intruder.cookie, permit.id, valid),
      await edit(intruder.cookie, inspection.id, valid),
      await t.request(`/api/inspections/${inspection.id}`, { method: 'DELETE', cookie: intruder.cookie }),
      await add(owner.cookie, crypto.randomUUID(), valid),
      await edit(owner.cookie, crypto.randomUUID(), valid),
    ]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('NOT_FOUND');
    }
    const notAnId = await edit(owner.cookie, 'not-an-id', valid);
    expect(notAnId.status).toBe(400);
    const rows = await inspectionsOf(permit.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scheduledOn: inDays(3), result: 'pending' });
    const intruderList = (await (
      await t.request('/api/inspections', { cookie: intruder.cookie })
    ).json()) as BusinessInspections;
    expect(intruderList).toEqual({ upcoming: [], latest: [] });
  });

  it("keeps an archived vehicle's permit's inspections as they are", async () => {
    const owner = await t.signedInOwner();
    const [truck] = await t.db
      .insert(vehicles)
      .values({ businessId: owner.businessId, name: 'Truck 1', kind: 'truck' })
      .returning();
    const permit = await createPermit(t.db, owner.id, { name: 'Health Permit', vehicleId: truck!.id });
    const inspection = (await (
      await add(owner.cookie, permit.id, { scheduledOn: inDays(3) })
    ).json()) as Inspection;
    await t.db.update(vehicles).set({ archivedAt: new Date() }).where(eq(vehicles.id, truck!.id));
    const refused = await edit(owner.cookie, inspection.id, { scheduledOn: inDays(3), result: 'passed' });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('VEHICLE_ARCHIVED');
    expect((await add(owner.cookie, permit.id, { scheduledOn: inDays(5) })).status).toBe(409);
    // Still read, as the permit is.
    expect(await listOf(owner.cookie, permit.id)).toHaveLength(1);
  });
});

describe("the business's inspections", () => {
  it('lists what is to come, soonest first, and each permit’s latest, by vehicle as the permit list does', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const [truck1, truck2] = await t.db
      .insert(vehicles)
      .values([
        { businessId: owner.businessId, name: 'Truck 1', kind: 'truck' },
        { businessId: owner.businessId, name: 'Truck 2', kind: 'truck' },
      ])
      .returning();
    const fire = await createPermit(t.db, owner.id, { name: 'Fire Safety Permit' });
    const health = await createPermit(t.db, owner.id, { name: 'Health Permit', vehicleId: truck1!.id });
    const other = await createPermit(t.db, owner.id, { name: 'Health Permit 2', vehicleId: truck2!.id });
    const post = async (permitId: string, json: object) =>
      ((await (await add(owner.cookie, permitId, json)).json()) as Inspection).id;
    const failed = await post(fire.id, {
      scheduledOn: inDays(-5),
      result: 'failed',
      reinspectionOn: inDays(9),
    });
    await post(fire.id, { scheduledOn: inDays(-40), result: 'passed' });
    const soon = await post(health.id, { scheduledOn: inDays(2), agency: 'County Health' });
    const today_ = await post(health.id, { scheduledOn: today, result: 'passed' });
    await post(health.id, { scheduledOn: inDays(20), result: 'passed' });
    const truck2Soon = await post(other.id, { scheduledOn: inDays(1) });

    const all = (await (
      await t.request(`/api/inspections?today=${today}`, { cookie: owner.cookie })
    ).json()) as BusinessInspections;
    expect(all.upcoming.map((row) => [row.inspectionId, row.kind, row.date])).toEqual([
      [truck2Soon, 'inspection', inDays(1)],
      [soon, 'inspection', inDays(2)],
      [failed, 'reinspection', inDays(9)],
    ]);
    expect(all.upcoming[1]).toMatchObject({
      permitName: 'Health Permit',
      agency: 'County Health',
      vehicle: { name: 'Truck 1', archived: false },
    });
    expect(all.latest.sort((a, b) => a.date.localeCompare(b.date))).toEqual([
      { inspectionId: failed, permitId: fire.id, date: inDays(-5), result: 'failed' },
      { inspectionId: today_, permitId: health.id, date: today, result: 'passed' },
    ]);

    const ofTruck1 = (await (
      await t.request(`/api/inspections?today=${today}&vehicle=${truck1!.id}`, { cookie: owner.cookie })
    ).json()) as BusinessInspections;
    expect(ofTruck1.upcoming.map((row) => row.inspectionId)).toEqual([soon, failed]);
    // An archived vehicle's permits leave the list without a filter, as they leave the permit list.
    await t.db.update(vehicles).set({ archivedAt: new Date() }).where(eq(vehicles.id, truck2!.id));
    const withoutArchived = (await (
      await t.request(`/api/inspections?today=${today}`, { cookie: owner.cookie })
    ).json()) as BusinessInspections;
    expect(withoutArchived.upcoming.map((row) => row.inspectionId)).toEqual([soon, failed]);

    const intruder = await t.signedInOwner();
    expect(
      (await t.request(`/api/inspections?vehicle=${truck1!.id}`, { cookie: intruder.cookie })).status,
    ).toBe(404);
    for (const query of ['today=tomorrow', 'vehicle=truck', 'today=2026-01-01&extra=1']) {
      const response = await t.request(`/api/inspections?${query}`, { cookie: owner.cookie });
      expect(response.status, query).toBe(400);
    }
    expect((await t.request('/api/inspections')).status).toBe(401);
  });
});
