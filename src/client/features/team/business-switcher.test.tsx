import { useQuery, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BusinessMembership } from '@shared/contracts/team';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { RequireSession } from '@client/app/require-session';
import { SignedInHeader } from '@client/app/signed-in-header';
import { apiRequest } from '@client/lib/api-client';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen, testQueryClient } from '@tests/support/render-screen';

const server = interceptHttp();

const OWN: BusinessMembership = {
  id: 'business-own',
  name: 'Taco Loco',
  role: 'owner',
  active: true,
  suspended: false,
  ownerEmail: 'me@tacoloco.test',
};
const OTHER: BusinessMembership = {
  id: 'business-other',
  name: 'Burger Bus',
  role: 'crew',
  active: false,
  suspended: false,
  ownerEmail: 'boss@burgerbus.test',
};
const SESSION = {
  user: { id: 'user-1', email: 'me@tacoloco.test' },
  session: { expiresAt: '2099-01-01T00:00:00.000Z' },
};

/** The person's businesses as the server lists them (`list` changes them), switching as asked. */
function api(initial: BusinessMembership[]) {
  let businesses = initial;
  const switched: unknown[] = [];
  const requested: string[] = [];
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(SESSION)),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    // The suspended screen asks whether the member's Google calendar is connected.
    http.get('*/api/calendar/google', () => HttpResponse.json({ configured: true, connection: null })),
    http.get('*/api/businesses', () => {
      requested.push('businesses');
      return HttpResponse.json({ businesses });
    }),
    http.put('*/api/businesses/active', async ({ request }) => {
      const { businessId } = (await request.json()) as { businessId: string };
      switched.push(businessId);
      businesses = businesses.map((business) => ({ ...business, active: business.id === businessId }));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    switched,
    requested,
    list: (changed: BusinessMembership[]) => {
      businesses = changed;
    },
  };
}

/** Working in Burger Bus, whose owner's plan has ended (`suspended`) or not. */
const workingInOther = (suspended: boolean): BusinessMembership[] => [
  { ...OWN, active: false },
  { ...OTHER, active: true, suspended },
];

const renderWith = (queryClient: QueryClient, path: string, screens: ReactElement) =>
  renderScreen(screens, { path, toaster: true, queryClient });

/** A screen with the header, and data of the business it shows. */
function ScreenWithHeader({ title }: { title: string }) {
  return (
    <>
      <SignedInHeader />
      <h1>{title}</h1>
    </>
  );
}

/** The team screen, and the dashboard a switch or a new business opens. */
const renderTeamThenDashboard = (queryClient = testQueryClient()) =>
  renderWith(
    queryClient,
    '/team',
    <Routes>
      <Route path="/team" element={<ScreenWithHeader title="Team" />} />
      <Route path="/dashboard" element={<ScreenWithHeader title="Dashboard" />} />
    </Routes>,
  );

describe("the header's business switcher (docs/decisions/0018)", () => {
  it('is not there for a person with one business', async () => {
    const { requested } = api([OWN]);
    renderWith(testQueryClient(), '/team', <ScreenWithHeader title="Team" />);
    await waitFor(() => expect(requested).toHaveLength(1));
    await screen.findByTestId('plan-badge');
    expect(screen.queryByLabelText('Business')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch' })).toBeNull();
  });

  it('switches to another business with a labelled select and Switch, then opens its dashboard afresh', async () => {
    const { switched } = api([OWN, OTHER]);
    const queryClient = testQueryClient();
    queryClient.setQueryData(['session'], SESSION);
    queryClient.setQueryData(['permits'], [{ id: 'permit-of-taco-loco' }]);
    const user = renderTeamThenDashboard(queryClient);
    const select = (await screen.findByLabelText('Business')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Taco Loco (Owner)',
      'Burger Bus (Crew)',
    ]);
    expect(select.value).toBe(OWN.id);
    // Choosing alone changes nothing: a keyboard going through the options must not switch at each step.
    const switchButton = screen.getByRole('button', { name: 'Switch' });
    expect((switchButton as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(select, 'Burger Bus (Crew)');
    expect(switched).toEqual([]);

    await user.click(switchButton);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(switched).toEqual([OTHER.id]);
    expect(await screen.findByText('Business Switched')).toBeInTheDocument();
    expect(queryClient.getQueryData(['permits'])).toBeUndefined();
    expect(queryClient.getQueryData(['session'])).toEqual(SESSION);
    await waitFor(() =>
      expect((screen.getByLabelText('Business') as HTMLSelectElement).value).toBe(OTHER.id),
    );
  });
});

describe('the switcher of a person who owns no business (docs/decisions/0018)', () => {
  it('shows for their one business, with the whole name as title and Create a business among its options', async () => {
    api([{ ...OTHER, active: true }]);
    const created: unknown[] = [];
    server.use(
      http.post('*/api/businesses', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ businessId: 'business-new' }, { status: 201 });
      }),
    );
    const user = renderTeamThenDashboard();
    const select = (await screen.findByLabelText('Business')) as HTMLSelectElement;
    expect(select.title).toBe('Burger Bus');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Burger Bus (Crew)',
      'Create a business',
    ]);
    // What it shows: the name, which may shorten with an ellipsis, and the role, which never does.
    const shown = screen.getByTestId('business-switcher-shown');
    const [name, role] = [...shown.querySelectorAll('span')];
    expect([name?.textContent, name?.className]).toEqual(['Burger Bus', 'min-w-0 truncate']);
    expect([role?.textContent, role?.className]).toEqual(['(Crew)', 'shrink-0']);

    await user.selectOptions(select, 'Create a business');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a business' });
    await user.type(within(dialog).getByLabelText('Business name'), '  Noodle Van ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInstanceOf(HTMLElement);
    expect(created).toEqual([{ name: 'Noodle Van' }]);
    expect(await screen.findByText('You now own Noodle Van, on the Free plan.')).toBeInstanceOf(HTMLElement);
  });

  it('offers no Create a business to a person who owns one', async () => {
    api([OWN, OTHER]);
    renderWith(testQueryClient(), '/team', <ScreenWithHeader title="Team" />);
    const select = (await screen.findByLabelText('Business')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Taco Loco (Owner)',
      'Burger Bus (Crew)',
    ]);
  });
});

