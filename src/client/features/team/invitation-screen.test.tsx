import { screen, waitFor } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES, type InvitationSummary } from '@shared/contracts/team';
import { Component as AuthScreen } from '@client/routes/auth';
import { Component as InvitationScreen } from '@client/routes/invitation';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen, testQueryClient } from '@tests/support/render-screen';

const server = interceptHttp();

const ID = 'q7Xk2mPz9RtLw4VbN8cYd3FhJ6sG1aEe';
const PENDING: InvitationSummary = {
  id: ID,
  businessName: 'Taco Loco',
  inviterEmail: 'owner@tacoloco.test',
  email: 'cook@tacoloco.test',
  role: 'manager',
  status: 'pending',
  expiresAt: '2026-04-01T10:00:00.000Z',
};
const SESSION = {
  user: { id: 'user-2', email: PENDING.email },
  session: { expiresAt: '2099-01-01T00:00:00.000Z' },
};
const AUTH_PATH = `/auth?next=${encodeURIComponent(`/invitation/${ID}`)}`;

/** The invitation as the server answers it (`null`: no such invitation), to a visitor with or without a session. */
function api({
  invitation = PENDING,
  signedIn,
  accept = () => HttpResponse.json({ businessId: 'business-1' }),
}: {
  invitation?: InvitationSummary | null;
  signedIn: boolean;
  accept?: () => Response;
}) {
  const accepted: string[] = [];
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(signedIn ? SESSION : null)),
    http.get('*/api/invitations/:id', () =>
      invitation
        ? HttpResponse.json(invitation)
        : HttpResponse.json(
            { error: { code: 'INVITATION_NOT_FOUND', message: TEAM_MESSAGES.invitationNotFound } },
            { status: 404 },
          ),
    ),
    http.post('*/api/invitations/:id/accept', ({ params }) => {
      accepted.push(String(params.id));
      return accept();
    }),
    // After accepting, the cache is emptied and the businesses read again before the dashboard opens.
    http.get('*/api/businesses', () =>
      HttpResponse.json({
        businesses: [
          {
            id: 'business-1',
            name: 'Taco Loco',
            role: 'manager',
            active: true,
            suspended: false,
            ownerEmail: null,
          },
        ],
      }),
    ),
  );
  return { accepted };
}

function renderAt(path: string) {
  const queryClient = testQueryClient();
  // Something of the business the visitor worked in before: it must not outlive accepting.
  queryClient.setQueryData(['permits'], [{ id: 'permit-of-the-old-business' }]);
  const user = renderScreen(
    <Routes>
      <Route path="/invitation/:id" element={<InvitationScreen />} />
      <Route path="/auth" element={<AuthScreen />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { path, toaster: true, queryClient },
  );
  return { user, queryClient };
}

describe('the invitation screen (docs/decisions/0018)', () => {
  it('names the business, the inviter and the role, and sends a visitor to sign in or up and back', async () => {
    api({ signedIn: false });
    renderAt(`/invitation/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Taco Loco' })).toBeInTheDocument();
    expect(
      screen.getByText('owner@tacoloco.test invited you to join Taco Loco as Manager.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in to accept' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toBe(AUTH_PATH);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/auth?mode=sign-up&next=${encodeURIComponent(`/invitation/${ID}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it('accepts for a signed-in visitor, forgets the previous business and opens the dashboard', async () => {
    const { accepted } = api({ signedIn: true });
    const { user, queryClient } = renderAt(`/invitation/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(accepted).toEqual([ID]);
    expect(queryClient.getQueryData(['permits'])).toBeUndefined();
    expect(queryClient.getQueryData(['session'])).toEqual(SESSION);
    expect(await screen.findByText('Invitation Accepted')).toBeInTheDocument();
  });

  it("shows a refusal in the server's words and changes nothing", async () => {
    const message = TEAM_MESSAGES.invitationForAnother(PENDING.email);
    const { accepted } = api({
      signedIn: true,
      accept: () =>
        HttpResponse.json({ error: { code: 'INVITATION_FOR_ANOTHER_ADDRESS', message } }, { status: 403 }),
    });
    const { user, queryClient } = renderAt(`/invitation/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(accepted).toEqual([ID]);
    expect(screen.getByRole('heading', { name: 'Join Taco Loco' })).toBeInTheDocument();
    expect(queryClient.getQueryData(['permits'])).toEqual([{ id: 'permit-of-the-old-business' }]);
  });

  const closed = [
    { status: 'expired', title: 'Invitation Expired', message: TEAM_MESSAGES.invitationExpired },
    { status: 'accepted', title: 'Invitation Already Accepted', message: TEAM_MESSAGES.invitationUsed },
    { status: 'revoked', title: 'Invitation Revoked', message: TEAM_MESSAGES.invitationRevoked },
    { status: null, title: 'Invitation Not Found', message: TEAM_MESSAGES.invitationNotFound },
  ] as const;
  for (const { status, title, message } of closed) {
    it(`says so when the invitation is ${status ?? 'unknown'}, with a way on`, async () => {
      api({ signedIn: false, invitation: status ? { ...PENDING, status } : null });
      renderAt(`/invitation/${ID}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/auth');
      expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sign in to accept' })).toBeNull();
    });
  }

  it('offers the dashboard instead to a signed-in visitor', async () => {
    api({ signedIn: true, invitation: { ...PENDING, status: 'expired' } });
    renderAt(`/invitation/${ID}`);
    expect((await screen.findByRole('link', { name: 'Go to Dashboard' })).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});

describe('the way back to the invitation through /auth (lib/return-path.ts)', () => {
  it("has a new account's confirmation link bring the invitee back to sign in and on to the invitation", async () => {
    api({ signedIn: false });
    const signUps: unknown[] = [];
    server.use(
      http.post('*/api/auth/sign-up/email', async ({ request }) => {
        signUps.push(await request.json());
        return HttpResponse.json({ token: null });
      }),
    );
    const { user } = renderAt(AUTH_PATH);
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    // The form names the business that invites and starts from the invited address (docs/decisions/0018).
    expect(await screen.findByText('Create your account to join Taco Loco')).toBeInstanceOf(HTMLElement);
    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(PENDING.email),
    );
    expect(screen.queryByText(/The Free plan tracks up to/)).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(signUps).toHaveLength(1));
    expect(signUps[0]).toMatchObject({
      callbackURL: `/auth?confirmed=1&next=${encodeURIComponent(`/invitation/${ID}`)}`,
    });
  });

  it('signs in from the confirmation link and lands on the invitation', async () => {
    let signedIn = false;
    api({ signedIn: false });
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(signedIn ? SESSION : null)),
      http.post('*/api/auth/sign-in/email', () => {
        signedIn = true;
        return HttpResponse.json({ token: 'token' });
      }),
    );
    const { user } = renderAt(`/auth?confirmed=1&next=${encodeURIComponent(`/invitation/${ID}`)}`);
    expect(await screen.findByText('Sign in to join Taco Loco')).toBeInstanceOf(HTMLElement);
    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(PENDING.email),
    );
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Join Taco Loco' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept Invitation' })).toBeInTheDocument();
  });
});
