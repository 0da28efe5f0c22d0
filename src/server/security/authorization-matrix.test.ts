import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  invitation,
  localCheckoutSessions,
  member,
  pageChanges,
  permits,
  requirementChanges,
  shareLinks,
  vehicles,
  events,
  permitInspections,
} from '../db/schema';
import { addMember, createPermit, createUser } from '@tests/support/factories';
import { concretePath, PUBLIC_OPERATIONS } from '@tests/support/api-operations';
import { setUpTestApp } from '@tests/support/test-app';
import { uploadForm } from '@tests/support/uploads';

/**
 * The authorization matrix (every query scoped to the signed-in owner's business:
 * docs/product/engineering.md#contracts, docs/decisions/0018), built from the OpenAPI document so that a new
 * route cannot escape it: every operation must be listed here as public, or answer 401 anonymously and 404 to
 * another business's owner (or, for an invitation, 403 to anyone but the invited address).
 */
const PUBLIC = PUBLIC_OPERATIONS;

/** Operations on a resource of one owner: another owner must get the same 404 as for a missing one. */
const OWNED: Record<string, (ids: Ids) => { path: string; init?: RequestInit & { json?: unknown } }> = {
  'GET /api/permits/{id}': (ids) => ({ path: `/api/permits/${ids.permit}` }),
  'PUT /api/permits/{id}': (ids) => ({
    path: `/api/permits/${ids.permit}`,
    init: { method: 'PUT', json: { name: 'Taken over' } },
  }),
  'DELETE /api/permits/{id}': (ids) => ({ path: `/api/permits/${ids.permit}`, init: { method: 'DELETE' } }),
  'GET /api/permits/{id}/document': (ids) => ({ path: `/api/permits/${ids.permit}/document` }),
  'PUT /api/permits/{id}/document': (ids) => ({
    path: `/api/permits/${ids.permit}/document`,
    init: { method: 'PUT', body: uploadForm() },
  }),
  'DELETE /api/permits/{id}/document': (ids) => ({
    path: `/api/permits/${ids.permit}/document`,
    init: { method: 'DELETE' },
  }),
  'POST /api/permits/{id}/renew': (ids) => ({
    path: `/api/permits/${ids.permit}/renew`,
    init: { method: 'POST', json: { renewalDate: '2099-01-01' } },
  }),
  'GET /api/permits/{id}/renewals': (ids) => ({ path: `/api/permits/${ids.permit}/renewals` }),
  'GET /api/billing/local/checkout/{sessionId}': (ids) => ({
    path: `/api/billing/local/checkout/${ids.checkout}`,
  }),
  'POST /api/billing/local/checkout/{sessionId}/complete': (ids) => ({
    path: `/api/billing/local/checkout/${ids.checkout}/complete`,
    init: { method: 'POST' },
  }),
  'GET /api/permits/{id}/activity': (ids) => ({ path: `/api/permits/${ids.permit}/activity` }),
  'POST /api/requirement-changes/{id}/verify': (ids) => ({
    path: `/api/requirement-changes/${ids.requirementChange}/verify`,
    init: { method: 'POST' },
  }),
  'POST /api/requirement-changes/{id}/dismiss': (ids) => ({
    path: `/api/requirement-changes/${ids.requirementChange}/dismiss`,
    init: { method: 'POST' },
  }),
  'PATCH /api/team/members/{id}': (ids) => ({
    path: `/api/team/members/${ids.member}`,
    init: { method: 'PATCH', json: { role: 'manager' } },
  }),
  'DELETE /api/team/members/{id}': (ids) => ({
    path: `/api/team/members/${ids.member}`,
    init: { method: 'DELETE' },
  }),
  'POST /api/team/invitations/{id}/resend': (ids) => ({
    path: `/api/team/invitations/${ids.invitation}/resend`,
    init: { method: 'POST' },
  }),
  'DELETE /api/team/invitations/{id}': (ids) => ({
    path: `/api/team/invitations/${ids.invitation}`,
    init: { method: 'DELETE' },
  }),
  'DELETE /api/share-links/{id}': (ids) => ({
    path: `/api/share-links/${ids.shareLink}`,
    init: { method: 'DELETE' },
  }),
  'GET /api/share-links/{id}/qr.svg': (ids) => ({ path: `/api/share-links/${ids.shareLink}/qr.svg` }),
  'PUT /api/vehicles/{id}': (ids) => ({
    path: `/api/vehicles/${ids.vehicle}`,
    init: { method: 'PUT', json: { name: 'Taken over', kind: 'truck' } },
  }),
  'PUT /api/vehicles/{id}/archived': (ids) => ({
    path: `/api/vehicles/${ids.vehicle}/archived`,
    init: { method: 'PUT', json: { archived: true } },
  }),
  'PUT /api/member-vehicles/{memberId}': (ids) => ({
    path: `/api/member-vehicles/${ids.member}`,
    init: { method: 'PUT', json: { vehicleIds: [] } },
  }),
  'GET /api/events/{id}': (ids) => ({ path: `/api/events/${ids.event}` }),
  'PUT /api/events/{id}': (ids) => ({
    path: `/api/events/${ids.event}`,
    init: {
      method: 'PUT',
      json: {
        name: 'Taken over',
        organizer: 'X',
        city: 'Austin',
        state: 'TX',
        startsOn: '2027-05-01',
        endsOn: '2027-05-01',
      },
    },
  }),
  'DELETE /api/events/{id}': (ids) => ({ path: `/api/events/${ids.event}`, init: { method: 'DELETE' } }),
  'PUT /api/events/{id}/lines/{line}/not-needed': (ids) => ({
    path: `/api/events/${ids.event}/lines/insurance/not-needed`,
    init: { method: 'PUT', json: { reason: 'Taken over' } },
  }),
  'DELETE /api/events/{id}/lines/{line}/not-needed': (ids) => ({
    path: `/api/events/${ids.event}/lines/insurance/not-needed`,
    init: { method: 'DELETE' },
  }),
  'POST /api/events/{id}/insurance-request': (ids) => ({
    path: `/api/events/${ids.event}/insurance-request`,
    init: { method: 'POST', json: { brokerName: 'X', brokerEmail: 'x@attacker.example', confirm: true } },
  }),
  'GET /api/events/{id}/packet': (ids) => ({ path: `/api/events/${ids.event}/packet` }),
  'POST /api/events/{id}/packet/email': (ids) => ({
    path: `/api/events/${ids.event}/packet/email`,
    init: { method: 'POST' },
  }),
  'GET /api/permits/{id}/inspections': (ids) => ({ path: `/api/permits/${ids.permit}/inspections` }),
  'POST /api/permits/{id}/inspections': (ids) => ({
    path: `/api/permits/${ids.permit}/inspections`,
    init: { method: 'POST', json: { scheduledOn: '2027-05-01' } },
  }),
  'PUT /api/inspections/{id}': (ids) => ({
    path: `/api/inspections/${ids.inspection}`,
    init: { method: 'PUT', json: { scheduledOn: '2027-05-01', result: 'passed' } },
  }),
  'DELETE /api/inspections/{id}': (ids) => ({
    path: `/api/inspections/${ids.inspection}`,
    init: { method: 'DELETE' },
  }),
  'PUT /api/inspections/{id}/report': (ids) => ({
    path: `/api/inspections/${ids.inspection}/report`,
    init: { method: 'PUT', body: uploadForm() },
  }),
  'GET /api/inspections/{id}/report': (ids) => ({ path: `/api/inspections/${ids.inspection}/report` }),
  'DELETE /api/inspections/{id}/report': (ids) => ({
    path: `/api/inspections/${ids.inspection}/report`,
    init: { method: 'DELETE' },
  }),
  'POST /api/events/{id}/permits': (ids) => ({
    path: `/api/events/${ids.event}/permits`,
    init: { method: 'POST', json: { catalogEntryId: 'tx-austin-temporary-food-event-permit' } },
  }),
  'GET /api/events/{id}/certificate': (ids) => ({ path: `/api/events/${ids.event}/certificate` }),
  'POST /api/events/{id}/certificate': (ids) => ({
    path: `/api/events/${ids.event}/certificate`,
    init: { method: 'POST', body: uploadForm() },
  }),
  'DELETE /api/events/{id}/certificate': (ids) => ({
    path: `/api/events/${ids.event}/certificate`,
    init: { method: 'DELETE' },
  }),
};