/** A signed-in screen that asks for the business's data, as every real one does. */
function PermitsScreen() {
  const permits = useQuery({ queryKey: ['permits'], queryFn: () => apiRequest('/api/permits') });
  return <h1>{permits.isError ? 'Permits failed' : 'Permits'}</h1>;
}

function renderSignedIn(queryClient = testQueryClient()) {
  return renderWith(
    queryClient,
    '/dashboard',
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/dashboard" element={<PermitsScreen />} />
      </Route>
      <Route path="/auth" element={<h1>Sign in</h1>} />
    </Routes>,
  );
}

describe('the screen of a person in no business (docs/decisions/0018)', () => {
  it('replaces every signed-in screen, offering the invitation waiting, Create a business, their data and closing', async () => {
    api([]);
    server.use(
      http.get('*/api/invitations', () =>
        HttpResponse.json({
          invitations: [
            {
              id: 'invitation-1',
              businessName: 'Burger Bus',
              inviterEmail: 'boss@burgerbus.test',
              email: 'me@tacoloco.test',
              role: 'crew',
              status: 'pending',
              expiresAt: '2099-01-08T00:00:00.000Z',
            },
          ],
        }),
      ),
    );
    // No handler for /api/permits: a screen that asked would fail the test (tests/support/http-mocks.ts).
    renderSignedIn();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You belong to no business' }),
    ).toBeInstanceOf(HTMLElement);
    expect(
      await screen.findByText('boss@burgerbus.test invited you to join Burger Bus as Crew.'),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('heading', { name: 'Create a business' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByLabelText('Business name')).toBeInstanceOf(HTMLInputElement);
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe(
      '/api/account/export',
    );
    expect(screen.getByRole('button', { name: 'Close Account' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Delete your account and everything stored in it.')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('heading', { name: 'Permits' })).toBeNull();
  });
});

describe('the suspended screen (docs/decisions/0018)', () => {
  it('replaces every signed-in screen of a suspended member, naming the owner, without asking for its data', async () => {
    api(workingInOther(true));
    // No handler for /api/permits: a screen that asked would fail the test (tests/support/http-mocks.ts).
    renderSignedIn();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This business is on the Free plan' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only its owner, boss@burgerbus.test, can use it until they upgrade to Pro.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You are on the crew of Burger Bus.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave business' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Permits' })).toBeNull();
  });

  it('offers no switcher to a member with no other business, and signs out', async () => {
    api([{ ...OTHER, active: true, suspended: true }]);
    server.use(http.post('*/api/auth/sign-out', () => HttpResponse.json({ success: true })));
    const user = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Business')).toBeNull();
  });

  it('shows the screens of a business that is not suspended', async () => {
    api([OWN]);
    server.use(http.get('*/api/permits', () => HttpResponse.json({ permits: [], total: 0 })));
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'Permits' })).toBeInTheDocument();
  });

  it('checks again when the server refuses a screen because the business left Pro meanwhile', async () => {
    const { requested, list } = api(workingInOther(false));
    server.use(
      http.get('*/api/permits', () => {
        // The owner's plan ended after the list was read.
        list(workingInOther(true));
        return HttpResponse.json(
          { error: { code: 'BUSINESS_SUSPENDED', message: 'This business is on the Free plan.' } },
          { status: 403 },
        );
      }),
    );
    renderSignedIn();
    const heading = await screen.findByRole('heading', { name: 'This business is on the Free plan' });
    expect(
      within(heading.closest('main')!).getByRole('button', { name: 'Leave business' }),
    ).toBeInTheDocument();
    expect(requested).toHaveLength(2);
  });
});
