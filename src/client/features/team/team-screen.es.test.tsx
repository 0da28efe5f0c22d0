import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '@shared/contracts/activity';
import type { Entitlements } from '@shared/contracts/entitlements';
import type { Team, TeamMember } from '@shared/contracts/team';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Component as TeamScreen } from '@client/routes/team';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';

const server = interceptHttp();

const OWNER: TeamMember = {
  id: 'member-owner',
  email: 'owner@tacoloco.test',
  name: '',
  role: 'owner',
  joinedAt: '2026-01-15T10:00:00.000Z',
  isYou: true,
};
const MANAGER: TeamMember = {
  ...OWNER,
  id: 'member-manager',
  email: 'manager@tacoloco.test',
  role: 'manager',
  joinedAt: '2026-02-01T10:00:00.000Z',
  isYou: false,
};
const TEAM: Team = {
  business: { id: 'business-1', name: 'Taco Loco' },
  you: { memberId: OWNER.id, role: 'owner' },
  members: [OWNER, MANAGER],
  invitations: [
    {
      id: 'invitation-1',
      email: 'new@tacoloco.test',
      role: 'crew',
      expiresAt: '2026-04-01T10:00:00.000Z',
      invitedBy: OWNER.email,
    },
  ],
  memberLimit: 10,
};

/** The team screen of Taco Loco's owner, on `plan`, in Spanish, with `activity` in its log. */
async function renderTeamInSpanish(plan: 'free' | 'pro', activity: ActivityEvent[] = []) {
  const entitlements: Entitlements = {
    plan,
    permitLimit: plan === 'free' ? 3 : null,
    permitCount: 1,
    canAddPermit: true,
    canUseTextAlerts: plan === 'pro',
    role: 'owner',
    businessName: 'Taco Loco',
  };
  server.use(
    http.get('*/api/team', () => HttpResponse.json(TEAM)),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlements)),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/businesses', () =>
      HttpResponse.json({
        businesses: [
          {
            id: 'business-1',
            name: 'Taco Loco',
            role: 'owner',
            active: true,
            suspended: false,
            ownerEmail: OWNER.email,
          },
        ],
      }),
    ),
    http.get('*/api/team/activity', () => HttpResponse.json({ events: activity, nextBefore: null })),
  );
  await speak('es', 'team');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/team']}>
        <TeamScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the team screen in Spanish (docs/decisions/0026)', () => {
  it("shows the owner's team, invitations and activity in Spanish", async () => {
    const user = await renderTeamInSpanish('pro');

    expect(screen.getByRole('heading', { level: 1, name: 'Equipo' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Equipo · PermitPilot'));
    expect(await screen.findByRole('button', { name: 'Invitar a un miembro' })).toBeDefined();
    expect(
      screen.getByText('3 de 10 lugares ocupados, incluidas las invitaciones pendientes.'),
    ).toBeDefined();

    const members = within(screen.getByRole('region', { name: 'Miembros' }));
    expect(members.getByText('(usted)')).toBeDefined();
    expect(members.getByText(/^Gerente · Se unió el /)).toBeDefined();
    expect(members.getByLabelText('Rol de manager@tacoloco.test')).toBeDefined();
    expect(members.getByRole('button', { name: 'Quitar a manager@tacoloco.test' })).toBeDefined();

    const invitations = within(screen.getByRole('region', { name: 'Invitaciones pendientes' }));
    expect(invitations.getByText(/^Personal · Vence el /)).toBeDefined();
    expect(
      invitations.getByRole('button', { name: 'Reenviar la invitación a new@tacoloco.test' }),
    ).toBeDefined();
    expect(
      invitations.getByRole('button', { name: 'Revocar la invitación a new@tacoloco.test' }),
    ).toBeDefined();

    expect(screen.getByRole('heading', { name: 'Transferir la propiedad' })).toBeDefined();
    expect(await screen.findByText('Todavía no hay actividad.')).toBeDefined();

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
    ).toBeDefined();
    expect(dialog.getByRole('button', { name: 'Enviar invitación' })).toBeDefined();
    expect(dialog.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
  });

  it('says the roles and the activity log in Spanish, with no English of the shared texts left', async () => {
    const event = (overrides: Partial<ActivityEvent>): ActivityEvent => ({
      id: 1,
      action: 'permit.updated',
      actorEmail: OWNER.email,
      permitId: 'permit-1',
      subject: 'Health Permit',
      changes: [],
      createdAt: '2026-06-03T16:05:00.000Z',
      ...overrides,
    });
    await renderTeamInSpanish('pro', [
      event({
        id: 2,
        action: 'invitation.sent',
        subject: 'new@tacoloco.test',
        changes: [{ field: 'role', before: null, after: 'crew' }],
      }),
      event({
        id: 1,
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

    const log = within(screen.getByRole('region', { name: 'Actividad' }));
    expect(
      await log.findByText('owner@tacoloco.test invitó a new@tacoloco.test como Personal'),
    ).toBeDefined();
    expect(log.getByText('owner@tacoloco.test editó el permiso Health Permit')).toBeDefined();
    expect(log.getByText('Costo: $425.50 → $1,450.00')).toBeDefined();
    expect(log.getByText('Notas: ninguno → Bring the truck')).toBeDefined();
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
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Comenzar la prueba gratuita' }).getAttribute('href')).toBe(
      '/signup/pro/trial',
    );
    expect(screen.queryByText('Team Collaboration - Pro Feature')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invitar a un miembro' })).toBeNull();
  });
});
