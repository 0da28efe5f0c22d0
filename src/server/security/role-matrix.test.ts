import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { member, organization, permits, subscriptions } from '../db/schema';
import { addMember, createPermit, createUser } from '@tests/support/factories';
import {
  addressWith,
  apiOperations,
  concretePath,
  PUBLIC_OPERATIONS,
  sampleQuery,
  type ApiOperation,
} from '@tests/support/api-operations';
import { setUpTestApp } from '@tests/support/test-app';
import { uploadForm } from '@tests/support/uploads';

/**
 * The role matrix (docs/decisions/0018), built from the OpenAPI document so that a new route cannot escape it:
 * every operation behind a session is declared here with the roles that may call it, and is tried as the owner,
 * a manager, a crew member, a removed member, a member of another business, a suspended member and a person in
 * no business.
 */
type Who = 'member' | 'writer' | 'owner';

/** Who may call each operation: any member, the owner and managers (writers), or the owner alone. */
const ALLOWED: Record<string, Who> = {
  'GET /api/permits': 'member',
  'POST /api/permits': 'writer',
  'GET /api/permits/{id}': 'member',
  'PUT /api/permits/{id}': 'writer',
  'DELETE /api/permits/{id}': 'writer',
  'GET /api/permits/{id}/document': 'member',
  'PUT /api/permits/{id}/document': 'writer',
  'DELETE /api/permits/{id}/document': 'writer',
  'POST /api/permits/{id}/renew': 'writer',
  'GET /api/permits/{id}/renewals': 'member',
  'GET /api/permits/{id}/activity': 'member',
  'GET /api/permit-categories': 'member',
  // Reading a permit's photo fills the permit form: those who add permits (docs/product/scanning.md).
  'POST /api/permit-scans': 'writer',
  // Importing a spreadsheet adds permits (docs/product/permits.md#importing-a-spreadsheet).
  'POST /api/permit-imports/preview': 'writer',
  'POST /api/permit-imports': 'writer',
  'GET /api/business-profile': 'member',
  'PUT /api/business-profile': 'writer',
  'POST /api/business-profile/confirmation-email': 'writer',
  'GET /api/alert-settings': 'member',
  'PUT /api/alert-settings': 'member',
  'POST /api/alerts/test-sms': 'member',
  'POST /api/calendar-feed/regenerate': 'member',
  // Every member reads the deadlines, as the permits (docs/product/events.md#deadlines).
  'GET /api/deadlines': 'member',
  // Each member connects their own Google Calendar (docs/decisions/0023).
  'GET /api/calendar/google': 'member',
  'POST /api/calendar/google/connect': 'member',
  'POST /api/calendar/google/callback': 'member',
  'DELETE /api/calendar/google': 'member',
  'GET /api/subscription': 'member',
  'GET /api/subscription/entitlements': 'member',
  'POST /api/subscription/refresh': 'member',
  'POST /api/billing/checkout': 'owner',
  'POST /api/billing/portal': 'owner',
  'GET /api/billing/local/checkout/{sessionId}': 'owner',
  'POST /api/billing/local/checkout/{sessionId}/complete': 'owner',
  'GET /api/billing/local/portal': 'owner',
  'POST /api/billing/local/portal': 'owner',
  'GET /api/account/export': 'member',
  'POST /api/account/close': 'member',
  'PUT /api/account/language': 'member',
  'GET /api/team': 'member',
  'GET /api/team/activity': 'member',
  'POST /api/team/invitations': 'owner',
  'POST /api/team/invitations/{id}/resend': 'owner',
  'DELETE /api/team/invitations/{id}': 'owner',
  'PATCH /api/team/members/{id}': 'owner',
  'DELETE /api/team/members/{id}': 'owner',
  'POST /api/team/transfer': 'owner',
  'POST /api/team/leave': 'member',
  'POST /api/invitations/{id}/accept': 'member',
  'GET /api/businesses': 'member',
  'PUT /api/businesses/active': 'member',
  'POST /api/businesses': 'member',
  'GET /api/invitations': 'member',
  'GET /api/permit-suggestions': 'member',
  'POST /api/permit-suggestions/{id}/dismiss': 'writer',
  'GET /api/catalog/entries/{id}': 'member',
  'GET /api/find-renewal-links': 'member',
  'GET /api/requirement-search': 'member',
  'GET /api/requirement-changes': 'member',
  'POST /api/requirement-changes/{id}/verify': 'writer',
  'POST /api/requirement-changes/{id}/dismiss': 'writer',
  'POST /api/requirement-monitor': 'writer',
  // Share links show the business's permits outside it: the owner and managers (docs/decisions/0024).
  'GET /api/share-links': 'writer',
  'POST /api/share-links': 'writer',
  'DELETE /api/share-links/{id}': 'writer',
  'GET /api/share-links/{id}/qr.svg': 'writer',
  // Every member reads the report and may download its packet; e-mailing it shares it outside the business.
  'GET /api/compliance-packet': 'member',
  'POST /api/compliance-packet/email': 'writer',
  // Every member reads the vehicles; the owner and managers keep them (docs/product/fleet.md#who-may-do-what).
  'GET /api/vehicles': 'member',
  'POST /api/vehicles': 'writer',
  'PUT /api/vehicles/{id}': 'writer',
  'PUT /api/vehicles/{id}/archived': 'writer',
  'PUT /api/member-vehicles/{memberId}': 'writer',
  // Every member reads the events; the owner and managers keep them (docs/product/events.md#fields).
  'GET /api/events': 'member',
  'GET /api/events/{id}': 'member',
  'POST /api/events': 'writer',
  'PUT /api/events/{id}': 'writer',
  'DELETE /api/events/{id}': 'writer',
  'PUT /api/events/{id}/lines/{line}/not-needed': 'writer',
  'DELETE /api/events/{id}/lines/{line}/not-needed': 'writer',
  'POST /api/events/{id}/insurance-request': 'writer',
  // The organiser's packet: downloaded and e-mailed as the compliance packet is
  // (docs/product/events.md#the-organisers-packet).
  'GET /api/events/{id}/packet': 'member',
  'POST /api/events/{id}/packet/email': 'writer',
  // Inspections are read and kept as permits are (docs/product/events.md#inspections).
  'GET /api/permits/{id}/inspections': 'member',
  'POST /api/permits/{id}/inspections': 'writer',
  'GET /api/inspections': 'member',
  'PUT /api/inspections/{id}': 'writer',
  'DELETE /api/inspections/{id}': 'writer',
  'PUT /api/inspections/{id}/report': 'writer',
  'GET /api/inspections/{id}/report': 'member',
  'DELETE /api/inspections/{id}/report': 'writer',
  'POST /api/events/{id}/permits': 'writer',
  // Crew show the certificate at the gate (docs/product/events.md#certificate-of-insurance).
  'GET /api/events/{id}/certificate': 'member',
  'POST /api/events/{id}/certificate': 'writer',
  'DELETE /api/events/{id}/certificate': 'writer',
};

