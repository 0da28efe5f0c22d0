import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '@shared/contracts/activity';
import type { Entitlements } from '@shared/contracts/entitlements';
import type { Team, TeamMember } from '@shared/contracts/team';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Component as TeamScreen } from '@client/routes/team';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';

const server = interceptHttp();

const OWNER: TeamMember = {
  id: 'member-owner',
  email: 'owner@tacoloco.test',
  name: '',
  role: 'owner',
  joinedAt: '2026-01-15T10:00:00.000Z',
  isYou: false,
};
const MANAGER: TeamMember = {
  ...OWNER,
  id: 'member-manager',
  email: 'manager@tacoloco.test',
  role: 'manager',
  joinedAt: '2026-02-01T10:00:00.000Z',
};
const CREW: TeamMember = {
  ...OWNER,
  id: 'member-crew',
  email: 'crew@tacoloco.test',
  role: 'crew',
  joinedAt: '2026-03-09T10:00:00.000Z',
};
const INVITATION = {
  id: 'invitation-1',
  email: 'new@tacoloco.test',
  role: 'crew' as const,
  expiresAt: '2026-04-01T10:00:00.000Z',
  invitedBy: OWNER.email,
};

/** The team as the server answers the member with `role`: only the owner gets the pending invitations. */
function teamAs(role: Role): Team {
  const you = { owner: OWNER, manager: MANAGER, crew: CREW }[role];
  return {
    business: { id: 'business-1', name: 'Taco Loco' },
    you: { memberId: you.id, role },
    members: [OWNER, MANAGER, CREW].map((member) => ({ ...member, isYou: member.id === you.id })),
    invitations: role === 'owner' ? [INVITATION] : [],
    memberLimit: 10,
  };
}

const entitlements = (role: Role, plan: 'free' | 'pro'): Entitlements => ({
  plan,
  permitLimit: plan === 'free' ? 3 : null,
  permitCount: 1,
  canAddPermit: role !== 'crew',
  vehicleLimit: plan === 'free' ? 1 : null,
  vehicleCount: 0,
  canAddVehicle: role !== 'crew',
  canUseTextAlerts: plan === 'pro',
  role,
  businessName: 'Taco Loco',
});

const event = (id: number, overrides: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id,
  action: 'permit.updated',
  actorEmail: MANAGER.email,
  permitId: 'permit-1',
  subject: 'Health Permit',
  vehicleName: null,
  changes: [{ field: 'cost', before: 400, after: 425.5 }],
  createdAt: '2026-03-02T17:30:00.000Z',
  ...overrides,
});

/**
 * The screen's API as the server answers a member with `role` on `plan`, with `activity` as the whole log when
 * given; what it received.
 */
