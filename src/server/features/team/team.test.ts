import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, invitation, member, subscriptions, user } from '@server/db/schema';
import { createPermit, createUser, uniqueEmail } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

type Team = {
  members: { id: string; email: string; role: string; isYou: boolean }[];
  invitations: { id: string; email: string; role: string }[];
};

async function lastMailTo(email: string) {
  const response = await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  return messages[0];
}

/** The invitation id in the link of the newest invitation e-mail to `email`. */
async function invitationIdMailedTo(email: string) {
  const mail = await lastMailTo(email);
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation link mailed to ${email}`);
  return match[1]!;
}

async function invite(cookie: string, email: string, role: 'manager' | 'crew') {
  return t.request('/api/team/invitations', { method: 'POST', json: { email, role }, cookie });
}

/** An owner on Pro with a member of `role` who accepted an invitation by e-mail. */
async function ownerWithMember(role: 'manager' | 'crew') {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const person = await createUser(t.db, { email: uniqueEmail(role) });
  expect((await invite(owner.cookie, person.email, role)).status).toBe(201);
  const invitationId = await invitationIdMailedTo(person.email);
  const cookie = await t.signIn(person.email, person.password);
  const accepted = await t.request(`/api/invitations/${invitationId}/accept`, { method: 'POST', cookie });
  expect(accepted.status).toBe(200);
  return { owner, person: { ...person, cookie }, invitationId };
}

describe('team', () => {
  it('invites by e-mail, and the invitee joins the business with the role given', async () => {
    const { owner, person, invitationId } = await ownerWithMember('manager');
    const mail = await lastMailTo(person.email);
    expect(mail?.subject).toBe(`Join ${owner.email} on PermitPilot`);
    expect(mail?.text).toContain(`${owner.email} invited you`);

    const summary = await (await t.request(`/api/invitations/${invitationId}`)).json();
    expect(summary).toMatchObject({
      email: person.email,
      role: 'manager',
      status: 'accepted',
      inviterEmail: owner.email,
    });

    const team = (await (await t.request('/api/team', { cookie: owner.cookie })).json()) as Team;
    expect(team.members.map((row) => [row.email, row.role])).toEqual([
      [owner.email, 'owner'],
      [person.email, 'manager'],
    ]);
    // The manager now works in the owner's business: its permits, not their own.
    await createPermit(t.db, owner.id, { name: 'Health Permit' });
    const permits = (await (await t.request('/api/permits', { cookie: person.cookie })).json()) as {
      permits: { name: string }[];
    };
    expect(permits.permits.map((permit) => permit.name)).toEqual(['Health Permit']);
    const actions = await t.db
      .select({ action: activityEvents.action, actor: activityEvents.actorEmail })
      .from(activityEvents)
      .where(eq(activityEvents.businessId, owner.businessId));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'invitation.sent', actor: owner.email },
        { action: 'member.joined', actor: person.email },
      ]),
    );
  });

  it('lets crew read but not write, and managers write permits but not manage members', async () => {
    const { owner, person: crew } = await ownerWithMember('crew');
    const permit = await createPermit(t.db, owner.id, { name: 'Fire Inspection' });
    expect((await t.request(`/api/permits/${permit.id}`, { cookie: crew.cookie })).status).toBe(200);
    for (const [path, method, json] of [
      ['/api/permits', 'POST', { name: 'New' }],
      [`/api/permits/${permit.id}`, 'PUT', { name: 'Renamed' }],
      [`/api/permits/${permit.id}`, 'DELETE', undefined],
      [`/api/permits/${permit.id}/renew`, 'POST', { renewalDate: '2030-01-01' }],
      ['/api/business-profile', 'PUT', { businessName: 'Mine now' }],
      ['/api/team/invitations', 'POST', { email: uniqueEmail(), role: 'crew' }],
    ] as const) {
      const response = await t.request(path, { method, json, cookie: crew.cookie });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    }
    const { person: manager } = await ownerWithMember('manager');
    const created = await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'Seller permit' },
      cookie: manager.cookie,
    });
    expect(created.status).toBe(201);
    expect((await invite(manager.cookie, uniqueEmail(), 'crew')).status).toBe(403);
    expect((await t.request('/api/billing/portal', { method: 'POST', cookie: manager.cookie })).status).toBe(
      403,
    );
  });

  it('refuses bad invitations with a code, changing nothing', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const free = await t.signedInOwner();
    const codeOf = async (response: Response) => [
      response.status,
      ((await response.json()) as { error: { code: string } }).error.code,
    ];
    expect(await codeOf(await invite(free.cookie, uniqueEmail(), 'crew'))).toEqual([403, 'PRO_REQUIRED']);
    expect(await codeOf(await invite(owner.cookie, owner.email, 'crew'))).toEqual([
      400,
      'CANNOT_INVITE_SELF',
    ]);
    expect(await codeOf(await invite(owner.cookie, 'not-an-address', 'crew'))).toEqual([
      400,
      'VALIDATION_ERROR',
    ]);
    expect(
      await codeOf(
        await t.request('/api/team/invitations', {
          method: 'POST',
          json: { email: uniqueEmail(), role: 'owner' },
          cookie: owner.cookie,
        }),
      ),
    ).toEqual([400, 'VALIDATION_ERROR']);
    const invitee = uniqueEmail();
    expect((await invite(owner.cookie, invitee, 'crew')).status).toBe(201);
    expect(await codeOf(await invite(owner.cookie, invitee, 'manager'))).toEqual([409, 'ALREADY_INVITED']);
    for (let seat = 2; seat < 10; seat++)
      expect((await invite(owner.cookie, uniqueEmail(), 'crew')).status).toBe(201);
    expect(await codeOf(await invite(owner.cookie, uniqueEmail(), 'crew'))).toEqual([
      403,
      'MEMBER_LIMIT_REACHED',
    ]);
    const team = (await (await t.request('/api/team', { cookie: owner.cookie })).json()) as Team;
    expect(team.invitations).toHaveLength(9);
  });

  it('refuses a foreign, revoked, used or expired invitation', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const invitee = await createUser(t.db, { email: uniqueEmail('invitee') });
    const stranger = await t.signedInOwner();
    await invite(owner.cookie, invitee.email, 'crew');
    const id = await invitationIdMailedTo(invitee.email);
    const foreign = await t.request(`/api/invitations/${id}/accept`, {
      method: 'POST',
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'INVITATION_FOR_ANOTHER_ADDRESS',
      message: `This invitation was sent to ${invitee.email}. Sign in with that address to accept it.`,
    });
    expect(await t.db.select().from(member).where(eq(member.organizationId, owner.businessId))).toHaveLength(
      1,
    );

    expect(
      (await t.request(`/api/team/invitations/${id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(204);
    const cookie = await t.signIn(invitee.email, invitee.password);
    const revoked = await t.request(`/api/invitations/${id}/accept`, { method: 'POST', cookie });
    expect([revoked.status, ((await revoked.json()) as { error: { code: string } }).error.code]).toEqual([
      410,
      'INVITATION_REVOKED',
    ]);
    expect((await t.request('/api/invitations/made-up-id/accept', { method: 'POST', cookie })).status).toBe(
      404,
    );

    await invite(owner.cookie, invitee.email, 'crew');
    const second = await invitationIdMailedTo(invitee.email);
    await t.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, second));
    const expired = await t.request(`/api/invitations/${second}/accept`, { method: 'POST', cookie });
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('INVITATION_EXPIRED');
    expect(await (await t.request(`/api/invitations/${second}`)).json()).toMatchObject({ status: 'expired' });

    await invite(owner.cookie, invitee.email, 'crew');
    const third = await invitationIdMailedTo(invitee.email);
    expect((await t.request(`/api/invitations/${third}/accept`, { method: 'POST', cookie })).status).toBe(
      200,
    );
    const used = await t.request(`/api/invitations/${third}/accept`, { method: 'POST', cookie });
    expect([used.status, ((await used.json()) as { error: { code: string } }).error.code]).toEqual([
      410,
      'INVITATION_USED',
    ]);
  });

  it("ends a removed member's access at their next request, and the owner cannot leave", async () => {
    const { owner, person: crew } = await ownerWithMember('crew');
    await createPermit(t.db, owner.id, { name: 'Owner permit' });
    const team = (await (await t.request('/api/team', { cookie: owner.cookie })).json()) as Team;
    const crewMember = team.members.find((row) => row.email === crew.email)!;
    expect(
      (await t.request(`/api/team/members/${crewMember.id}`, { method: 'DELETE', cookie: owner.cookie }))
        .status,
    ).toBe(204);
    const after = (await (await t.request('/api/permits', { cookie: crew.cookie })).json()) as {
      permits: unknown[];
    };
    expect(after.permits).toEqual([]);
    const leave = await t.request('/api/team/leave', { method: 'POST', cookie: owner.cookie });
    expect(((await leave.json()) as { error: { code: string } }).error.code).toBe('OWNER_CANNOT_LEAVE');
  });

  it('suspends members other than the owner when the business leaves Pro, and restores them on upgrade', async () => {
    const { owner, person: manager } = await ownerWithMember('manager');
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled', tier: 'free' })
      .where(eq(subscriptions.businessId, owner.businessId));
    const suspended = await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'x' },
      cookie: manager.cookie,
    });
    expect(((await suspended.json()) as { error: { code: string } }).error.code).toBe('BUSINESS_SUSPENDED');
    const list = (await (await t.request('/api/businesses', { cookie: manager.cookie })).json()) as {
      businesses: { suspended: boolean; ownerEmail: string; active: boolean }[];
    };
    expect(list.businesses.find((row) => row.active)).toMatchObject({
      suspended: true,
      ownerEmail: owner.email,
    });
    await t.db
      .update(subscriptions)
      .set({ status: 'active', tier: 'pro' })
      .where(eq(subscriptions.businessId, owner.businessId));
    const restored = await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'Back' },
      cookie: manager.cookie,
    });
    expect(restored.status).toBe(201);
  });

  it('switches between businesses, and the choice lasts across sign-ins', async () => {
    const { owner, person } = await ownerWithMember('manager');
    const list = (await (await t.request('/api/businesses', { cookie: person.cookie })).json()) as {
      businesses: { id: string; active: boolean }[];
    };
    expect(list.businesses).toHaveLength(2);
    expect(list.businesses.find((row) => row.active)?.id).toBe(owner.businessId);
    const switched = await t.request('/api/businesses/active', {
      method: 'PUT',
      json: { businessId: person.businessId },
      cookie: person.cookie,
    });
    expect(switched.status).toBe(204);
    const again = await t.signIn(person.email, person.password);
    const next = (await (await t.request('/api/businesses', { cookie: again })).json()) as {
      businesses: { id: string; active: boolean }[];
    };
    expect(next.businesses.find((row) => row.active)?.id).toBe(person.businessId);
    const foreign = await t.request('/api/businesses/active', {
      method: 'PUT',
      json: { businessId: (await createUser(t.db)).businessId },
      cookie: person.cookie,
    });
    expect(foreign.status).toBe(404);
  });

  it('closing the owner account deletes the business and tells its members; a member closing only leaves', async () => {
    const { owner, person: manager } = await ownerWithMember('manager');
    const { owner: other, person: crew } = await ownerWithMember('crew');
    await createPermit(t.db, other.id, { name: 'Kept permit' });
    const left = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: crew.cookie,
    });
    expect(left.status).toBe(204);
    expect(await t.db.select().from(member).where(eq(member.organizationId, other.businessId))).toHaveLength(
      1,
    );
    const kept = (await (await t.request('/api/permits', { cookie: other.cookie })).json()) as {
      permits: { name: string }[];
    };
    expect(kept.permits.map((permit) => permit.name)).toEqual(['Kept permit']);

    const closed = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: owner.cookie,
    });
    expect(closed.status).toBe(204);
    expect(await t.db.select().from(member).where(eq(member.organizationId, owner.businessId))).toEqual([]);
    expect((await lastMailTo(manager.email))?.subject).toBe(`${owner.email} has left PermitPilot`);
    // The manager keeps their own account and business.
    const theirs = await t.request('/api/businesses', { cookie: manager.cookie });
    expect(
      ((await theirs.json()) as { businesses: { id: string }[] }).businesses.map((row) => row.id),
    ).toEqual([manager.businessId]);
  });

  it("changes a member's role, and transfers ownership so that the old owner becomes a manager", async () => {
    const { owner, person } = await ownerWithMember('crew');
    const team = (await (await t.request('/api/team', { cookie: owner.cookie })).json()) as Team;
    const crewRow = team.members.find((row) => row.email === person.email)!;
    const ownerRow = team.members.find((row) => row.isYou)!;
    const promoted = await t.request(`/api/team/members/${crewRow.id}`, {
      method: 'PATCH',
      json: { role: 'manager' },
      cookie: owner.cookie,
    });
    expect(promoted.status).toBe(204);
    const ownRole = await t.request(`/api/team/members/${ownerRow.id}`, {
      method: 'PATCH',
      json: { role: 'crew' },
      cookie: owner.cookie,
    });
    expect(((await ownRole.json()) as { error: { code: string } }).error.code).toBe('LAST_OWNER');

    const transferred = await t.request('/api/team/transfer', {
      method: 'POST',
      json: { memberId: crewRow.id },
      cookie: owner.cookie,
    });
    expect(transferred.status).toBe(204);
    const roles = await t.db
      .select({ id: member.id, role: member.role })
      .from(member)
      .where(eq(member.organizationId, owner.businessId));
    expect(Object.fromEntries(roles.map((row) => [row.id, row.role]))).toEqual({
      [crewRow.id]: 'owner',
      [ownerRow.id]: 'manager',
    });
    expect((await invite(owner.cookie, uniqueEmail(), 'crew')).status).toBe(403);
    expect((await invite(person.cookie, uniqueEmail(), 'crew')).status).toBe(201);
  });

  it('mails one address at most 3 invitations an hour, however often the owner resends', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const email = uniqueEmail('resent');
    expect((await invite(owner.cookie, email, 'crew')).status).toBe(201);
    const id = await invitationIdMailedTo(email);
    const resend = () =>
      t.request(`/api/team/invitations/${id}/resend`, { method: 'POST', cookie: owner.cookie });
    expect((await resend()).status).toBe(204);
    expect((await resend()).status).toBe(204);
    const refused = await resend();
    expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([
      429,
      'RATE_LIMITED',
    ]);
    const response = await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(((await response.json()) as { messages: unknown[] }).messages).toHaveLength(3);
  });
});

