import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EventDto, ReadinessLineDto } from '@shared/contracts/events';
import type { Role } from '@shared/domain/roles';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Component as EventsScreen } from '@client/routes/events';
import {
  entitlementsOf,
  eventSummaryOf,
  INSURANCE_LINE,
  iowaFairFixture,
} from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';

// The lines an owner acts on (docs/product/events.md#event-permits, #certificate-of-insurance) and the event's
// own 'Edit Event' and 'Delete Event'.
const server = interceptHttp();

const EVENT_PERMIT: Extract<ReadinessLineDto, { kind: 'event-permit' }> = {
  kind: 'event-permit',
  entryId: 'ia-temporary-food',
  name: 'Temporary Food License',
  applyBy: '2026-07-01',
  fee: { minUsd: 50, maxUsd: 50, per: 'application', source: 'https://dial.iowa.gov/fees' },
  agency: { name: 'Iowa DIAL', url: 'https://dial.iowa.gov/' },
  url: 'https://dial.iowa.gov/temporary-food',
  permitId: null,
  done: false,
  notNeeded: null,
};
const INSURANCE = INSURANCE_LINE;
const fair = (lines: ReadinessLineDto[] = [EVENT_PERMIT, INSURANCE]) =>
  iowaFairFixture(lines, { boothFee: 400 });
const ADDED = fair([{ ...EVENT_PERMIT, permitId: 'p-1', done: true }, INSURANCE]);
const UPLOADED = fair([
  EVENT_PERMIT,
  { ...INSURANCE, certificate: { name: 'coi.pdf', type: 'application/pdf', size: 900 }, done: true },
]);
const MARKED = fair([EVENT_PERMIT, { ...INSURANCE, notNeeded: 'The organizer covers it', done: true }]);
const path = `/api/events/${fair().id}`;

type Received = { method: string; path: string; body: unknown };

/** The API as the screen meets it: `shown` is the list's one event until a change answers another. */
function api({ role = 'owner', shown = fair() }: { role?: Role; shown?: EventDto } = {}) {
  const received: Received[] = [];
  /** The checklist read, by the name the event had then. */
  const reads: string[] = [];
  let current = shown;
  const refusals: Response[] = [];
  const answer = async (request: Request, next: EventDto | null, status = 200) => {
    const body = request.headers.get('content-type')?.startsWith('multipart/')
      ? ((await request.formData()).get('file') as File).name
      : request.method === 'DELETE'
        ? null
        : ((await request.json()) as unknown);
    received.push({ method: request.method, path: new URL(request.url).pathname, body });
    const refusal = refusals.shift();
    if (refusal) return refusal;
    if (next) current = next;
    return next ? HttpResponse.json(next, { status }) : new HttpResponse(null, { status: 204 });
  };
  server.use(
    http.get('*/api/events', () => HttpResponse.json({ upcoming: [eventSummaryOf(current)], past: [] })),
    http.get('*/api/events/:id', () => {
      reads.push(current.name);
      return HttpResponse.json(current);
    }),
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles: [] })),
    http.get('*/api/subscription/entitlements', () =>
      HttpResponse.json(entitlementsOf(role, { plan: 'pro' })),
    ),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/businesses', () => HttpResponse.json({ businesses: [] })),
    http.post('*/api/events/:id/permits', ({ request }) => answer(request, ADDED, 201)),
    http.put('*/api/events/:id/lines/:line/not-needed', ({ request }) => answer(request, MARKED)),
    http.delete('*/api/events/:id/lines/:line/not-needed', ({ request }) => answer(request, fair())),
    http.post('*/api/events/:id/certificate', ({ request }) => answer(request, UPLOADED)),
    http.delete('*/api/events/:id/certificate', ({ request }) => answer(request, fair())),
    http.put('*/api/events/:id', ({ request }) => answer(request, { ...fair(), name: 'Iowa Fair' })),
    http.delete('*/api/events/:id', ({ request }) => answer(request, null)),
  );
  const refuseNext = (status: number, code: string, message: string) =>
    refusals.push(HttpResponse.json({ error: { code, message } }, { status }));
  return { received, reads, refuseNext };
}

const renderEvents = () => renderScreen(<EventsScreen />, { path: '/events', toaster: true });