function api({
  role,
  plan = 'pro',
  activity,
}: {
  role: Role;
  plan?: 'free' | 'pro';
  activity?: ActivityEvent[];
}) {
  const received: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    received.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  let inviteAnswer: () => Response = () => HttpResponse.json({ id: 'invitation-2' }, { status: 201 });
  // What the owner removed or revoked is gone from the next answer.
  const gone = new Set<string>();
  server.use(
    http.get('*/api/team', () => {
      const team = teamAs(role);
      return HttpResponse.json({
        ...team,
        members: team.members.filter((member) => !gone.has(member.id)),
        invitations: team.invitations.filter((invitation) => !gone.has(invitation.id)),
      });
    }),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlements(role, plan))),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    // Without vehicles the rows are as they always were (member-vehicles.test.tsx: with them).
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles: [] })),
    http.get('*/api/businesses', () =>
      HttpResponse.json({
        businesses: [
          {
            id: 'business-1',
            name: 'Taco Loco',
            role,
            active: true,
            suspended: false,
            ownerEmail: OWNER.email,
          },
        ],
      }),
    ),
    http.get('*/api/team/activity', ({ request }) => {
      if (activity) return HttpResponse.json({ events: activity, nextBefore: null });
      const before = new URL(request.url).searchParams.get('before');
      return before === '26'
        ? HttpResponse.json({
            events: [event(3, { action: 'permit.created', changes: [] })],
            nextBefore: null,
          })
        : HttpResponse.json({
            events: [
              event(27),
              event(26, {
                action: 'invitation.sent',
                actorEmail: OWNER.email,
                permitId: null,
                subject: CREW.email,
                changes: [{ field: 'role', before: null, after: 'crew' }],
              }),
            ],
            nextBefore: 26,
          });
    }),
    http.post('*/api/team/invitations', async ({ request }) => {
      await record(request);
      return inviteAnswer();
    }),
    http.post('*/api/team/invitations/:id/resend', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/team/invitations/:id', async ({ request, params }) => {
      await record(request);
      gone.add(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch('*/api/team/members/:id', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/team/members/:id', async ({ request, params }) => {
      await record(request);
      gone.add(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/team/leave', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    received,
    refuseInvitations: (code: string, message: string, status: number) => {
      inviteAnswer = () => HttpResponse.json({ error: { code, message } }, { status });
    },
  };
}

const renderTeam = () =>
  renderScreen(<TeamScreen />, {
    path: '/team',
    elsewhere: { '/dashboard': <h1>Dashboard</h1> },
    toaster: true,
  });

/** The section of the screen named `name`. */
const section = (name: string) => within(screen.getByRole('region', { name }));
/** The row of the members list that names `email`. */
const memberRow = async (email: string) => {
  await screen.findByRole('region', { name: 'Members' });
  const members = section('Members');
  const row = members.getAllByRole('listitem').find((item) => item.textContent?.includes(email));
  if (!row) throw new Error(`No member row names ${email}`);
  return row;
};

describe('the team screen (docs/decisions/0018)', () => {
  it('gives the owner on Pro the invitations, roles, removal and transfer of ownership', async () => {
    api({ role: 'owner' });
    renderTeam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(await screen.findByText('Taco Loco')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Member' })).toBeInTheDocument();
    expect(screen.getByText('4 of 10 places taken, pending invitations included.')).toBeInTheDocument();

    const owner = await memberRow(OWNER.email);
    expect(within(owner).getByText('Owner · Joined Jan 15, 2026')).toBeInTheDocument();
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).queryByRole('button')).toBeNull();
    const crew = await memberRow(CREW.email);
    expect(within(crew).getByText('Crew · Joined Mar 9, 2026')).toBeInTheDocument();
    expect(within(crew).getByLabelText(`Role of ${CREW.email}`)).toBeInTheDocument();
    expect(within(crew).getByRole('button', { name: `Remove ${CREW.email}` })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Pending Invitations' })).toBeInTheDocument();
    expect(screen.getByText('Crew · Expires Apr 1, 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Resend the invitation to ${INVITATION.email}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Revoke the invitation to ${INVITATION.email}` }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New owner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer ownership' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave business' })).toBeNull();
  });

  for (const role of ['manager', 'crew'] as const) {
    it(`shows a ${role} the team without the owner's controls, and offers 'Leave business'`, async () => {
      api({ role });
      renderTeam();
      const you = await memberRow(role === 'manager' ? MANAGER.email : CREW.email);
      expect(within(you).getByText('(you)')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Leave business' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
      // No role to change: the header's business switcher, a select too, may be there once the businesses load.
      expect(section('Members').queryByRole('combobox')).toBeNull();
      expect(screen.queryByRole('button', { name: /Remove|Resend|Revoke|Transfer/ })).toBeNull();
      expect(screen.queryByText(/Pro Feature/)).toBeNull();
    });
  }

  it('shows a Free owner the Pro gate instead of the invitations, and the team as only themselves', async () => {
    api({ role: 'owner', plan: 'free' });
    renderTeam();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Team Collaboration - Pro Feature' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe(
      '/signup/pro/trial',
    );
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    expect(screen.getByText(OWNER.email)).toBeInTheDocument();
    const members = section('Members');
    expect(members.queryByText(MANAGER.email)).toBeNull();
    expect(members.queryByText(CREW.email)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending Invitations' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer ownership' })).toBeNull();
  });

  it("invites by e-mail as Manager or Crew, with 'Invitation Sent'", async () => {
    const { received } = api({ role: 'owner' });
    const user = renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await user.type(within(dialog).getByLabelText('Email'), '  New.Cook@TacoLoco.test ');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    await toastTitled('Invitation Sent');
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/api/team/invitations',
        body: { email: 'new.cook@tacoloco.test', role: 'manager' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in its own words and keeps what was typed", async () => {
    const { refuseInvitations } = api({ role: 'owner' });
    const message = 'This address already has a pending invitation. Use Resend to send it again.';
    refuseInvitations('ALREADY_INVITED', message, 409);
    const user = renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await user.type(within(dialog).getByLabelText('Email'), INVITATION.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe(INVITATION.email);
    expect(screen.queryByText('Invitation Sent')).toBeNull();
  });

  it('checks the address before sending anything', async () => {
    const { received } = api({ role: 'owner' });
    const user = renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter a valid email address');
    expect(received).toEqual([]);
  });

  it('resends and revokes a pending invitation, each with its toast', async () => {
    const { received } = api({ role: 'owner' });
    const user = renderTeam();
    await user.click(
      await screen.findByRole('button', { name: `Resend the invitation to ${INVITATION.email}` }),
    );
    await toastTitled('Invitation Resent');
    await user.click(screen.getByRole('button', { name: `Revoke the invitation to ${INVITATION.email}` }));
    await toastTitled('Invitation Revoked');
    expect(await screen.findByText('No invitations are waiting for an answer.')).toBeInTheDocument();
    // The button went with its row: the focus goes to the list's heading, not to the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pending Invitations' }));
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/team/invitations/invitation-1/resend',
      'DELETE /api/team/invitations/invitation-1',
    ]);
  });

  it("changes a member's role at once, and removes a member only once confirmed", async () => {
    const { received } = api({ role: 'owner' });
    const user = renderTeam();
    const crew = await memberRow(CREW.email);
    await user.selectOptions(within(crew).getByLabelText(`Role of ${CREW.email}`), 'Manager');
    await toastTitled('Role Changed');

    await user.click(within(crew).getByRole('button', { name: `Remove ${CREW.email}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this member?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(received.map(({ method }) => method)).toEqual(['PATCH']);

    await user.click(within(crew).getByRole('button', { name: `Remove ${CREW.email}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, Remove' }),
    );
    await toastTitled('Member Removed');
    await waitFor(() => expect(crew.isConnected).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Members' }));
    expect(received).toEqual([
      { method: 'PATCH', path: '/api/team/members/member-crew', body: { role: 'manager' } },
      { method: 'DELETE', path: '/api/team/members/member-crew', body: null },
    ]);
  });

  it('lets a member leave once confirmed, then opens the dashboard', async () => {
    const { received } = api({ role: 'crew' });
    const user = renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Leave business' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Taco Loco?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Leave' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/team/leave']);
  });

  it('tells the activity in words, newest first, with older entries on demand', async () => {
    api({ role: 'manager' });
    const user = renderTeam();
    await screen.findByRole('region', { name: 'Activity' });
    const activity = section('Activity');
    expect(await activity.findByText(`${MANAGER.email} edited the permit Health Permit`)).toBeInTheDocument();
    expect(activity.getByText('Cost: $400.00 → $425.50')).toBeInTheDocument();
    expect(activity.getByText(`${OWNER.email} invited ${CREW.email} as Crew`)).toBeInTheDocument();
    expect(activity.queryByText(/added the permit/)).toBeNull();

    await user.click(activity.getByRole('button', { name: 'Show older' }));
    expect(await activity.findByText(`${MANAGER.email} added the permit Health Permit`)).toBeInTheDocument();
    const entries = activity.getAllByText(/^manager@|^owner@/).map((entry) => entry.textContent);
    expect(entries).toEqual([
      `${MANAGER.email} edited the permit Health Permit`,
      `${OWNER.email} invited ${CREW.email} as Crew`,
      `${MANAGER.email} added the permit Health Permit`,
    ]);
    expect(activity.queryByRole('button', { name: 'Show older' })).toBeNull();
  });
});

describe('the team screen in Spanish (docs/decisions/0026)', () => {
  /** Taco Loco's team as its owner on `plan` sees it, in Spanish, with `activity` as its log. */
  async function renderTeamInSpanish(plan: 'free' | 'pro', activity: ActivityEvent[] = []) {
    api({ role: 'owner', plan, activity });
    await speak('es', 'team');
    return renderTeam();
  }

  it("shows the owner's team, invitations and activity in Spanish", async () => {
    const user = await renderTeamInSpanish('pro');

    expect(screen.getByRole('heading', { level: 1, name: 'Equipo' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Equipo · PermitPilot'));
    expect(await screen.findByRole('button', { name: 'Invitar a un miembro' })).toBeInTheDocument();
    expect(
      screen.getByText('4 de 10 lugares ocupados, incluidas las invitaciones pendientes.'),
    ).toBeInTheDocument();

    const members = section('Miembros');
    expect(members.getByText('(usted)')).toBeInTheDocument();
    expect(members.getByText(/^Gerente · Se unió el /)).toBeInTheDocument();
    expect(members.getByLabelText('Rol de manager@tacoloco.test')).toBeInTheDocument();
    expect(members.getByRole('button', { name: 'Quitar a manager@tacoloco.test' })).toBeInTheDocument();

    const invitations = section('Invitaciones pendientes');
    expect(invitations.getByText(/^Personal · Vence el /)).toBeInTheDocument();
    expect(
      invitations.getByRole('button', { name: 'Reenviar la invitación a new@tacoloco.test' }),
    ).toBeInTheDocument();
    expect(
      invitations.getByRole('button', { name: 'Revocar la invitación a new@tacoloco.test' }),
    ).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Transferir la propiedad' })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay actividad.')).toBeInTheDocument();

    for (const english of [
      'Invite Member',
      'Members',
      'Pending Invitations',
      'Transfer Ownership',
      'Activity',
    ])
      expect(screen.queryByText(english)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Invitar a un miembro' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Le enviaremos por correo electrónico un enlace para unirse a su negocio.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Enviar invitación' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
  });

  it('says the roles and the activity log in Spanish, with no English of the shared texts left', async () => {
    const byOwnerOnJune3 = { actorEmail: OWNER.email, createdAt: '2026-06-03T16:05:00.000Z' };
    await renderTeamInSpanish('pro', [
      event(2, {
        ...byOwnerOnJune3,
        action: 'invitation.sent',
        subject: INVITATION.email,
        changes: [{ field: 'role', before: null, after: 'crew' }],
      }),
      event(1, {
        ...byOwnerOnJune3,
        changes: [
          { field: 'cost', before: 425.5, after: 1450 },
          { field: 'notes', before: null, after: 'Bring the truck' },
        ],
      }),
    ]);

    const roleSelect = await screen.findByLabelText('Rol de manager@tacoloco.test');
    const roles = within(roleSelect)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(roles).toEqual(['Gerente', 'Personal']);

    const log = section('Actividad');
    expect(
      await log.findByText('owner@tacoloco.test invitó a new@tacoloco.test como Personal'),
    ).toBeInTheDocument();
    expect(log.getByText('owner@tacoloco.test editó el permiso Health Permit')).toBeInTheDocument();
    expect(log.getByText('Costo: $425.50 → $1,450.00')).toBeInTheDocument();
    expect(log.getByText('Notas: ninguna → Bring the truck')).toBeInTheDocument();
    expect(log.getAllByText(/^3 jun 2026, /)).toHaveLength(2);

    const page = document.body.textContent ?? '';
    for (const english of [
      'Manager',
      'Crew',
      'Owner',
      ' invited ',
      'edited the permit',
      ' as ',
      'none',
      'Jun 3',
    ])
      expect(page).not.toContain(english);
  });

  it('gates a Free owner with the Pro card in Spanish', async () => {
    await renderTeamInSpanish('free');
    expect(
      await screen.findByRole('heading', { name: 'Colaboración en equipo - Función Pro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comenzar la prueba gratuita' }).getAttribute('href')).toBe(
      '/signup/pro/trial',
    );
    expect(screen.queryByText('Team Collaboration - Pro Feature')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invitar a un miembro' })).toBeNull();
  });
});
