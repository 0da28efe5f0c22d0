import { screen, within } from '@tests/support/render';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_MESSAGES,
  type CatalogEntryDraft,
  type FindRenewalLinkRequest,
  type FindRenewalLinkResponse,
  type RequirementSearchRequest,
} from '@shared/contracts/catalog';
import type { PermitCategory, PermitInput } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION, type SubscriptionStatus } from '@shared/domain/subscription';
import { entitlementsOf, oneBusinessOf, permitFixture, vehicleFixture } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';
import { Component as PermitSetup } from './permit-setup';

const server = interceptHttp();

const PERMIT = permitFixture();

const READ_ONLY = 'Your role in this business does not allow changing permits.';

const CATEGORIES: PermitCategory[] = [
  { id: 1, name: 'Health', description: '' },
  { id: 7, name: 'Tax', description: '' },
];

const PRO: SubscriptionStatus = {
  subscribed: true,
  isTrialing: false,
  subscription_tier: 'Pro',
  subscription_end: '2099-01-01T00:00:00.000Z',
};

const CDTFA = {
  agency: 'California Department of Tax and Fee Administration',
  agencyUrl: 'https://www.cdtfa.ca.gov/',
  url: 'https://www.cdtfa.ca.gov/',
  archiveChecked: null,
  reviewed: null,
};

/** A suggestion's catalog entry, as GET /api/catalog/entries/{id} answers it. */
const ENTRY: CatalogEntryDraft = {
  id: 'ca-sellers-permit',
  name: "Seller's Permit",
  category: 'Tax',
  stateCode: 'CA',
  city: null,
  county: null,
  cost: { minUsd: 0, maxUsd: 0, per: 'application' },
  processingDays: { minDays: 1, maxDays: 5 },
  renewalUrl: 'https://www.cdtfa.ca.gov/services/',
  source: { entryId: 'ca-sellers-permit', ...CDTFA },
};

/** What the screen sent to the server, per endpoint. */
let sent: { permits: PermitInput[]; findLink: FindRenewalLinkRequest[]; search: RequirementSearchRequest[] };

/** The permit form's API for a member with `role`, whose business has `permitCount` of `permitLimit`. */
function api({
  role,
  permitCount = 1,
  entitlements = 'answers',
  subscription = FREE_SUBSCRIPTION,
  entry = 'answers',
  findLink = { renewalLink: null, message: 'Nothing found', source: null, unverified: false },
  vehicles = [],
}: {
  /** The business's vehicles, as GET /api/vehicles answers: none unless given. */
  vehicles?: Vehicle[];
  role: Role;
  permitCount?: number;
  entitlements?: 'answers' | 'never';
  subscription?: SubscriptionStatus;
  /** The suggestion's catalog entry: found, unknown, or still loading. */
  entry?: 'answers' | 'unknown' | 'never';
  /** Find Link's answer, or a server failure. */
  findLink?: FindRenewalLinkResponse | 'fails';
}) {
  const answer = entitlementsOf(role, { permitCount, canAddPermit: role !== 'crew' && permitCount < 3 });
  sent = { permits: [], findLink: [], search: [] };
  server.use(
    http.get('*/api/permits', () => HttpResponse.json({ permits: [PERMIT], total: 1 })),
    http.get('*/api/permits/:id', () => HttpResponse.json(PERMIT)),
    http.post('*/api/permits', async ({ request }) => {
      const input = (await request.json()) as PermitInput;
      sent.permits.push(input);
      return HttpResponse.json({ ...PERMIT, id: crypto.randomUUID(), name: input.name }, { status: 201 });
    }),
    http.get('*/api/permit-categories', () => HttpResponse.json({ categories: CATEGORIES })),
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles })),
    http.get('*/api/catalog/entries/:id', async ({ params }) => {
      if (entry === 'never') await delay('infinite');
      if (entry === 'unknown' || params.id !== ENTRY.id)
        return HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'No such catalog entry' } },
          { status: 404 },
        );
      return HttpResponse.json(ENTRY);
    }),
    http.get('*/api/find-renewal-links', async ({ request }) => {
      sent.findLink.push(Object.fromEntries(new URL(request.url).searchParams) as FindRenewalLinkRequest);
      if (findLink === 'fails')
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 });
      return HttpResponse.json(findLink);
    }),
    http.get('*/api/requirement-search', async ({ request }) => {
      sent.search.push(Object.fromEntries(new URL(request.url).searchParams) as RequirementSearchRequest);
      return HttpResponse.json({ result: null, message: 'Our permit catalog has nothing on that yet.' });
    }),
    http.get('*/api/subscription', () => HttpResponse.json(subscription)),
    // The header's business switcher (one business: no switcher).
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
    http.get('*/api/subscription/entitlements', async () => {
      if (entitlements === 'never') await delay('infinite');
      return HttpResponse.json(answer);
    }),
  );
}