const PUBLIC = PUBLIC_OPERATIONS;

/** Calls that end the caller's membership or account: tried only where they must be refused. */
const ENDS_THE_CALLER = new Set(['POST /api/account/close', 'POST /api/team/leave']);

/**
 * What a suspended member may still do: see their businesses, switch, leave, accept, take their data, close,
 * and see and disconnect their Google Calendar (docs/decisions/0023).
 */
const OPEN_TO_SUSPENDED = new Set([
  'GET /api/businesses',
  'PUT /api/businesses/active',
  'POST /api/team/leave',
  'POST /api/invitations/{id}/accept',
  'GET /api/account/export',
  'POST /api/account/close',
  'PUT /api/account/language',
  'GET /api/calendar/google',
  'DELETE /api/calendar/google',
  'POST /api/businesses',
  'GET /api/invitations',
]);

/**
 * What a person in no business may do (docs/decisions/0018): their account, their invitations, and creating a
 * business or working in one again. Not leaving: there is nothing to leave; nor their Google calendar, which
 * belongs to a membership and was disconnected when the last one ended (docs/decisions/0023).
 */
const MEMBERSHIP_ONLY = new Set([
  'POST /api/team/leave',
  'GET /api/calendar/google',
  'DELETE /api/calendar/google',
]);
const OPEN_WITHOUT_BUSINESS = new Set(
  [...OPEN_TO_SUSPENDED].filter((operation) => !MEMBERSHIP_ONLY.has(operation)),
);

