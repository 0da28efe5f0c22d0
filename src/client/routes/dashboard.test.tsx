import { cleanup, render, screen, within } from '@tests/support/render';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '@shared/contracts/activity';
import type { PermitSuggestion } from '@shared/contracts/catalog';
import type { RequirementChange } from '@shared/contracts/monitor';
import type { Permit } from '@shared/contracts/permits';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION, type SubscriptionStatus } from '@shared/domain/subscription';
import { RenewalCalendarDialog } from '@client/features/renewal-calendar/components/renewal-calendar-dialog';
import {
  entitlementsOf,
  oneBusinessOf,
  permitFixture,
  PROFILE,
  sellersPermitSuggestion,
} from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { Component as Dashboard } from './dashboard';

// The calendar reads the deadlines that are no renewal when it opens (docs/product/events.md#deadlines).
const server = interceptHttp(http.get('*/api/deadlines', () => HttpResponse.json({ deadlines: [] })));

const PERMIT = permitFixture({
  renewalLink: 'https://www.acgov.org/aceh/food/',
  processingTimeDays: 30,
  category: { id: 1, name: 'Health', description: '' },
  document: { name: 'health-permit.pdf', type: 'application/pdf', size: 48_000 },
});

const SUGGESTION = sellersPermitSuggestion({ estimatedCost: null });

const EDITED: ActivityEvent = {
  id: 7,
  action: 'permit.updated',
  actorEmail: 'manager@tacoloco.test',
  permitId: PERMIT.id,
  subject: PERMIT.name,
  vehicleName: null,
  changes: [{ field: 'cost', before: 400, after: 425.5 }],
  createdAt: '2026-03-02T17:30:00.000Z',
};

const PRO: SubscriptionStatus = {
  subscribed: true,
  isTrialing: false,
  subscription_tier: 'Pro',
  subscription_end: '2099-01-01T00:00:00.000Z',
};

const FEE_CHANGE: RequirementChange = {
  id: '0b7c6a55-2f1e-4d3c-8b9a-1c2d3e4f5a6b',
  status: 'pending',
  detectedAt: '2026-03-02T17:30:00.000Z',
  effectiveDate: null,
  changeDescription: 'Fee changed: $100 → $150',
  aiConfidence: 0.85,
  category: null,
  state: null,
  sourceUrl: 'https://www.acgov.org/aceh/food/',
  excerpt: '- Fee: $100\n+ Fee: $150',
  describedBy: 'diff',
};

/** The permit lists the dashboard asked for, in order: 'first N' or 'all'. */
let requested: string[] = [];
/** How many times the dashboard asked for the permit suggestions. */
let suggestionsRequested = 0;

/**
 * The dashboard's API, as the server answers a member with `role`; `entitlements: 'never'` keeps the role
 * unknown (the request does not finish during the test), 'fails' makes it a 500.
 */
function api({
  role,
  entitlements = 'answers',
  permits = [PERMIT],
  profile = PROFILE,
  suggestions = [],
  subscription = FREE_SUBSCRIPTION,
  changes = [],
}: {
  role: Role;
  entitlements?: 'answers' | 'never' | 'fails';
  permits?: Permit[];
  profile?: typeof PROFILE | null;
  suggestions?: PermitSuggestion[];
  subscription?: SubscriptionStatus;
  changes?: RequirementChange[];
}) {
  requested = [];
  suggestionsRequested = 0;
  server.use(
    http.get('*/api/permits', ({ request }) => {
      const limit = new URL(request.url).searchParams.get('limit');
      requested.push(limit === null ? 'all' : `first ${limit}`);
      return HttpResponse.json({
        permits: limit ? permits.slice(0, Number(limit)) : permits,
        total: permits.length,
      });
    }),
    // A business without vehicles: no filter (docs/product/fleet.md#the-dashboard, dashboard-fleet.test.tsx).
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles: [] })),
    http.get('*/api/business-profile', () => HttpResponse.json({ profile })),
    http.get('*/api/site', () => HttpResponse.json({ supportEmail: 'support@permitpilot.test' })),
    http.get('*/api/subscription', () => HttpResponse.json(subscription)),
    // The header's business switcher (one business: no switcher).
    http.get('*/api/businesses', () => HttpResponse.json(oneBusinessOf(role))),
    http.get('*/api/subscription/entitlements', async () => {
      if (entitlements === 'never') await delay('infinite');
      if (entitlements === 'fails')
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
      return HttpResponse.json(entitlementsOf(role));
    }),
    http.get('*/api/permits/:id/activity', () => HttpResponse.json({ events: [EDITED], nextBefore: null })),
    http.get('*/api/permit-suggestions', () => {
      suggestionsRequested++;
      return HttpResponse.json({ suggestions });
    }),
    http.get('*/api/requirement-changes', () => HttpResponse.json({ changes, failingSources: [] })),
  );
}