const openSetup = (path = '/permit-setup') =>
  renderScreen(<PermitSetup />, {
    path,
    route: '/permit-setup',
    elsewhere: { '/dashboard': <p>The dashboard</p> },
    toaster: true,
  });

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('/permit-setup by role (docs/decisions/0018)', () => {
  it.each([
    ['/permit-setup', 'Add Another Permit'],
    [`/permit-setup?edit=${PERMIT.id}`, 'Edit Permit'],
  ])('refuses crew at %s, with the way back to the dashboard and no form', async (path, heading) => {
    api({ role: 'crew' });
    openSetup(path);
    expect(await screen.findByText(READ_ONLY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Save Permit' })).toBeNull();
    expect(screen.queryByLabelText('License/Permit Name')).toBeNull();
    expect(screen.queryByLabelText('Permit document (optional)')).toBeNull();
  });

  it.each(['owner', 'manager'] as const)('gives the %s the form, with the document upload', async (role) => {
    api({ role });
    openSetup(`/permit-setup?edit=${PERMIT.id}`);
    expect(await screen.findByRole('button', { name: 'Save Permit' })).toBeInTheDocument();
    expect((screen.getByLabelText('License/Permit Name') as HTMLInputElement).value).toBe('Health Permit');
    expect(screen.getByLabelText('Permit document (optional)')).toBeInTheDocument();
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });

  it('offers the owner at the Free limit the upgrade', async () => {
    api({ role: 'owner', permitCount: 3 });
    openSetup();
    expect(await screen.findByText("You have reached the Free plan's 3 permits.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/signup/pro');
    // The upgrade instead of a form that could not be saved.
    expect(screen.getByRole('heading', { level: 1, name: 'Add Another Permit' })).toBeInTheDocument();
    expect(screen.queryByLabelText('License/Permit Name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Permit' })).toBeNull();
  });

  it('tells a manager at the Free limit that the owner manages the plan, with no upgrade to buy', async () => {
    api({ role: 'manager', permitCount: 3 });
    openSetup();
    expect(await screen.findByText("You have reached the Free plan's 3 permits.")).toBeInTheDocument();
    expect(screen.getByText('The owner manages the plan.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Permit' })).toBeNull();
  });

  it('shows neither form nor refusal until the role is known', async () => {
    api({ role: 'owner', entitlements: 'never' });
    openSetup();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Permit' })).toBeNull();
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });
});

describe('/permit-setup?suggestion={id}: a suggestion added from the catalog (docs/decisions/0020)', () => {
  it('fills the form from the catalog entry, names its source, and saves the permit with the entry', async () => {
    api({ role: 'owner' });
    const user = openSetup(`/permit-setup?suggestion=${ENTRY.id}`);

    expect(await screen.findByRole('button', { name: 'Save Permit' })).toBeInTheDocument();
    const note = await screen.findByRole('note');
    expect(within(note).getByText('From our permit catalog')).toBeInTheDocument();
    expect(
      within(note)
        .getByRole('link', { name: /California Department of Tax/ })
        .getAttribute('href'),
    ).toBe(CDTFA.url);
    expect(field('License/Permit Name').value).toBe("Seller's Permit");
    expect((field('Category') as unknown as HTMLSelectElement).value).toBe('7');
    expect(field('State').value).toBe('CA');
    expect(field('City').value).toBe('');
    expect(field('County').value).toBe('');
    expect(field('Cost/Fee ($)').value).toBe('0.00');
    expect(field('Processing time (days)').value).toBe('5');
    expect(field('Renewal URL').value).toBe('https://www.cdtfa.ca.gov/services/');
    expect(field('Issue/Start Date').value).toBe('');
    // The catalog's agency (docs/product/permits.md#fields); the number is the owner's to type.
    expect(field('Issuing agency').value).toBe(CDTFA.agency);
    expect(field('Permit number').value).toBe('');
    await user.type(field('Permit number'), 'SR-123-456789');

    await user.type(field('Issue/Start Date'), '2026-01-15');
    await user.type(field('Renewal/Expiration Date'), '2099-01-15');
    await user.click(screen.getByRole('button', { name: 'Save Permit' }));

    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(sent.permits).toEqual([
      {
        name: "Seller's Permit",
        issueDate: '2026-01-15',
        renewalDate: '2099-01-15',
        cost: 0,
        city: '',
        state: 'CA',
        county: '',
        notes: '',
        permitNumber: 'SR-123-456789',
        issuingAgency: CDTFA.agency,
        renewalLink: 'https://www.cdtfa.ca.gov/services/',
        categoryId: 7,
        processingTimeDays: 5,
        catalogEntryId: 'ca-sellers-permit',
        vehicleId: null,
      },
    ]);
  });

  it('says an unknown suggestion is no longer available, and opens an empty form', async () => {
    api({ role: 'owner', entry: 'unknown' });
    openSetup('/permit-setup?suggestion=no-such-entry');

    const toast = await toastTitled('Error');
    expect(within(toast).getByText('This suggestion is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Permit' })).toBeInTheDocument();
    expect(field('License/Permit Name').value).toBe('');
    expect(screen.queryByText('From our permit catalog')).toBeNull();
  });

  it('shows the spinner, not an empty form, while the entry loads', async () => {
    api({ role: 'owner', entry: 'never' });
    openSetup(`/permit-setup?suggestion=${ENTRY.id}`);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Permit' })).toBeNull();
  });

  it('edits the permit and ignores a suggestion when both are given', async () => {
    api({ role: 'owner' });
    openSetup(`/permit-setup?edit=${PERMIT.id}&suggestion=${ENTRY.id}`);
    expect(await screen.findByRole('button', { name: 'Save Permit' })).toBeInTheDocument();
    expect(field('License/Permit Name').value).toBe('Health Permit');
    expect(screen.queryByText('From our permit catalog')).toBeNull();
  });
});

describe('Find Link: AI Renewal Link Discovery', () => {
  const FOUND: FindRenewalLinkResponse = {
    renewalLink: 'https://www.cdtfa.ca.gov/services/',
    message:
      "California Department of Tax and Fee Administration: renewal page for Seller's Permit. Confirm the details with the agency.",
    source: { entryId: 'ca-sellers-permit', ...CDTFA },
    unverified: false,
  };

  it("fills the Renewal URL for Pro with the found link, its source and the product's toast", async () => {
    api({ role: 'owner', subscription: PRO, findLink: FOUND });
    const user = openSetup();
    await user.type(await screen.findByLabelText('License/Permit Name'), "  Seller's Permit");
    await user.type(field('State'), 'California');
    await user.selectOptions(field('Category'), 'Tax');
    await user.click(screen.getByRole('button', { name: 'Find Link' }));

    const toast = await toastTitled('Renewal Link Found');
    expect(within(toast).getByText(FOUND.message)).toBeInTheDocument();
    expect(sent.findLink).toEqual([{ permitName: "Seller's Permit", state: 'California', category: 'Tax' }]);
    expect(field('Renewal URL').value).toBe(FOUND.renewalLink);
    // The source sits under the field while it holds the found link.
    const source = () => screen.queryByRole('link', { name: /California Department of Tax/ });
    expect(
      (await screen.findByRole('link', { name: /California Department of Tax/ })).getAttribute('href'),
    ).toBe(CDTFA.url);
    await user.type(field('Renewal URL'), 'renew');
    expect(source()).toBeNull();
  });

  it('says under a link the AI provider proposed that no person has checked it', async () => {
    const proposed: FindRenewalLinkResponse = {
      renewalLink: 'https://www.oregon.gov/churro/renew',
      message:
        'Oregon Churro Board: a possible renewal page for "Churro Cart Sticker" in OR, suggested by AI and not verified. Check it with the agency before you rely on it.',
      source: null,
      unverified: true,
    };
    api({ role: 'owner', subscription: PRO, findLink: proposed });
    const user = openSetup();
    await user.type(await screen.findByLabelText('License/Permit Name'), 'Churro Cart Sticker');
    await user.click(screen.getByRole('button', { name: 'Find Link' }));
    expect(within(await toastTitled('Renewal Link Found')).getByText(proposed.message)).toBeInTheDocument();
    expect(field('Renewal URL').value).toBe(proposed.renewalLink);
    const note = () => screen.queryByText(CATALOG_MESSAGES.unverifiedLink);
    expect(await screen.findByText(CATALOG_MESSAGES.unverifiedLink)).toBeInTheDocument();
    await user.type(field('Renewal URL'), 'x');
    expect(note()).toBeNull();
  });

  it('sends an empty state and no category as they are, for the server to search California', async () => {
    api({ role: 'owner', subscription: PRO, findLink: FOUND });
    const user = openSetup();
    await user.type(await screen.findByLabelText('License/Permit Name'), 'Catering Agreement');
    await user.click(screen.getByRole('button', { name: 'Find Link' }));
    expect(await screen.findByText('Renewal Link Found')).toBeInTheDocument();
    expect(sent.findLink).toEqual([{ permitName: 'Catering Agreement', state: '', category: '' }]);
  });

  it("says 'No Link Found' with the server's message, and leaves the field as it was", async () => {
    const message =
      'We found no official page for "Unicorn Licence" in CA. You can add the renewal link manually.';
    api({
      role: 'owner',
      subscription: PRO,
      findLink: { renewalLink: null, message, source: null, unverified: false },
    });
    const user = openSetup();
    await user.type(await screen.findByLabelText('License/Permit Name'), 'Unicorn Licence');
    await user.click(screen.getByRole('button', { name: 'Find Link' }));

    const toast = await toastTitled('No Link Found');
    expect(within(toast).getByText(message)).toBeInTheDocument();
    expect(field('Renewal URL').value).toBe('');
  });

  it("says 'Search Failed' when the search fails", async () => {
    api({ role: 'owner', subscription: PRO, findLink: 'fails' });
    const user = openSetup();
    await user.type(await screen.findByLabelText('License/Permit Name'), "Seller's Permit");
    await user.click(screen.getByRole('button', { name: 'Find Link' }));

    const toast = await toastTitled('Search Failed');
    expect(
      within(toast).getByText('Could not search for renewal link. You can add it manually.'),
    ).toBeInTheDocument();
    expect(field('Renewal URL').value).toBe('');
    expect(screen.getByRole('button', { name: 'Find Link' })).toBeInTheDocument();
  });

  it('asks for the permit name first, and searches nothing', async () => {
    api({ role: 'owner', subscription: PRO, findLink: FOUND });
    const user = openSetup();
    await user.click(await screen.findByRole('button', { name: 'Find Link' }));

    const toast = await toastTitled('Missing Information');
    expect(within(toast).getByText('Please enter a permit name first')).toBeInTheDocument();
    expect(sent.findLink).toEqual([]);
  });

  it('shows a Free plan the Pro gate instead of the button', async () => {
    api({ role: 'owner' });
    openSetup();
    expect(
      await screen.findByRole('heading', { name: 'AI Renewal Link Discovery - Pro Feature' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find Link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe(
      '/signup/pro/trial',
    );
  });
});

describe("'Search Latest Requirements' on the form", () => {
  it("is there on the Free plan too, and searches the form's name, state and category", async () => {
    api({ role: 'owner' });
    const user = openSetup();
    await user.type(await screen.findByLabelText('License/Permit Name'), 'Health Permit');
    await user.type(field('State'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Search Latest Requirements' }));

    expect(await screen.findByText('Our permit catalog has nothing on that yet.')).toBeInTheDocument();
    // The name suggested Health when the owner left the field.
    expect(sent.search).toEqual([{ permitName: 'Health Permit', state: 'CA', category: 'Health' }]);
  });
});

describe("'Vehicle' on the form (docs/product/fleet.md#the-dashboard)", () => {
  const truck = (id: string, name: string, archivedAt: string | null = null): Vehicle =>
    vehicleFixture({ id, name, archivedAt, permitCount: 0 });
  const TRUCK_1 = truck('7a1e0c1e-1111-4111-8111-111111111111', 'Truck 1');
  const TRUCK_2 = truck('7a1e0c1e-2222-4222-8222-222222222222', 'Truck 2');
  const SOLD = truck('7a1e0c1e-3333-4333-8333-333333333333', 'Old Cart', '2026-02-01T00:00:00.000Z');
  const vehicleField = () => screen.getByLabelText('Vehicle') as HTMLSelectElement;

  it("puts a suggestion's new permit on the vehicle its address names (?vehicle=)", async () => {
    api({ role: 'owner', vehicles: [TRUCK_1, TRUCK_2, SOLD] });
    const user = openSetup(`/permit-setup?suggestion=${ENTRY.id}&vehicle=${TRUCK_2.id}`);
    await screen.findByRole('button', { name: 'Save Permit' });
    expect(vehicleField().value).toBe(TRUCK_2.id);
    // Archived vehicles take no new permit.
    expect([...vehicleField().options].map((option) => option.text)).toEqual([
      'Whole business',
      'Truck 1',
      'Truck 2',
    ]);
    await user.type(field('Issue/Start Date'), '2026-01-15');
    await user.type(field('Renewal/Expiration Date'), '2099-01-15');
    await user.click(screen.getByRole('button', { name: 'Save Permit' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(sent.permits[0]).toMatchObject({ catalogEntryId: ENTRY.id, vehicleId: TRUCK_2.id });
  });

  it('starts on the whole business for a vehicle it does not know or that is archived', async () => {
    api({ role: 'owner', vehicles: [TRUCK_1, SOLD] });
    openSetup(`/permit-setup?vehicle=${SOLD.id}`);
    await screen.findByRole('button', { name: 'Save Permit' });
    expect(vehicleField().value).toBe('');
  });

  it('keeps the vehicle of an edited permit', async () => {
    api({ role: 'owner', vehicles: [TRUCK_1, TRUCK_2] });
    server.use(
      http.get('*/api/permits/:id', () =>
        HttpResponse.json({ ...PERMIT, vehicle: { id: TRUCK_1.id, name: 'Truck 1', archived: false } }),
      ),
    );
    openSetup(`/permit-setup?edit=${PERMIT.id}&vehicle=${TRUCK_2.id}`);
    await screen.findByRole('button', { name: 'Save Permit' });
    expect(vehicleField().value).toBe(TRUCK_1.id);
  });

  it('is not there without vehicles', async () => {
    api({ role: 'owner', vehicles: [SOLD] });
    openSetup();
    await screen.findByRole('button', { name: 'Save Permit' });
    expect(screen.queryByLabelText('Vehicle')).toBeNull();
  });
});