const MAY: Record<Who, readonly string[]> = {
  member: ['owner', 'manager', 'crew'],
  writer: ['owner', 'manager'],
  owner: ['owner'],
};

const concrete = concretePath;

const t = setUpTestApp();
let operations: string[];
/** Each operation's parameters, by name. */
let described: Map<string, ApiOperation>;
beforeAll(async () => {
  const all = await apiOperations((path) => t.request(path));
  described = new Map(all.map((operation) => [operation.name, operation]));
  operations = all.map((operation) => operation.name).filter((operation) => !PUBLIC.has(operation));
});

/** A business on Pro with its owner, a manager and a crew member, each signed in. */
async function business() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const join = async (role: 'manager' | 'crew') => {
    const person = await createUser(t.db);
    const memberId = await addMember(t.db, { businessId: owner.businessId, userId: person.id, role });
    // A member works in the business they were invited to: it is their session's choice.
    const cookie = await t.signIn(person.email, person.password);
    await t.request('/api/businesses/active', {
      method: 'PUT',
      json: { businessId: owner.businessId },
      cookie,
    });
    return { ...person, memberId, cookie };
  };
  return { owner, manager: await join('manager'), crew: await join('crew') };
}

/** Valid bodies where the use case would otherwise refuse the input before it looks for the resource. */
const VALID_BODIES: Record<string, () => RequestInit & { json?: unknown }> = {
  'PUT /api/permits/{id}': () => ({ json: { name: 'Taken over' } }),
  'POST /api/permits/{id}/renew': () => ({ json: { renewalDate: '2099-01-01' } }),
  'PUT /api/permits/{id}/document': () => ({ body: uploadForm() }),
  'POST /api/permits/{id}/inspections': () => ({ json: { scheduledOn: '2027-05-01' } }),
  'POST /api/events/{id}/certificate': () => ({ body: uploadForm() }),
};

/** Its query parameters with a valid value each, so that the allowed roles get past validation too. */
const validQuery = (operation: string) => sampleQuery(described.get(operation)!);

const call = (operation: string, cookie: string, path = operation.split(' ')[1]!, valid = false) => {
  const method = operation.split(' ')[0]!;
  const body = valid && VALID_BODIES[operation] ? VALID_BODIES[operation]() : undefined;
  return t.request(`${concrete(path)}${path.includes('?') ? '' : validQuery(operation)}`, {
    method,
    ...(body ?? (method === 'GET' || method === 'DELETE' ? {} : { json: {} })),
    cookie,
  });
};

