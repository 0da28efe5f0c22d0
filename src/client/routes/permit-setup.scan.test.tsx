import { screen } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PermitScan } from '@shared/contracts/permit-scan';
import type { PermitCategory, PermitInput } from '@shared/contracts/permits';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION, type SubscriptionStatus } from '@shared/domain/subscription';
import { entitlementsOf, oneBusinessOf, permitFixture } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';
import { renderScreen } from '@tests/support/render-screen';
import { Component as PermitSetup } from './permit-setup';

/* 'Scan a Permit' on /permit-setup (docs/product/permits.md#scanning-a-permit): the screen's half of it. */

const server = interceptHttp();

const PERMIT = permitFixture();
const CATEGORIES: PermitCategory[] = [{ id: 1, name: 'Health', description: '' }];
const PRO: SubscriptionStatus = {
  subscribed: true,
  isTrialing: false,
  subscription_tier: 'Pro',
  subscription_end: '2099-01-01T00:00:00.000Z',
};
const SCAN: PermitScan = {
  method: 'pdf-text',
  fields: {
    name: { value: 'Mobile Food Facility Health Permit', source: 'document', note: null },
    catalogEntryId: { value: 'ca-alameda-mobile-food-facility', source: 'document', note: null },
    permitNumber: { value: 'PT0012345', source: 'document', note: null },
    issueDate: { value: '2026-07-01', source: 'document', note: null },
    renewalDate: { value: '2099-06-30', source: 'document', note: null },
    cost: { value: 425.5, source: 'document', note: null },
  },
};

/** What the screen sent: the permits saved and the documents uploaded, by permit. */
let sent: { permits: PermitInput[]; documents: { permitId: string; file: File }[] };

function api(role: Role, subscription = FREE_SUBSCRIPTION) {
  sent = { permits: [], documents: [] };
  server.use(
    http.get('*/api/permits', () => HttpResponse.json({ permits: [], total: 0 })),
    http.get('*/api/permits/:id', () => HttpResponse.json(PERMIT)),
    http.post('*/api/permits', async ({ request }) => {
      const input = (await request.json()) as PermitInput;
      sent.permits.push(input);
      return HttpResponse.json({ ...PERMIT, id: 'new-permit', name: input.name }, { status: 201 });
    }),
    http.put('*/api/permits/:id/document', async ({ request, params }) => {
      const file = (await request.formData()).get('file') as File;
      sent.documents.push({ permitId: String(params.id), file });
      return HttpResponse.json({ ...PERMIT, id: String(params.id) });
    }),
    http.post('*/api/permit-scans', () => HttpResponse.json(SCAN)),
    http.get('*/api/permit-categories', () => HttpResponse.json({ categories: CATEGORIES })),
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles: [] })),
    http.get('*/api/subscription', () => HttpResponse.json(subscription)),
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
    http.get('*/api/subscription/entitlements', () =>
      HttpResponse.json(entitlementsOf(role, { permitCount: 0 })),
    ),
  );
}

const openSetup = (path = '/permit-setup') =>
  renderScreen(<PermitSetup />, {
    path,
    route: '/permit-setup',
    elsewhere: { '/dashboard': <p>The dashboard</p> },
    toaster: true,
  });

const scanButton = () => screen.findByLabelText('Scan a Permit');

describe("'Scan a Permit' on /permit-setup", () => {
  it.each([
    ['owner', 'Free', FREE_SUBSCRIPTION],
    ['manager', 'Pro', PRO],
  ] as const)('is offered to the %s on %s alike', async (role, _plan, subscription) => {
    api(role, subscription);
    openSetup();
    expect(await scanButton()).toBeInTheDocument();
  });

  it('is not offered when editing a permit', async () => {
    api('owner');
    openSetup(`/permit-setup?edit=${PERMIT.id}`);
    await screen.findByRole('button', { name: 'Save Permit' });
    expect(screen.queryByLabelText('Scan a Permit')).toBeNull();
  });

  it('saves the scanned permit with its catalog entry, and the scanned file as its document', async () => {
    api('owner');
    const user = openSetup();
    const scanned = new File([ONE_PAGE_PDF], 'health-permit.pdf', { type: 'application/pdf' });
    await user.upload(await scanButton(), scanned);
    expect(
      await screen.findByText('The form is filled in from your document. Check each marked field.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Permit' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(sent.permits).toEqual([
      expect.objectContaining({
        name: 'Mobile Food Facility Health Permit',
        permitNumber: 'PT0012345',
        issueDate: '2026-07-01',
        renewalDate: '2099-06-30',
        cost: 425.5,
        // The name suggested Health, as when typed.
        categoryId: 1,
        catalogEntryId: 'ca-alameda-mobile-food-facility',
      }),
    ]);
    expect(sent.documents.map(({ permitId, file }) => [permitId, file.name, file.size])).toEqual([
      ['new-permit', 'health-permit.pdf', scanned.size],
    ]);
  });

  it("puts the keyboard on 'Scan a Permit' when the empty dashboard's 'Scan a Permit' led here", async () => {
    api('owner');
    openSetup('/permit-setup?scan=1');
    expect(await scanButton()).toHaveFocus();
  });
});
