import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readinessLineKey, type EventDto, type EventListDto } from '../../../shared/contracts/events';
import {
  businessProfiles,
  eventLineMarks,
  events,
  eventVehicles,
  permits,
  readinessVersions,
  vehicles,
} from '../../db/schema';
import { loadCatalog } from '../../catalog/catalog';
import { createPermit } from '@tests/support/factories';
import { dallasFestival, inDays } from '@tests/support/event-fixtures';
import { setUpTestApp, type SignedInOwner } from '@tests/support/test-app';
import { createReadinessAnswers } from './readiness-answers';

const t = setUpTestApp();

/*
 * The events' reads are kept per business while its readiness version stands (docs/decisions/0034). Whatever
 * changes what they read — through this app or past it, as another instance on the same database would — shows
 * in the very next read of the event and of the list.
 */

/** The event as GET /api/events/{id} answers it, checked against its summary in GET /api/events. */
async function read(owner: SignedInOwner, eventId: string) {
  const event = (await (
    await t.request(`/api/events/${eventId}`, { cookie: owner.cookie })
  ).json()) as EventDto;
  const list = (await (await t.request('/api/events', { cookie: owner.cookie })).json()) as EventListDto;
  const { ready, missing } = event.readiness;
  expect(list.upcoming).toEqual([{ ...event, readiness: { ready, missing } }]);
  return event;
}
const lineOf = (event: EventDto, key: string) =>
  event.readiness.lines.find((line) => readinessLineKey(line) === key);

/** A Pro owner's Dallas festival, worked by one truck whose Dallas permit ends before it. */
async function festivalWithPermit() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const [truck] = await t.db
    .insert(vehicles)
    .values({ businessId: owner.businessId, name: 'Truck A', kind: 'truck' })
    .returning();
  const permit = await createPermit(t.db, owner.id, {
    name: 'Dallas Vending Permit',
    stateCode: 'TX',
    city: 'Dallas',
    vehicleId: truck!.id,
    renewalDate: inDays(30),
  });
  const added = await t.request('/api/events', {
    method: 'POST',
    json: dallasFestival({ vehicleIds: [truck!.id] }),
    cookie: owner.cookie,
  });
  const event = (await added.json()) as EventDto;
  return { owner, truck: truck!, permit, eventId: event.id };
}