describe('the role matrix', () => {
  it('declares who may call every operation behind a session, so no new route escapes it', () => {
    expect(operations.filter((operation) => !(operation in ALLOWED))).toEqual([]);
    expect(Object.keys(ALLOWED).filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('answers 403 FORBIDDEN to every role not allowed, and lets the allowed ones through to the use case', async () => {
    const { owner, manager, crew } = await business();
    const cookies: Record<string, string> = {
      owner: owner.cookie,
      manager: manager.cookie,
      crew: crew.cookie,
    };
    for (const operation of operations) {
      for (const role of ['owner', 'manager', 'crew']) {
        const allowed = MAY[ALLOWED[operation]!].includes(role);
        if (allowed && ENDS_THE_CALLER.has(operation)) continue;
        const response = await call(operation, cookies[role]!);
        const label = `${operation} as ${role}`;
        if (allowed) {
          expect([401, 403], label).not.toContain(response.status);
          expect(response.status, label).toBeLessThan(500);
        } else {
          expect(response.status, label).toBe(403);
          expect(((await response.json()) as { error: { code: string } }).error.code, label).toBe(
            'FORBIDDEN',
          );
        }
      }
    }
  });

  it('answers a NUL in any path or query parameter with 403 to the roles not allowed and 400 to the others', async () => {
    const { owner, manager, crew } = await business();
    const cookies: Record<string, string> = {
      owner: owner.cookie,
      manager: manager.cookie,
      crew: crew.cookie,
    };
    const withParameters = operations.filter((operation) => described.get(operation)!.parameters.length);
    expect(withParameters.length).toBeGreaterThan(20);
    for (const operation of withParameters) {
      const method = operation.split(' ')[0]!;
      for (const parameter of described.get(operation)!.parameters) {
        const path = addressWith(described.get(operation)!, parameter, 'ab\u0000c');
        for (const role of ['owner', 'manager', 'crew']) {
          const response = await t.request(path, {
            method,
            ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
            cookie: cookies[role],
          });
          const label = `${operation} ${parameter.name} as ${role}`;
          const allowed = MAY[ALLOWED[operation]!].includes(role);
          expect(response.status, label).toBe(allowed ? 400 : 403);
          expect(((await response.json()) as { error: { code: string } }).error.code, label).toBe(
            allowed ? 'VALIDATION_ERROR' : 'FORBIDDEN',
          );
        }
      }
    }
  });

  it("gives a removed member and another business's member nothing of the business", async () => {
    const { owner, manager } = await business();
    const permit = await createPermit(t.db, owner.id, { name: 'Health Permit', renewalDate: '2027-05-01' });
    const outsider = await t.signedInOwner({ plan: 'pro' });
    await t.request(`/api/team/members/${manager.memberId}`, { method: 'DELETE', cookie: owner.cookie });
    for (const [who, cookie] of [
      ['removed member', manager.cookie],
      ['member of another business', outsider.cookie],
    ] as const) {
      for (const operation of operations.filter((candidate) => candidate.includes('/api/permits/{id}'))) {
        const response = await call(
          operation,
          cookie,
          operation.split(' ')[1]!.replace('{id}', permit.id),
          true,
        );
        expect(response.status, `${operation} as ${who}`).toBe(404);
      }
      const list = (await (await t.request('/api/permits', { cookie })).json()) as { permits: unknown[] };
      expect(list.permits, who).toEqual([]);
    }
    const [unchanged] = await t.db.select().from(permits).where(eq(permits.id, permit.id));
    expect(unchanged).toMatchObject({ name: 'Health Permit', renewalDate: '2027-05-01' });
  });

  it('answers 403 BUSINESS_SUSPENDED to a member while the business is on Free, except for their own way out', async () => {
    const { owner, manager, crew } = await business();
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled', tier: 'free' })
      .where(eq(subscriptions.businessId, owner.businessId));
    for (const person of [manager, crew]) {
      for (const operation of operations) {
        if (OPEN_TO_SUSPENDED.has(operation)) continue;
        const response = await call(operation, person.cookie);
        expect(response.status, `${operation} suspended`).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
          'BUSINESS_SUSPENDED',
        );
      }
      expect((await t.request('/api/businesses', { cookie: person.cookie })).status).toBe(200);
    }
    // The owner is never suspended.
    expect((await t.request('/api/permits', { cookie: owner.cookie })).status).toBe(200);
    expect(await t.db.select().from(member).where(eq(member.organizationId, owner.businessId))).toHaveLength(
      3,
    );
  });

  it('answers 403 NO_BUSINESS to a person in no business, except for their account and their way back in', async () => {
    const person = await createUser(t.db);
    await t.db.delete(organization).where(eq(organization.id, person.businessId));
    const cookie = await t.signIn(person.email, person.password);
    for (const operation of operations) {
      const response = await call(operation, cookie);
      if (OPEN_WITHOUT_BUSINESS.has(operation)) {
        expect([401, 403], `${operation} without a business`).not.toContain(response.status);
        expect(response.status, `${operation} without a business`).toBeLessThan(500);
        continue;
      }
      expect(response.status, `${operation} without a business`).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NO_BUSINESS');
    }
  });
});