/**
 * Operations on an invitation by its link's id: whoever holds the link may read it, but only the invited address
 * may accept it; anyone else gets 403 and changes nothing.
 */
const ADDRESSED: Record<string, (ids: Ids) => { path: string; init?: RequestInit & { json?: unknown } }> = {
  'POST /api/invitations/{id}/accept': (ids) => ({
    path: `/api/invitations/${ids.invitation}/accept`,
    init: { method: 'POST' },
  }),
};

/**
 * Operations whose id names an entry of the shared permit catalog, not a business's resource
 * (docs/decisions/0020): every business may read the entry, and a dismissal changes only the caller's own
 * business (intelligence.test.ts).
 */
const CATALOG_ENTRIES = ['GET /api/catalog/entries/{id}', 'POST /api/permit-suggestions/{id}/dismiss'];

type Ids = {
  permit: string;
  checkout: string;
  member: string;
  invitation: string;
  requirementChange: string;
  shareLink: string;
  vehicle: string;
  event: string;
  inspection: string;
};

const t = setUpTestApp();
let operations: string[];
beforeAll(async () => {
  const document = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
});

const concrete = concretePath;

describe('the authorization matrix', () => {
  it('declares public only operations that exist, so the list cannot rot', () => {
    expect([...PUBLIC].filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every operation not declared public', async () => {
    for (const operation of operations.filter((candidate) => !PUBLIC.has(candidate))) {
      const [method, path] = operation.split(' ') as [string, string];
      const response = await t.request(concrete(path), {
        method,
        ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
      });
      expect(response.status, operation).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code, operation).toBe(
        'UNAUTHENTICATED',
      );
    }
  });

  it('refuses every state-changing operation posted from another site', async () => {
    const { cookie } = await t.signedInOwner();
    for (const operation of operations.filter((candidate) => !candidate.startsWith('GET '))) {
      const [method, path] = operation.split(' ') as [string, string];
      const response = await t.request(concrete(path), {
        method,
        json: {},
        cookie,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status, operation).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code, operation).toBe(
        'FORBIDDEN_ORIGIN',
      );
    }
  });

  it('answers another owner with 404 on every operation that takes a resource id, and changes nothing', async () => {
    const owner = await t.signedInOwner();
    // On Pro, so that no plan check answers before the business scoping does.
    const intruder = await t.signedInOwner({ plan: 'pro' });
    const permit = await createPermit(t.db, owner.id, { name: 'Health Permit', renewalDate: '2027-05-01' });
    const crew = await addMember(t.db, {
      businessId: owner.businessId,
      userId: (await createUser(t.db)).id,
      role: 'crew',
    });
    const invitationId = crypto.randomBytes(24).toString('base64url');
    await t.db.insert(invitation).values({
      id: invitationId,
      organizationId: owner.businessId,
      email: 'invitee@example.com',
      role: 'crew',
      expiresAt: new Date(Date.now() + 7 * 864e5),
      inviterId: owner.id,
    });
    const { url } = (await (
      await t.request('/api/billing/checkout', {
        method: 'POST',
        json: { trial: true },
        cookie: owner.cookie,
      })
    ).json()) as { url: string };
    const [pageChange] = await t.db
      .insert(pageChanges)
      .values({
        url: 'https://example.gov/fees',
        changeDescription: 'Fee changed.',
        aiConfidence: 0.85,
        excerpt: '+ $150',
      })
      .returning();
    const [requirementChange] = await t.db
      .insert(requirementChanges)
      .values({ businessId: owner.businessId, pageChangeId: pageChange!.id })
      .returning();
    const [shareLink] = await t.db
      .insert(shareLinks)
      .values({ businessId: owner.businessId, tokenHash: crypto.randomBytes(32).toString('hex') })
      .returning();
    const [vehicle] = await t.db
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
    const [inspection] = await t.db
      .insert(permitInspections)
      .values({ businessId: owner.businessId, permitId: permit.id, scheduledOn: '2027-04-01' })
      .returning();
    const ids: Ids = {
      inspection: inspection!.id,
      event: event!.id,
      vehicle: vehicle!.id,
      shareLink: shareLink!.id,
      requirementChange: requirementChange!.id,
      permit: permit.id,
      checkout: url.split('/').at(-1)!,
      member: crew,
      invitation: invitationId,
    };

    const withIds = operations.filter((operation) => operation.includes('{') && !PUBLIC.has(operation));
    expect(withIds.sort()).toEqual(
      [...Object.keys(OWNED), ...Object.keys(ADDRESSED), ...CATALOG_ENTRIES].sort(),
    );
    for (const operation of Object.keys(OWNED)) {
      const { path, init } = OWNED[operation]!(ids);
      const response = await t.request(path, { ...init, cookie: intruder.cookie });
      expect(response.status, operation).toBe(404);
    }
    for (const operation of Object.keys(ADDRESSED)) {
      const { path, init } = ADDRESSED[operation]!(ids);
      const response = await t.request(path, { ...init, cookie: intruder.cookie });
      expect(response.status, operation).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code, operation).toBe(
        'INVITATION_FOR_ANOTHER_ADDRESS',
      );
    }
    const [stillPending] = await t.db
      .select({ status: requirementChanges.status })
      .from(requirementChanges)
      .where(eq(requirementChanges.id, ids.requirementChange));
    expect(stillPending).toEqual({ status: 'pending' });
    const [stillShared] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, ids.shareLink));
    expect(stillShared!.revokedAt).toBeNull();
    const [sameInspection] = await t.db
      .select()
      .from(permitInspections)
      .where(eq(permitInspections.id, ids.inspection));
    expect(sameInspection).toMatchObject({ scheduledOn: '2027-04-01', result: 'pending' });
    const [sameEvent] = await t.db.select().from(events).where(eq(events.id, ids.event));
    expect(sameEvent).toMatchObject({ name: 'Taco Fest', coiDocumentKey: null });
    const [sameVehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, ids.vehicle));
    expect(sameVehicle).toMatchObject({ name: 'Truck 1', archivedAt: null });
    const [unchanged] = await t.db.select().from(permits).where(eq(permits.id, permit.id));
    expect(unchanged).toMatchObject({ name: 'Health Permit', renewalDate: '2027-05-01', documentKey: null });
    const [session] = await t.db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, ids.checkout));
    expect(session!.status).toBe('open');
    const members = await t.db
      .select({ id: member.id, role: member.role })
      .from(member)
      .where(eq(member.organizationId, owner.businessId));
    expect(members.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { id: crew, role: 'crew' },
      { id: owner.memberId, role: 'owner' },
    ]);
    expect(
      await t.db
        .select({ status: invitation.status })
        .from(invitation)
        .where(and(eq(invitation.id, invitationId), eq(invitation.organizationId, owner.businessId))),
    ).toEqual([{ status: 'pending' }]);
  });
});