describe("the events' kept reads", () => {
  it('answer every change of what readiness reads at the next read, made through the API or past it', async () => {
    const { owner, truck, permit, eventId } = await festivalWithPermit();
    const permitLine = `permit:${permit.id}`;
    expect(lineOf(await read(owner, eventId), permitLine)).toMatchObject({ validThroughEvent: false });

    const renewed = await t.request(`/api/permits/${permit.id}/renew`, {
      method: 'POST',
      json: { renewalDate: inDays(400) },
      cookie: owner.cookie,
    });
    expect(renewed.status).toBe(200);
    expect(lineOf(await read(owner, eventId), permitLine)).toMatchObject({ validThroughEvent: true });

    await t.db
      .update(permits)
      .set({ renewalDate: inDays(30) })
      .where(eq(permits.id, permit.id));
    expect(lineOf(await read(owner, eventId), permitLine)).toMatchObject({ validThroughEvent: false });

    // An archived vehicle's permits no longer count.
    await t.db.update(vehicles).set({ archivedAt: new Date() }).where(eq(vehicles.id, truck.id));
    expect(lineOf(await read(owner, eventId), permitLine)).toBeUndefined();
    await t.db.update(vehicles).set({ archivedAt: null }).where(eq(vehicles.id, truck.id));
    expect(lineOf(await read(owner, eventId), permitLine)).toMatchObject({ validThroughEvent: false });

    // Worked by another truck only: the first truck's permit is no line of it.
    const [other] = await t.db
      .insert(vehicles)
      .values({ businessId: owner.businessId, name: 'Truck B', kind: 'truck' })
      .returning();
    await t.db.update(eventVehicles).set({ vehicleId: other!.id }).where(eq(eventVehicles.eventId, eventId));
    expect((await read(owner, eventId)).vehicleIds).toEqual([other!.id]);
    expect(lineOf(await read(owner, eventId), permitLine)).toBeUndefined();

    await t.db.insert(eventLineMarks).values({
      eventId,
      businessId: owner.businessId,
      lineKey: 'insurance',
      reason: 'The organiser insures',
    });
    expect(lineOf(await read(owner, eventId), 'insurance')).toMatchObject({
      done: true,
      notNeeded: 'The organiser insures',
    });
    await t.db.delete(eventLineMarks).where(eq(eventLineMarks.eventId, eventId));
    expect(lineOf(await read(owner, eventId), 'insurance')).toMatchObject({ done: false, notNeeded: null });

    await t.db
      .update(events)
      .set({
        name: 'Renamed Fest',
        coiDocumentKey: 'coi/x.pdf',
        coiDocumentName: 'coi.pdf',
        coiDocumentSize: 9,
      })
      .where(eq(events.id, eventId));
    const certified = await read(owner, eventId);
    expect(certified.name).toBe('Renamed Fest');
    expect(lineOf(certified, 'insurance')).toMatchObject({ done: true, certificate: { name: 'coi.pdf' } });

    await t.db.update(eventVehicles).set({ vehicleId: truck.id }).where(eq(eventVehicles.eventId, eventId));
    expect(lineOf(await read(owner, eventId), permitLine)).toMatchObject({ validThroughEvent: false });
    await t.db.delete(permits).where(eq(permits.id, permit.id));
    expect(lineOf(await read(owner, eventId), permitLine)).toBeUndefined();
    // Its Texas permit gone, the business holds no Texas licence, until the profile names Texas.
    expect(lineOf(await read(owner, eventId), 'reciprocity')).toMatchObject({ done: false });
    await t.db
      .insert(businessProfiles)
      .values({ businessId: owner.businessId, businessName: 'Tacos', statesOperating: 'Texas' })
      .onConflictDoUpdate({ target: businessProfiles.businessId, set: { statesOperating: 'Texas' } });
    expect(lineOf(await read(owner, eventId), 'reciprocity')).toMatchObject({ done: true });
  });

  it('answer what they kept while the version stands, and no longer once it moves', async () => {
    const { owner, permit, eventId } = await festivalWithPermit();
    const permitLine = `permit:${permit.id}`;
    expect(lineOf(await read(owner, eventId), permitLine)).toMatchObject({ validThroughEvent: false });

    // Written with the trigger off: the version stands, so the kept answers are answered again.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table permits disable trigger permits_readiness_changed`);
      await tx
        .update(permits)
        .set({ renewalDate: inDays(400) })
        .where(eq(permits.id, permit.id));
      await tx.execute(sql`alter table permits enable trigger permits_readiness_changed`);
    });
    expect(lineOf(await read(owner, eventId), permitLine)).toMatchObject({ validThroughEvent: false });

    await t.db.update(permits).set({ name: 'Dallas Vending Permit' }).where(eq(permits.id, permit.id));
    expect(lineOf(await read(owner, eventId), permitLine)).toMatchObject({ validThroughEvent: true });
  });

  it('answer a business that has no version row yet, and give it one that later changes move', async () => {
    const { owner, permit, eventId } = await festivalWithPermit();
    const versionOf = async () =>
      t.db
        .select({ version: readinessVersions.version })
        .from(readinessVersions)
        .where(eq(readinessVersions.businessId, owner.businessId));
    expect(await versionOf()).toHaveLength(1);
    await t.db.delete(readinessVersions).where(eq(readinessVersions.businessId, owner.businessId));

    expect(lineOf(await read(owner, eventId), `permit:${permit.id}`)).toMatchObject({
      validThroughEvent: false,
    });
    const [added] = await versionOf();
    expect(added).toBeTruthy();

    await t.db
      .update(permits)
      .set({ renewalDate: inDays(400) })
      .where(and(eq(permits.id, permit.id), eq(permits.businessId, owner.businessId)));
    expect((await versionOf())[0]!.version).not.toBe(added!.version);
    expect(lineOf(await read(owner, eventId), `permit:${permit.id}`)).toMatchObject({
      validThroughEvent: true,
    });
  });

  it('read the version themselves when the session lookup did not', async () => {
    const { owner, permit, eventId } = await festivalWithPermit();
    const reads = createReadinessAnswers({ db: t.db });
    const member = { businessId: owner.businessId };
    const validThrough = async () => {
      const event = JSON.parse(
        new TextDecoder().decode(await reads.event(loadCatalog(), member, eventId)),
      ) as EventDto;
      return lineOf(event, `permit:${permit.id}`);
    };
    expect(await validThrough()).toMatchObject({ validThroughEvent: false });
    await t.db
      .update(permits)
      .set({ renewalDate: inDays(400) })
      .where(eq(permits.id, permit.id));
    expect(await validThrough()).toMatchObject({ validThroughEvent: true });
  });
});