/** The fair's row, opened, once its checklist is read. */
async function openFair(user: ReturnType<typeof renderEvents>) {
  const summary = await screen.findByText('Iowa State Fair');
  await user.click(summary);
  const row = within(summary.closest('li')!);
  await row.findByRole('list', { name: 'Iowa State Fair' });
  return row;
}
/** The checklist line of `event` that reads `text`. */
const lineNamed = (event: ReturnType<typeof within>, text: string) => {
  const items: HTMLElement[] = event.getAllByRole('listitem');
  return within(items.find((item) => within(item).queryByText(text) !== null)!);
};

describe("an event permit's line", () => {
  it('shows the fee with its source, the agency and its page, and adds the permit in one tap', async () => {
    const { received, reads } = api();
    const user = renderEvents();
    const line = lineNamed(await openFair(user), 'Temporary Food License');
    expect(line.getByText('Apply by Jul 01, 2026')).toBeInTheDocument();
    expect(line.getByText('Fee: $50.00 per application')).toBeInTheDocument();
    expect(line.getByRole('link', { name: 'Source of the fee of Temporary Food License' })).toHaveAttribute(
      'href',
      'https://dial.iowa.gov/fees',
    );
    expect(line.getByRole('link', { name: 'Iowa DIAL' })).toHaveAttribute('href', 'https://dial.iowa.gov/');
    expect(
      line.getByRole('link', { name: 'Open the official page of Temporary Food License' }),
    ).toHaveAttribute('href', 'https://dial.iowa.gov/temporary-food');

    await user.click(line.getByRole('button', { name: 'Add Temporary Food License' }));
    await toastTitled('Permit added successfully!');
    expect(received).toEqual([
      { method: 'POST', path: `${path}/permits`, body: { catalogEntryId: 'ia-temporary-food' } },
    ]);
    await waitFor(() => expect(line.queryByRole('button', { name: /^Add/ })).toBeNull());
    expect(line.getByText('Done')).toBeInTheDocument();
    // The checklist was read again once the permit was added: the line is done by the server's word.
    expect(reads).toEqual(['Iowa State Fair', 'Iowa State Fair']);
  });

  it("says the server's refusal, the Free plan's limit, and keeps 'Add'", async () => {
    const { refuseNext } = api();
    const user = renderEvents();
    const line = lineNamed(await openFair(user), 'Temporary Food License');
    refuseNext(403, 'PERMIT_LIMIT_REACHED', 'The Free plan includes up to 3 permits.');
    await user.click(line.getByRole('button', { name: 'Add Temporary Food License' }));
    const toast = await toastTitled('Error');
    expect(within(toast).getByText('The Free plan includes up to 3 permits.')).toBeInTheDocument();
    expect(line.getByRole('button', { name: 'Add Temporary Food License' })).toBeEnabled();
  });
});

