import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import {
  alertSettings,
  calendarIntegrations,
  deadlineDeliveries,
  eventLineMarks,
  events,
  eventVehicles,
  permitInspections,
  permits,
  vehicles,
  verification,
} from '../../db/schema';
import { addMember, createPermit, createUser } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

/** The owner as `signedInOwner` makes them: the user, their own business, and their membership in it. */
type Owner = { id: string; businessId: string; memberId: string };

/**
 * Rows that belong to the owner in every table with a column naming them: the user (user_id, and the columns
 * that record who did something), their business (business_id, organization_id) or their membership
 * (member_id); plus the user and business rows themselves and the user's password-reset tokens.
 */
async function rowCountsOf(owner: Owner): Promise<Record<string, number>> {
  const valueOf: Record<string, string> = {
    user_id: owner.id,
    actor_id: owner.id,
    renewed_by: owner.id,
    inviter_id: owner.id,
    business_id: owner.businessId,
    organization_id: owner.businessId,
    member_id: owner.memberId,
  };
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await t.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name in (${sql.join(
            Object.keys(valueOf).map((column) => sql`${column}`),
            sql`, `,
          )})
          order by table_name, column_name`,
    ),
  );
  const columnsOf = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    columnsOf.set(table_name, [...(columnsOf.get(table_name) ?? []), column_name]);
  }
  const counts: Record<string, number> = {};
  for (const [table, names] of columnsOf) {
    const owned = sql.join(
      names.map((name) => sql`${sql.identifier(name)} = ${valueOf[name]}`),
      sql` or `,
    );
    const result = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${owned}`,
    );
    counts[table] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  const users = await t.db.execute(sql`select count(*)::int as n from "user" where id = ${owner.id}`);
  counts.user = rowsOf<{ n: number }>(users)[0]!.n;
  const businesses = await t.db.execute(
    sql`select count(*)::int as n from organization where id = ${owner.businessId}`,
  );
  counts.organization = rowsOf<{ n: number }>(businesses)[0]!.n;
  const tokens = await t.db.execute(
    sql`select count(*)::int as n from verification where value = ${owner.id}`,
  );
  counts.verification = rowsOf<{ n: number }>(tokens)[0]!.n;
  return counts;
}

async function ownerWithEverything() {
  const owner = await t.signedInOwner();
  const { cookie } = owner;
  const [permit] = await t.db
    .insert(permits)
    .values([
      { businessId: owner.businessId, name: 'Mobile Food Facility Permit', renewalDate: '2027-03-01' },
      { businessId: owner.businessId, name: 'Fire Inspection' },
    ])
    .returning();
  // An event worked by a truck, a line marked not needed, an inspection and a reminder of its date
  // (docs/product/events.md).
  const [truck] = await t.db
    .insert(vehicles)
    .values({ businessId: owner.businessId, name: 'Truck 1', kind: 'truck' })
    .returning();
  const [event] = await t.db
    .insert(events)
    .values({
      businessId: owner.businessId,
      name: 'Taco Fest',
      organizer: 'Fest Co',
      city: 'Austin',
      stateCode: 'TX',
      startsOn: '2027-05-01',
      endsOn: '2027-05-02',
    })
    .returning();
  await t.db
    .insert(eventVehicles)
    .values({ businessId: owner.businessId, eventId: event!.id, vehicleId: truck!.id });
  await t.db
    .insert(eventLineMarks)
    .values({ businessId: owner.businessId, eventId: event!.id, lineKey: 'insurance', reason: 'Insured' });
  const [inspection] = await t.db
    .insert(permitInspections)
    .values({ businessId: owner.businessId, permitId: permit!.id, scheduledOn: '2027-04-01' })
    .returning();
  await t.db.insert(deadlineDeliveries).values({
    memberId: owner.memberId,
    businessId: owner.businessId,
    inspectionId: inspection!.id,
    deadlineKey: `inspection:${inspection!.id}`,
    dueOn: '2027-04-01',
    leadDay: 7,
    channel: 'email',
  });
  // Through the API, so that the activity log records it.
  await t.request('/api/business-profile', { method: 'PUT', json: { businessName: 'Taco Loco' }, cookie });
  await t.db.insert(alertSettings).values({ memberId: owner.memberId, reminderDays: [30, 7] });
  await t.db.insert(calendarIntegrations).values({
    userId: owner.id,
    memberId: owner.memberId,
    provider: 'google',
    accountEmail: 'truck.owner@gmail.test',
    refreshToken: 'v1.encrypted',
  });
  const { url } = (await (
    await t.request('/api/billing/checkout', { method: 'POST', json: { trial: true }, cookie })
  ).json()) as { url: string };
  await t.request(`/api/billing/local/checkout/${url.split('/').at(-1)}/complete`, {
    method: 'POST',
    cookie,
  });
  await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: owner.email, redirectTo: '/reset-password' },
  });
  return owner;
}

