import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '@shared/contracts/events';
import type { Entitlements } from '@shared/contracts/entitlements';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Component as EventsScreen } from '@client/routes/events';
import { eventSummaryOf } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';

const server = interceptHttp();

const PERMIT_ID = '2d7e0f4a-3b5c-4d8e-9f1a-2c3d4e5f6071';
const FESTIVAL: EventDto = {
  id: '0b5c8d2e-1f3a-4b6c-8d9e-0a1b2c3d4e5f',
  name: 'Reno Taco Fest',
  organizer: 'Fest Co',
  organizerEmail: 'hello@festco.example',
  address: null,
  city: 'Reno',
  stateCode: 'NV',
  startsOn: '2026-07-10',
  endsOn: '2026-07-11',
  applicationDeadline: '2026-06-20',
  boothFee: 250,
  notes: null,
  vehicleIds: [],
  readiness: {
    ready: false,
    missing: 4,
    lines: [
      {
        kind: 'permit',
        permitId: PERMIT_ID,
        name: 'Health Permit',
        validThroughEvent: false,
        renewalLink: 'https://health.example/renew',
        done: false,
        notNeeded: null,
      },
      {
        kind: 'event-permit',
        entryId: 'nv-washoe-temporary-food',
        name: 'Temporary Food Event Permit',
        applyBy: '2026-06-26',
        fee: null,
        agency: { name: 'Washoe County Health District', url: 'https://www.nnph.org/' },
        url: 'https://www.nnph.org/temporary-food',
        permitId: null,
        done: false,
        notNeeded: null,
      },
      { kind: 'reciprocity', reciprocity: 'obtain-again', done: false, notNeeded: null },
      {
        kind: 'insurance',
        requestedAt: null,
        certificate: null,
        done: true,
        notNeeded: 'The organizer covers it',
      },
      {
        kind: 'organizer-deadline',
        deadline: '2026-06-20',
        done: false,
        notNeeded: null,
      },
    ],
  },
};
const MARKET: EventDto = {
  ...FESTIVAL,
  id: '1c6d9e3f-2a4b-4c7d-9e0f-1b2c3d4e5f60',
  name: 'Farmers Market',
  startsOn: '2026-08-01',
  endsOn: '2026-08-01',
  readiness: { ready: true, missing: 0, lines: [] },
};
const LAST_YEAR: EventDto = { ...MARKET, id: 'c0ffee00-0000-4000-8000-000000000009', name: 'Old Fair' };
const TRUCK = { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Truck 1', archivedAt: null } as Vehicle;

const entitlements = (role: Role, plan: 'free' | 'pro') =>
  ({
    plan,
    role,
    vehicleLimit: null,
    vehicleCount: 1,
    canAddVehicle: true,
    businessName: 'Taco Loco',
  }) as Entitlements;

type Answer = () => Response;
const refusal = (status: number, code: string, message: string, field?: string) => () =>
  HttpResponse.json({ error: { code, message, field } }, { status });

function api({
  role = 'owner',
  plan = 'pro',
  upcoming = [FESTIVAL, MARKET],
  checklist,
}: {
  role?: Role;
  plan?: 'free' | 'pro';
  upcoming?: EventDto[];
  /** How each read of an event's checklist is answered; by default, the event. */
  checklist?: (event: EventDto) => Response | Promise<Response>;
} = {}) {
  const received: { method: string; path: string; body: unknown }[] = [];
  /** The events whose checklist was read, in turn. */
  const reads: string[] = [];
  const events = [...upcoming, LAST_YEAR];
  const answers: Answer[] = [];
  const record = async (request: Request) =>
    received.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'DELETE' ? null : ((await request.json()) as unknown),
    });
  const answer = (fallback: Answer) => (answers.shift() ?? fallback)();
  server.use(
    http.get('*/api/events', () =>
      HttpResponse.json({ upcoming: upcoming.map(eventSummaryOf), past: [eventSummaryOf(LAST_YEAR)] }),
    ),
    http.get('*/api/events/:id', ({ params }) => {
      reads.push(params.id as string);
      const event = events.find((candidate) => candidate.id === params.id)!;
      return checklist ? checklist(event) : HttpResponse.json(event);
    }),
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles: [TRUCK] })),
    http.get('*/api/subscription/entitlements', () => HttpResponse.json(entitlements(role, plan))),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/businesses', () => HttpResponse.json({ businesses: [] })),
    http.post('*/api/events', async ({ request }) => {
      await record(request);
      return answer(() => HttpResponse.json(MARKET, { status: 201 }));
    }),
    http.all('*/api/events/:id/lines/:line/not-needed', async ({ request }) => {
      await record(request);
      return answer(() => HttpResponse.json(FESTIVAL));
    }),
  );
  return { received, reads, refuseNext: (respond: Answer) => answers.push(respond) };
}