const renderDashboard = (path = '/dashboard') =>
  renderScreen(<Dashboard />, {
    path,
    elsewhere: { '/onboarding': <h1>Onboarding</h1> },
    toaster: true,
  });

const row = async () => within(await screen.findByTestId('permit-row'));
const link = (name: string | RegExp) => screen.queryByRole('link', { name });
const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('the dashboard by role (docs/decisions/0018)', () => {
  it('gives crew the permits, their documents and their history, and no way to change them', async () => {
    api({ role: 'crew' });
    renderDashboard();
    const permit = await row();
    expect(permit.getByRole('link', { name: 'Download the document of Health Permit' })).toBeInTheDocument();
    expect(permit.getByRole('link', { name: 'Open the renewal link of Health Permit' })).toBeInTheDocument();
    expect(permit.getByRole('button', { name: 'History of Health Permit' })).toBeInTheDocument();
    for (const name of ['Edit Health Permit']) expect(permit.queryByRole('link', { name })).toBeNull();
    for (const name of ['Mark Health Permit as renewed', 'Delete Health Permit'])
      expect(permit.queryByRole('button', { name })).toBeNull();
    expect(link('Add Permit')).toBeNull();
    expect(screen.queryByText('Add Another Permit')).toBeNull();
    // The other cards and the team stay.
    expect(button(/^View Calendar/)).not.toBeNull();
    expect(link(/^Set Reminders/)).not.toBeNull();
    expect(link(/^Compliance Reports/)).not.toBeNull();
    expect(link('Team')?.getAttribute('href')).toBe('/team');
  });

  it("tells crew who follow a reminder's renew link that their role does not allow it", async () => {
    api({ role: 'crew' });
    renderDashboard(`/dashboard?renew=${PERMIT.id}`);
    const toast = (await screen.findByText('Not allowed')).closest('li')!;
    expect(
      within(toast).getByText('Your role in this business does not allow changing permits.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Mark as renewed' })).toBeNull();
  });

  it("opens 'Mark as renewed' at once for a manager who follows the renew link", async () => {
    api({ role: 'manager' });
    renderDashboard(`/dashboard?renew=${PERMIT.id}`);
    expect(await screen.findByRole('dialog', { name: 'Mark as renewed' })).toBeInTheDocument();
  });

  it('leaves crew without permits an empty list with nothing to add', async () => {
    api({ role: 'crew', permits: [] });
    renderDashboard();
    expect(await screen.findByText('No permits added yet')).toBeInTheDocument();
    expect(link('Add Your First Permit')).toBeNull();
    expect(link('Scan a Permit')).toBeNull();
  });

  it.each(['owner', 'manager'] as const)('gives the %s every permit control', async (role) => {
    api({ role });
    renderDashboard();
    const permit = await row();
    expect(permit.getByRole('link', { name: 'Edit Health Permit' }).getAttribute('href')).toBe(
      `/permit-setup?edit=${PERMIT.id}`,
    );
    expect(permit.getByRole('button', { name: 'Mark Health Permit as renewed' })).toBeInTheDocument();
    expect(permit.getByRole('button', { name: 'Delete Health Permit' })).toBeInTheDocument();
    expect(permit.getByRole('button', { name: 'History of Health Permit' })).toBeInTheDocument();
    expect(link('Add Permit')?.getAttribute('href')).toBe('/permit-setup');
    expect(link(/^Add Another Permit/)?.getAttribute('href')).toBe('/permit-setup');
    expect(link('Team')).not.toBeNull();
  });

  it('offers the owner or a manager without permits the first one, typed or scanned', async () => {
    api({ role: 'manager', permits: [] });
    renderDashboard();
    expect((await screen.findByRole('link', { name: 'Add Your First Permit' })).getAttribute('href')).toBe(
      '/permit-setup',
    );
    // The form with its scan started (docs/product/permits.md#scanning-a-permit).
    expect(link('Scan a Permit')?.getAttribute('href')).toBe('/permit-setup?scan=1');
  });

  it('shows no write control while the role is being asked for, and keeps their place', async () => {
    api({ role: 'owner', entitlements: 'never' });
    renderDashboard();
    expect(await screen.findByText('Loading permits...')).toBeInTheDocument();
    // Held in place, out of sight and out of reach: not a link anyone can see, tap or tab to.
    expect(link('Add Permit')).toBeNull();
    expect(link(/^Add Another Permit/)).toBeNull();
    expect(screen.getByText('Add Another Permit').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByTestId('permit-row')).toBeNull();
    expect(link('Team')).not.toBeNull();
  });

  it('says when the role cannot be read, shows the permits read-only, and tries again', async () => {
    api({ role: 'owner', entitlements: 'fails' });
    const user = renderDashboard();
    const permit = await row();
    expect(permit.queryByRole('link', { name: 'Edit Health Permit' })).toBeNull();
    expect(link('Add Permit')).toBeNull();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Could not check your role in this business. Changes are unavailable for now.',
    );

    api({ role: 'owner' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Edit Health Permit' })).toBeInTheDocument();
    expect(link('Add Permit')).not.toBeNull();
  });

  it('shows the owner the permit suggestions, and crew none', async () => {
    api({ role: 'owner', suggestions: [SUGGESTION] });
    renderDashboard();
    const card = within(await screen.findByRole('region', { name: 'Permit Suggestions' }));
    expect(card.getByRole('heading', { name: "California Seller's Permit" })).toBeInTheDocument();
    expect(card.getByRole('link', { name: "Add California Seller's Permit" })).toBeInTheDocument();
    expect(card.getByRole('button', { name: "Dismiss California Seller's Permit" })).toBeInTheDocument();
    cleanup();

    api({ role: 'crew', suggestions: [SUGGESTION] });
    renderDashboard();
    await row();
    expect(screen.queryByRole('region', { name: 'Permit Suggestions' })).toBeNull();
    expect(screen.queryByText("California Seller's Permit")).toBeNull();
    // Not merely not yet shown: crew's browser does not ask for them (docs/decisions/0018).
    expect(suggestionsRequested).toBe(0);
  });

  it('shows the requirement monitor to Pro members after their permits, and the Pro gate to Free', async () => {
    api({ role: 'owner' });
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Requirement Monitor - Pro Feature' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requirement Monitor' })).toBeNull();
    cleanup();

    api({ role: 'owner', subscription: PRO, changes: [FEE_CHANGE], suggestions: [SUGGESTION] });
    renderDashboard();
    const monitor = await screen.findByRole('region', { name: 'Requirement Monitor' });
    const change = within(monitor);
    expect(await change.findByRole('heading', { name: FEE_CHANGE.changeDescription })).toBeInTheDocument();
    expect(change.getByRole('button', { name: 'Run Monitoring' })).toBeInTheDocument();
    expect(
      change.getByRole('button', { name: `Verify change: ${FEE_CHANGE.changeDescription}` }),
    ).toBeInTheDocument();
    // 'Your Permits' first on a phone, then the monitor, then the suggestions (docs/decisions/0020).
    const permits = await screen.findByRole('heading', { name: /^Your Permits/ });
    const suggestions = await screen.findByRole('region', { name: 'Permit Suggestions' });
    expect(permits.compareDocumentPosition(monitor) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(monitor.compareDocumentPosition(suggestions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();

    api({ role: 'crew', subscription: PRO, changes: [FEE_CHANGE] });
    renderDashboard();
    const crewMonitor = within(await screen.findByRole('region', { name: 'Requirement Monitor' }));
    expect(
      await crewMonitor.findByRole('heading', { name: FEE_CHANGE.changeDescription }),
    ).toBeInTheDocument();
    expect(crewMonitor.queryByRole('button', { name: 'Run Monitoring' })).toBeNull();
    expect(crewMonitor.queryByRole('button', { name: /^Verify change/ })).toBeNull();
    expect(crewMonitor.queryByRole('button', { name: /^Dismiss change/ })).toBeNull();
  });

  it('leads an owner without a business profile to onboarding', async () => {
    api({ role: 'owner', profile: null });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeInTheDocument();
  });

  it('shows crew the dashboard of a business without a profile: they cannot write it', async () => {
    api({ role: 'crew', profile: null });
    renderDashboard();
    expect(await screen.findByTestId('permit-row')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeInTheDocument();
  });

  it("opens a permit's history from its row, for crew too", async () => {
    api({ role: 'crew' });
    const user = renderDashboard();
    await user.click((await row()).getByRole('button', { name: 'History of Health Permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    expect(await within(dialog).findByText('manager@tacoloco.test')).toBeInTheDocument();
    expect(within(dialog).getByText('Cost: $400.00 → $425.50')).toBeInTheDocument();
  });
});

describe('a business with many permits (docs/decisions/0019)', () => {
  const many = Array.from({ length: 25 }, (_, index) =>
    permitFixture({
      id: `6c1f3f4e-7d8a-4b6e-9f1a-${String(index).padStart(12, '0')}`,
      name: `Permit ${index + 1}`,
      renewalDate: `2099-01-${String(index + 1).padStart(2, '0')}`,
    }),
  );

  it("loads the 20 most urgent first, and the rest on 'Show all'", async () => {
    api({ role: 'owner', permits: many });
    const user = renderDashboard();
    expect(await screen.findAllByTestId('permit-row')).toHaveLength(20);
    expect(requested).toEqual(['first 20']);
    await user.click(screen.getByRole('button', { name: 'Show all 25 permits (5 more)' }));
    expect(await screen.findByRole('link', { name: 'Edit Permit 25' })).toBeInTheDocument();
    expect(screen.getAllByTestId('permit-row')).toHaveLength(25);
    expect(requested).toEqual(['first 20', 'all']);
    // Keyboard users go on from the first row that was hidden.
    expect(document.activeElement?.closest('[data-testid="permit-row"]')?.textContent).toContain('Permit 21');
    expect(button(/^Show all/)).toBeNull();
  });

  it("opens 'Mark as renewed' for a permit beyond the first 20 from a reminder's link", async () => {
    api({ role: 'owner', permits: many });
    renderDashboard(`/dashboard?renew=${many[24]!.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Mark as renewed' });
    expect(within(dialog).getByText(/Permit 25/)).toBeInTheDocument();
  });

  it('loads every permit for the renewal calendar', async () => {
    api({ role: 'crew', permits: many });
    const user = renderDashboard();
    await screen.findAllByTestId('permit-row');
    await user.click(screen.getByRole('button', { name: /^View Calendar/ }));
    await screen.findByRole('dialog', { name: 'Permit Renewal Calendar' });
    expect(requested).toEqual(['first 20', 'all']);
  });
});

describe('the dashboard in Spanish (docs/decisions/0026)', () => {
  it('speaks Spanish to the owner: headings, cards, the permit row and its controls', async () => {
    await speak('es', 'dashboard');
    // A permit of no category: its row says 'General'.
    api({ role: 'owner', permits: [{ ...PERMIT, category: null }] });
    renderDashboard();
    const permit = await row();

    expect(screen.getByRole('heading', { name: 'Le damos la bienvenida a su panel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sus permisos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar permiso' }).getAttribute('href')).toBe('/permit-setup');
    expect(screen.getByRole('button', { name: /^Ver calendario/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Informes de cumplimiento/ })).toBeInTheDocument();
    expect(document.title).toBe('Panel · PermitPilot');

    // The permit's name is the owner's and stays as typed; dates and money in es-US.
    expect(permit.getByText('Al día')).toBeInTheDocument();
    expect(permit.getByText('General')).toBeInTheDocument();
    expect(permit.getByText('15 ene 2099')).toBeInTheDocument();
    expect(permit.getByText('$425.50')).toBeInTheDocument();
    expect(permit.getByRole('link', { name: 'Editar Health Permit' })).toBeInTheDocument();
    expect(
      permit.getByRole('link', { name: 'Abrir el enlace de renovación de Health Permit' }),
    ).toBeInTheDocument();
    expect(permit.getByRole('link', { name: 'Descargar el documento de Health Permit' })).toBeInTheDocument();
    expect(permit.getByRole('button', { name: 'Historial de Health Permit' })).toBeInTheDocument();
    expect(permit.getByRole('button', { name: 'Marcar Health Permit como renovado' })).toBeInTheDocument();
    expect(permit.getByRole('button', { name: 'Eliminar Health Permit' })).toBeInTheDocument();

    for (const english of ['Welcome to Your Dashboard', 'Your Permits', 'Compliant', 'Renewal link', 'Edit'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it("tells crew who follow a reminder's renew link, in Spanish, that their role does not allow it", async () => {
    await speak('es', 'dashboard');
    api({ role: 'crew' });
    renderDashboard(`/dashboard?renew=${PERMIT.id}`);
    const toast = (await screen.findByText('No permitido')).closest('li')!;
    expect(
      within(toast).getByText('Su rol en este negocio no permite cambiar permisos.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not allowed')).toBeNull();
  });

  it("writes the row's category and days left in Spanish (shared/domain)", async () => {
    await speak('es', 'dashboard');
    api({
      role: 'owner',
      permits: [permitFixture({ category: { id: 1, name: 'Fire Safety', description: 'Fire safety' } })],
    });
    renderDashboard();
    const permit = await row();
    expect(permit.getByText('Seguridad contra incendios')).toBeInTheDocument();
    expect(permit.getByText(/^quedan \d+ días$/)).toBeInTheDocument();
    expect(permit.queryByText('Fire Safety')).toBeNull();
    expect(permit.queryByText(/days left$/)).toBeNull();
  });

  it('asks before deleting, in Spanish', async () => {
    await speak('es', 'dashboard');
    api({ role: 'owner' });
    const user = renderDashboard();
    await user.click((await row()).getByRole('button', { name: 'Eliminar Health Permit' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Eliminar permiso' }));
    expect(dialog.getByText(/^¿Está seguro de que desea eliminar “Health Permit”\?/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(dialog.queryByText(/Are you sure/)).toBeNull();
  });
});

/** The calendar dialog the dashboard opens, on a fixed day: 3 June 2026, a Wednesday, when a permit renews. */
function showCalendar() {
  const permit = permitFixture({ renewalDate: '2026-06-03', processingTimeDays: 30 });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RenewalCalendarDialog
        permits={[permit]}
        today="2026-06-03"
        open
        onOpenChange={() => undefined}
        onCloseAutoFocus={() => undefined}
      />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('dialog'));
}

describe("the dashboard's renewal calendar in Spanish (docs/decisions/0026)", () => {
  it('writes its days, months and words in US Spanish, weeks from Sunday', async () => {
    await speak('es', 'dashboard');
    const dialog = showCalendar();
    expect(screen.getByRole('dialog', { name: 'Calendario de renovación de permisos' })).toBeInTheDocument();
    expect(dialog.getByRole('tab', { name: 'Vista mensual' })).toBeInTheDocument();
    expect(dialog.getByRole('tab', { name: 'Resumen anual' })).toBeInTheDocument();
    expect(dialog.getByRole('grid', { name: 'junio de 2026' })).toBeInTheDocument();
    expect(dialog.getAllByRole('columnheader', { hidden: true })[0]?.textContent).toBe('dom');
    expect(dialog.getByRole('columnheader', { name: 'miércoles', hidden: true })).toBeInTheDocument();
    expect(
      dialog.getByRole('button', {
        name: 'Hoy, miércoles, 3 de junio de 2026, fecha de renovación, seleccionado',
      }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Ir al mes siguiente' })).toBeInTheDocument();
    expect(dialog.getByText('miércoles, 3 de junio de 2026')).toBeInTheDocument();
    expect(dialog.getByText('Vence la renovación')).toBeInTheDocument();
    expect(dialog.getByText('Recomendaciones de renovación con IA')).toBeInTheDocument();
    expect(dialog.getByText('Inicie el trámite de renovación ahora')).toBeInTheDocument();
    for (const english of ['Monthly View', 'Date Details', 'Renewal due', 'June 2026'])
      expect(dialog.queryByText(english)).toBeNull();
  });

  it('keeps the English exactly as before', () => {
    const dialog = showCalendar();
    expect(dialog.getByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    expect(dialog.getAllByRole('columnheader', { hidden: true })[0]?.textContent).toBe('Su');
    expect(dialog.getByRole('columnheader', { name: 'Wednesday', hidden: true })).toBeInTheDocument();
    expect(
      dialog.getByRole('button', { name: 'Today, Wednesday, June 3, 2026, renewal date, selected' }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Go to the Next Month' })).toBeInTheDocument();
    expect(dialog.getByText('Wednesday, June 3, 2026')).toBeInTheDocument();
  });
});