describe('team e-mails in the language of the one who acts, or reads (docs/decisions/0026)', () => {
  it('is written in Spanish when the owner invites in Spanish, and in English otherwise', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    // An owner working in Spanish: their account's language, which signing in sets the app's cookie to.
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    const cookie = await t.signIn(owner.email, owner.password);
    expect(cookie).toContain('pp_lang=es');
    const invitee = uniqueEmail('invitada');
    const invited = await t.request('/api/team/invitations', {
      method: 'POST',
      json: { email: invitee, role: 'manager' },
      cookie,
    });
    expect(invited.status).toBe(201);
    const response = await t.request(`/api/dev/outbox?to=${encodeURIComponent(invitee)}`);
    const [mail] = (
      (await response.json()) as { messages: { subject: string; text: string; html: string }[] }
    ).messages;
    expect(mail?.subject).toBe(`Únase a ${owner.email} en PermitPilot`);
    expect(mail?.html).toMatch(/<html[^>]* lang="es"/);
    expect(mail?.text).toContain(`Tiene una invitación para unirse a ${owner.email}`);
    expect(mail?.text).toContain(`${owner.email} le invitó a unirse a ${owner.email} en PermitPilot como `);
    expect(mail?.text).toContain('La invitación vale por 7 días, una sola vez');
    expect(mail?.text).toMatch(/Abrir la invitación: http:\/\/localhost:3000\/invitation\//);
    expect(mail?.text).not.toMatch(/invited you|Open the invitation|Manager/);

    const englishOwner = await t.signedInOwner({ plan: 'pro' });
    const englishInvitee = uniqueEmail('invited');
    await invite(englishOwner.cookie, englishInvitee, 'crew');
    const english = await lastMailTo(englishInvitee);
    expect(english?.subject).toBe(`Join ${englishOwner.email} on PermitPilot`);
    expect(english?.text).toContain(
      `${englishOwner.email} invited you to join ${englishOwner.email} on PermitPilot as Crew.`,
    );
  });

  it('tells a Spanish-speaking member in Spanish that the business was closed', async () => {
    const { owner, person } = await ownerWithMember('manager');
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, person.id));
    const closed = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: owner.cookie,
    });
    expect(closed.status).toBe(204);
    const mail = await lastMailTo(person.email);
    expect(mail?.subject).toBe(`${owner.email} dejó PermitPilot`);
    expect(mail?.text).toContain(`El dueño de ${owner.email} cerró su cuenta de PermitPilot`);
  });
});