describe('closing the account', () => {
  it('cancels the subscription and deletes every row of the owner, and nobody else’s', async () => {
    const owner = await ownerWithEverything();
    const bystander = await ownerWithEverything();
    const before = await rowCountsOf(owner);
    for (const table of [
      'permits',
      'business_profiles',
      'calendar_integrations',
      'subscriptions',
      'session',
      'account',
      'local_checkout_sessions',
      'alert_settings',
      'activity_events',
      'member',
      'organization',
      'user',
      'verification',
      'vehicles',
      'events',
      'event_vehicles',
      'event_line_marks',
      'permit_inspections',
      'deadline_deliveries',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const bystanderBefore = await rowCountsOf(bystander);

    const response = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join('\n')).toContain('better-auth.session_token=; Max-Age=0');

    const after = await rowCountsOf(owner);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await rowCountsOf(bystander)).toEqual(bystanderBefore);
    expect(await (await t.request('/api/auth/get-session', { cookie: owner.cookie })).json()).toBeNull();
    expect((await t.request('/api/permits', { cookie: owner.cookie })).status).toBe(401);
    expect(
      await t.db
        .select()
        .from(verification)
        .where(sql`${verification.value} = ${bystander.id}`),
    ).toHaveLength(1);
  });

  it('lets the same e-mail sign up again afterwards', async () => {
    const owner = await ownerWithEverything();
    await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: owner.cookie,
    });
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: owner.email, password: 'starting-over', name: '' },
    });
    expect(signUp.status).toBe(200);
  });

  it('needs a session and the explicit confirmation', async () => {
    expect(
      (await t.request('/api/account/close', { method: 'POST', json: { confirm: 'DELETE' } })).status,
    ).toBe(401);
    const owner = await ownerWithEverything();
    for (const json of [{}, { confirm: 'yes' }, { confirm: 'DELETE', everything: true }]) {
      const response = await t.request('/api/account/close', { method: 'POST', json, cookie: owner.cookie });
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
    expect((await rowCountsOf(owner)).user).toBe(1);
  });
});