describe('the certificate of insurance on its line', () => {
  it('uploads the file chosen, shows it to download, and removes it', async () => {
    const { received, reads } = api();
    const user = renderEvents();
    const line = lineNamed(await openFair(user), 'Certificate of insurance');
    const file = new File(['%PDF-1.7'], 'coi.pdf', { type: 'application/pdf' });
    await user.upload(line.getByLabelText('Upload certificate'), file);
    await toastTitled('Certificate uploaded');
    const download = await line.findByRole('link', { name: 'Download the certificate of insurance coi.pdf' });
    expect(download).toHaveAttribute('href', `${path}/certificate`);
    expect(line.getByLabelText('Replace certificate')).toBeInTheDocument();

    await user.click(line.getByRole('button', { name: 'Remove Certificate' }));
    await toastTitled('Certificate removed');
    expect(received).toEqual([
      { method: 'POST', path: `${path}/certificate`, body: 'coi.pdf' },
      { method: 'DELETE', path: `${path}/certificate`, body: null },
    ]);
    await waitFor(() => expect(reads).toHaveLength(3));
    expect(line.getByLabelText('Upload certificate')).toBeInTheDocument();
  });

  it("shows the server's refusal of a file under the picker", async () => {
    const { refuseNext } = api();
    const user = renderEvents();
    const line = lineNamed(await openFair(user), 'Certificate of insurance');
    refuseNext(400, 'INVALID_FILE_TYPE', 'Please upload a PDF or image file.');
    await user.upload(
      line.getByLabelText('Upload certificate'),
      new File(['<html>'], 'coi.pdf', { type: 'application/pdf' }),
    );
    expect(await line.findByRole('alert')).toHaveTextContent('Please upload a PDF or image file.');
    expect(line.getByLabelText('Upload certificate')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets crew download the certificate and change nothing', async () => {
    api({ role: 'crew', shown: UPLOADED });
    const user = renderEvents();
    const event = await openFair(user);
    expect(
      event.getByRole('link', { name: 'Download the certificate of insurance coi.pdf' }),
    ).toBeInTheDocument();
    expect(event.queryByLabelText('Upload certificate')).toBeNull();
    // The organiser's packet is theirs to download (docs/product/events.md#the-organisers-packet).
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download Packet']);
  });
});

describe("an event's 'Edit Event' and 'Delete Event'", () => {
  it('edits the event in its dialog, filled with what it holds', async () => {
    const { received, reads } = api();
    const user = renderEvents();
    const event = await openFair(user);
    await user.click(event.getByRole('button', { name: 'Edit Event Iowa State Fair' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }));
    expect(dialog.getByLabelText('State')).toHaveValue('IA');
    expect(dialog.getByLabelText('Booth fee')).toHaveValue('400');
    await user.clear(dialog.getByLabelText('Event name'));
    await user.type(dialog.getByLabelText('Event name'), 'Iowa Fair');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await toastTitled('Event updated successfully!');
    expect(received).toEqual([
      {
        method: 'PUT',
        path,
        body: expect.objectContaining({
          name: 'Iowa Fair',
          state: 'IA',
          startsOn: '2026-08-10',
          boothFee: 400,
        }),
      },
    ]);
    await waitFor(() => expect(reads).toEqual(['Iowa State Fair', 'Iowa Fair']));
    expect(await event.findByRole('list', { name: 'Iowa Fair' })).toBeInTheDocument();
  });

  it('deletes the event once confirmed', async () => {
    const { received } = api();
    const user = renderEvents();
    const event = await openFair(user);
    await user.click(event.getByRole('button', { name: 'Delete Event Iowa State Fair' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Event' }));
    expect(
      dialog.getByText(
        'Are you sure you want to delete “Iowa State Fair”? The permits added for it stay on your dashboard. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await toastTitled('Event deleted');
    expect(received).toEqual([{ method: 'DELETE', path, body: null }]);
  });
});

describe("the keyboard's place on a line (docs/product/events.md#readiness)", () => {
  // Each action replaces the control it was taken with: the focus goes to the line's new control, or to the
  // line itself when it has none, and never falls to the page.
  it("stays on the line after 'Mark Not Needed', 'Take Back' and 'Add'", async () => {
    const { received } = api();
    const user = renderEvents();
    const event = await openFair(user);
    const insurance = lineNamed(event, 'Certificate of insurance');
    await user.click(insurance.getByRole('button', { name: 'Not needed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Not Needed' }));
    await user.type(dialog.getByLabelText('Reason'), 'The organizer covers it');
    await user.click(dialog.getByRole('button', { name: 'Mark Not Needed' }));
    await waitFor(() => expect(insurance.getByRole('button', { name: 'Take Back' })).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(insurance.getByRole('button', { name: 'Take Back' }));
    await waitFor(() => expect(insurance.getByRole('button', { name: 'Not needed' })).toHaveFocus());

    const permit = lineNamed(event, 'Temporary Food License');
    await user.click(permit.getByRole('button', { name: 'Add Temporary Food License' }));
    await waitFor(() => expect(permit.getByText('Done')).toBeInTheDocument());
    await waitFor(() => expect(permit.getByText('Done').closest('li')).toHaveFocus());
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT ${path}/lines/insurance/not-needed`,
      `DELETE ${path}/lines/insurance/not-needed`,
      `POST ${path}/permits`,
    ]);
  });
});

describe('the signed-in header', () => {
  it('links every member to the events, crew too', async () => {
    api({ role: 'crew' });
    renderEvents();
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
  });
});

describe('the lines and actions in Spanish (docs/decisions/0026)', () => {
  it('speaks Spanish on the event permit, the certificate and the event actions', async () => {
    api();
    await speak('es', 'events');
    const user = renderEvents();
    const event = await openFair(user);
    const line = lineNamed(event, 'Temporary Food License');
    expect(line.getByText('Tarifa: $50.00 por solicitud')).toBeInTheDocument();
    expect(line.getByRole('button', { name: 'Agregar Temporary Food License' })).toBeInTheDocument();
    expect(event.getByLabelText('Subir certificado')).toBeInTheDocument();
    expect(event.getByRole('button', { name: 'Editar evento Iowa State Fair' })).toBeInTheDocument();
    expect(within(await screen.findByRole('banner')).getByRole('link', { name: 'Eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
  });
});