const renderEvents = () => renderScreen(<EventsScreen />, { path: '/events', toaster: true });

/** The row of `region` whose summary names `name`, opened, once its checklist is read. */
const openEvent = async (user: ReturnType<typeof renderEvents>, region: string, name: string) => {
  const list = await screen.findByRole('region', { name: region });
  const summary = within(list).getByText(name);
  await user.click(summary);
  const row = within(summary.closest('li')!);
  await row.findByRole('list', { name });
  return row;
};

describe('the events screen (docs/product/events.md)', () => {
  it("lists upcoming events with 'Ready' or 'N missing' and past ones below", async () => {
    api();
    renderEvents();
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming Events' }));
    const festival = upcoming.getByText('Reno Taco Fest').closest('li');
    const market = upcoming.getByText('Farmers Market').closest('li');
    expect(within(festival!).getByText('4 missing')).toBeInTheDocument();
    expect(
      within(festival!).getByText('Jul 10, 2026 to Jul 11, 2026 · Reno, NV · Fest Co'),
    ).toBeInTheDocument();
    expect(within(market!).getByText('Ready')).toBeInTheDocument();
    const past = within(screen.getByRole('region', { name: 'Past Events' }));
    expect(past.getByText('Old Fair')).toBeInTheDocument();
    expect(document.title).toBe('Events · PermitPilot');
  });

  it('opens the checklist with each line and its reason in words', async () => {
    api();
    const user = renderEvents();
    const festival = await openEvent(user, 'Upcoming Events', 'Reno Taco Fest');
    expect(festival.getByText('Expires before the event')).toBeInTheDocument();
    expect(festival.getByRole('link', { name: 'Open the renewal link of Health Permit' })).toHaveAttribute(
      'href',
      'https://health.example/renew',
    );
    expect(festival.getByText('Apply by Jun 26, 2026')).toBeInTheDocument();
    expect(
      festival.getByText(
        'Each county or city here issues its own permit: a truck from elsewhere needs theirs.',
      ),
    ).toBeInTheDocument();
    expect(festival.getByText('Certificate of insurance')).toBeInTheDocument();
    expect(festival.getByText('Not needed: The organizer covers it')).toBeInTheDocument();
    expect(festival.getByText("Organizer's application deadline Jun 20, 2026")).toBeInTheDocument();
  });

  it("reads an event's checklist when it is opened, saying so while it comes and when it fails", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = 0;
    const { reads } = api({
      checklist: async (event) => {
        answered += 1;
        if (answered > 1) return HttpResponse.json(event);
        await held;
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 });
      },
    });
    const user = renderEvents();
    const list = within(await screen.findByRole('region', { name: 'Upcoming Events' }));
    expect(list.getByText('4 missing')).toBeInTheDocument();
    expect(reads).toEqual([]);
    await user.click(list.getByText('Reno Taco Fest'));
    const festival = within(list.getByText('Reno Taco Fest').closest('li')!);
    expect(await festival.findByRole('status')).toHaveTextContent('Loading checklist...');
    release();
    expect(await festival.findByRole('alert')).toHaveTextContent('Failed to load the checklist.');
    expect(festival.queryByRole('status')).toBeNull();
    await user.click(festival.getByRole('button', { name: 'Try again' }));
    expect(await festival.findByText('Expires before the event')).toBeInTheDocument();
    expect(festival.queryByRole('alert')).toBeNull();
    expect(reads).toEqual([FESTIVAL.id, FESTIVAL.id]);
  });

  it("marks a line 'Not needed' with a reason, takes a mark back, and reads the checklist again after each", async () => {
    const { received, reads } = api();
    const user = renderEvents();
    const festival = await openEvent(user, 'Upcoming Events', 'Reno Taco Fest');
    const [permitLine] = festival.getAllByRole('listitem');
    await user.click(within(permitLine!).getByRole('button', { name: 'Not needed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Not Needed' }));
    await user.type(dialog.getByLabelText('Reason'), 'Nevada honours it');
    await user.click(dialog.getByRole('button', { name: 'Mark Not Needed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(festival.getByRole('button', { name: 'Take Back' }));
    const line = `/api/events/${FESTIVAL.id}/lines`;
    await waitFor(() =>
      expect(received).toEqual([
        {
          method: 'PUT',
          path: `${line}/permit:${PERMIT_ID}/not-needed`,
          body: { reason: 'Nevada honours it' },
        },
        { method: 'DELETE', path: `${line}/insurance/not-needed`, body: null },
      ]),
    );
    await waitFor(() => expect(reads).toEqual([FESTIVAL.id, FESTIVAL.id, FESTIVAL.id]));
  });

  it("adds an event, showing the server's refusal under the field it names", async () => {
    const { received, refuseNext } = api();
    const user = renderEvents();
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Event' }));
    await user.type(dialog.getByLabelText('Event name'), 'Farmers Market');
    await user.type(dialog.getByLabelText('Organizer'), 'City of Reno');
    await user.type(dialog.getByLabelText('City'), 'Reno');
    await user.selectOptions(dialog.getByLabelText('State'), 'Nevada');
    await user.type(dialog.getByLabelText('Starts'), '2026-08-02');
    await user.type(dialog.getByLabelText('Ends'), '2026-08-01');
    await user.type(dialog.getByLabelText('Booth fee'), '75');
    await user.click(dialog.getByLabelText('Truck 1'));
    refuseNext(refusal(400, 'VALIDATION_ERROR', 'The event cannot end before it starts', 'endsOn'));
    await user.click(dialog.getByRole('button', { name: 'Add Event' }));
    expect(await dialog.findByText('The event cannot end before it starts')).toBeInTheDocument();
    expect(dialog.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(dialog.getByLabelText('Ends'));
    await user.type(dialog.getByLabelText('Ends'), '2026-08-03');
    await user.click(dialog.getByRole('button', { name: 'Add Event' }));
    await toastTitled('Event added successfully!');
    expect(received.at(-1)).toEqual({
      method: 'POST',
      path: '/api/events',
      body: {
        name: 'Farmers Market',
        organizer: 'City of Reno',
        organizerEmail: '',
        address: '',
        city: 'Reno',
        state: 'NV',
        startsOn: '2026-08-02',
        endsOn: '2026-08-03',
        applicationDeadline: null,
        boothFee: 75,
        notes: '',
        vehicleIds: [TRUCK.id],
      },
    });
  });

  it('shows the upgrade notice when the server refuses an event past the Free limit', async () => {
    const { refuseNext } = api({ plan: 'free', upcoming: [] });
    const user = renderEvents();
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Event' }));
    await user.type(dialog.getByLabelText('Event name'), 'Farmers Market');
    refuseNext(refusal(403, 'PLAN_LIMIT_REACHED', 'The Free plan keeps one upcoming event at a time.'));
    await user.click(dialog.getByRole('button', { name: 'Add Event' }));
    expect(await dialog.findByText('The Free plan keeps 1 upcoming event at a time.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/signup/pro');
  });

  it("shows a Free owner with an upcoming event the upgrade instead of 'Add Event'", async () => {
    api({ plan: 'free', upcoming: [FESTIVAL] });
    renderEvents();
    expect(await screen.findByText('The Free plan keeps 1 upcoming event at a time.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Event' })).toBeNull();
  });

  it('shows crew the events and checklists without a control to change them', async () => {
    api({ role: 'crew' });
    const user = renderEvents();
    const festival = await openEvent(user, 'Upcoming Events', 'Reno Taco Fest');
    expect(festival.getByText('Expires before the event')).toBeInTheDocument();
    expect(screen.getByText('The owner and managers keep this list.')).toBeInTheDocument();
    // The organiser's packet is theirs to download (docs/product/events.md#the-organisers-packet).
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download Packet', 'Download Packet', 'Download Packet']);
  });
});

describe('the events screen in Spanish (docs/decisions/0026)', () => {
  it('speaks Spanish in the list and the checklist, and keeps what was typed as it is', async () => {
    api();
    await speak('es', 'events');
    const user = renderEvents();
    expect(await screen.findByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
    const festival = await openEvent(user, 'Próximos eventos', 'Reno Taco Fest');
    expect(festival.getByText('faltan 4')).toBeInTheDocument();
    expect(festival.getByText('Vence antes del evento')).toBeInTheDocument();
    expect(festival.getByText('Certificado de seguro')).toBeInTheDocument();
    expect(festival.getByText('No se necesita: The organizer covers it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar evento' })).toBeInTheDocument();
  });
});