describe('Download my data', () => {
  it('gives the owner everything stored about them as a JSON attachment, without secrets', async () => {
    const owner = await ownerWithEverything();
    // A business the owner also works for, as crew: the export names the membership, not that business's data.
    const employer = await createUser(t.db);
    await createPermit(t.db, employer.id, { name: "Employer's Permit" });
    const crew = await addMember(t.db, { businessId: employer.businessId, userId: owner.id, role: 'crew' });
    const response = await t.request('/api/account/export', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="permitpilot-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    // docs/decisions/0018: the account, each membership with its alert settings and reminders, and all the
    // data of every business the person owns.
    const data = JSON.parse(text) as {
      account: { id: string; email: string };
      memberships: {
        memberId: string;
        businessId: string;
        businessName: string;
        role: string;
        alertSettings: { reminderDays: number[]; calendarFeedToken?: string } | null;
        reminders: unknown[];
      }[];
      businesses: {
        id: string;
        name: string;
        businessProfile: { businessName: string };
        subscription: { status: string };
        permits: { name: string }[];
        permitRenewals: unknown[];
        members: { email: string; role: string }[];
        activity: { action: string; actorEmail: string | null }[];
      }[];
    };
    expect(data.account).toMatchObject({ id: owner.id, email: owner.email });
    expect(data.memberships).toEqual([
      expect.objectContaining({
        memberId: owner.memberId,
        businessId: owner.businessId,
        businessName: 'Taco Loco',
        role: 'owner',
        alertSettings: expect.objectContaining({ reminderDays: [30, 7] }),
        reminders: [],
      }),
      expect.objectContaining({
        memberId: crew,
        businessId: employer.businessId,
        businessName: employer.email,
        role: 'crew',
        alertSettings: null,
        reminders: [],
      }),
    ]);
    expect(data.memberships[0]!.alertSettings).not.toHaveProperty('calendarFeedToken');
    expect(data.businesses).toHaveLength(1);
    const [business] = data.businesses;
    expect(business).toMatchObject({ id: owner.businessId, name: 'Taco Loco', permitRenewals: [] });
    expect(business!.permits.map((permit) => permit.name).sort()).toEqual([
      'Fire Inspection',
      'Mobile Food Facility Permit',
    ]);
    expect(business!.businessProfile.businessName).toBe('Taco Loco');
    expect(business!.subscription.status).toBe('trialing');
    expect(business!.members).toEqual([expect.objectContaining({ email: owner.email, role: 'owner' })]);
    // Newest first: the trial the payment provider started (no person acted), and the owner's profile.
    expect(business!.activity).toEqual([
      expect.objectContaining({
        action: 'plan.changed',
        actorEmail: null,
        changes: [
          { field: 'tier', before: 'free', after: 'pro' },
          { field: 'status', before: 'none', after: 'trialing' },
        ],
      }),
      expect.objectContaining({ action: 'business_profile.updated', actorEmail: owner.email }),
    ]);
    expect(text).not.toContain("Employer's Permit");
    expect(text).not.toMatch(/password|"token"/i);
    expect((await t.request('/api/account/export')).status).toBe(401);
  });

  it("names the business's vehicles, who works on each, and each permit's vehicle (docs/product/fleet.md)", async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const add = async (path: string, json: Record<string, unknown>, method = 'POST') => {
      const response = await t.request(path, { method, json, cookie: owner.cookie });
      expect(response.status, path).toBeLessThan(300);
      return (await response.json()) as { id: string };
    };
    const one = await add('/api/vehicles', { name: 'Truck 1', kind: 'truck', plate: '8abc123' });
    const two = await add('/api/vehicles', { name: 'Truck 2', kind: 'trailer' });
    await add('/api/permits', { name: 'Health Permit', vehicleId: one.id });
    await add('/api/permits', { name: "Seller's Permit" });
    await add(`/api/vehicles/${two.id}/archived`, { archived: true }, 'PUT');
    const crew = await t.signedInMember(owner.businessId, 'crew');
    await add(`/api/member-vehicles/${crew.memberId}`, { vehicleIds: [one.id] }, 'PUT');

    type Export = {
      memberships: { businessId: string; vehicles: { id: string; name: string }[] }[];
      businesses: {
        vehicles: {
          id: string;
          name: string;
          kind: string;
          plate: string | null;
          archivedAt: string | null;
        }[];
        vehicleAssignments: { email: string; vehicleId: string; vehicleName: string }[];
        permits: { name: string; vehicleId: string | null; vehicleName: string | null }[];
      }[];
    };
    const exported = async (cookie: string) =>
      (await (await t.request('/api/account/export', { cookie })).json()) as Export;
    const [business] = (await exported(owner.cookie)).businesses;
    expect(business!.vehicles).toEqual([
      expect.objectContaining({
        id: one.id,
        name: 'Truck 1',
        kind: 'truck',
        plate: '8ABC123',
        archivedAt: null,
      }),
      expect.objectContaining({
        id: two.id,
        name: 'Truck 2',
        kind: 'trailer',
        archivedAt: expect.any(String),
      }),
    ]);
    expect(business!.vehicleAssignments).toEqual([
      { email: crew.email, vehicleId: one.id, vehicleName: 'Truck 1' },
    ]);
    expect(
      business!.permits.map(({ name, vehicleId, vehicleName }) => ({ name, vehicleId, vehicleName })),
    ).toEqual(
      expect.arrayContaining([
        { name: 'Health Permit', vehicleId: one.id, vehicleName: 'Truck 1' },
        { name: "Seller's Permit", vehicleId: null, vehicleName: null },
      ]),
    );
    // The crew member's own export names the vehicles they work on, and not the business's data.
    const theirs = await exported(crew.cookie);
    expect(theirs.memberships.find((row) => row.businessId === owner.businessId)?.vehicles).toEqual([
      { id: one.id, name: 'Truck 1' },
    ]);
    expect(JSON.stringify(theirs.businesses)).not.toContain('Truck 1');
  });

  it("holds the business's events with their vehicles and marks, and the permits' inspections (docs/product/events.md)", async () => {
    const owner = await ownerWithEverything();
    type Export = {
      memberships: { memberId: string; deadlineReminders: { deadlineKey: string }[] }[];
      businesses: {
        events: { name: string; city: string }[];
        eventVehicles: { vehicleName: string }[];
        eventLineMarks: { lineKey: string; reason: string }[];
        inspections: { scheduledOn: string; result: string; permitId: string }[];
      }[];
    };
    const data = (await (await t.request('/api/account/export', { cookie: owner.cookie })).json()) as Export;
    const [business] = data.businesses;
    expect(business!.events).toEqual([expect.objectContaining({ name: 'Taco Fest', city: 'Austin' })]);
    expect(business!.eventVehicles).toEqual([expect.objectContaining({ vehicleName: 'Truck 1' })]);
    expect(business!.eventLineMarks).toEqual([
      expect.objectContaining({ lineKey: 'insurance', reason: 'Insured' }),
    ]);
    expect(business!.inspections).toEqual([
      expect.objectContaining({ scheduledOn: '2027-04-01', result: 'pending' }),
    ]);
    expect(data.memberships[0]!.deadlineReminders).toEqual([
      expect.objectContaining({ deadlineKey: expect.stringMatching(/^inspection:/) }),
    ]);
    // Another owner's export holds none of it.
    const other = await t.signedInOwner();
    const theirs = await (await t.request('/api/account/export', { cookie: other.cookie })).text();
    expect(theirs).not.toContain('Taco Fest');
  });
});
