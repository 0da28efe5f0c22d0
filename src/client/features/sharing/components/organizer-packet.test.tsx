import { screen, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ShareLink } from '@shared/contracts/sharing';
import type { Role } from '@shared/domain/roles';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { OrganizerPacket } from './organizer-packet';

const server = interceptHttp();

const EVENT_ID = 'event-1';
const link = (overrides: Partial<ShareLink>): ShareLink => ({
  id: 'link-1',
  url: `http://localhost:3000/share/${'a'.repeat(43)}`,
  permits: [],
  vehicle: null,
  event: { id: EVENT_ID, name: 'Dallas Taco Fest' },
  expiresAt: '2026-12-02T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  viewCount: 0,
  lastViewedAt: null,
  ...overrides,
});

/** The event's packet buttons, with the business's links: one of another event and one of chosen permits. */
function show(role: Role, organizerEmail: string | null = 'vendors@fest.example') {
  const received: { path: string; body: unknown }[] = [];
  let links = [
    link({ id: 'other-event', event: { id: 'event-2', name: 'Austin Food Fair' } }),
    link({ id: 'permits', event: null, permits: [{ id: 'permit-1', name: 'Health Permit' }] }),
  ];
  server.use(
    http.get('*/api/share-links', () => HttpResponse.json({ links })),
    http.post('*/api/share-links', async ({ request }) => {
      received.push({ path: 'share-links', body: await request.json() });
      const created = link({ id: 'created' });
      links = [created, ...links];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(`*/api/events/${EVENT_ID}/packet/email`, () => {
      received.push({ path: 'email', body: null });
      return HttpResponse.json({ sent: true, to: 'vendors@fest.example' });
    }),
  );
  const user = renderScreen(
    <OrganizerPacket eventId={EVENT_ID} organizerEmail={organizerEmail} role={role} />,
    { toaster: true },
  );
  return { user, received };
}

describe("an event's packet for its organizer (docs/product/events.md#the-organisers-packet)", () => {
  it("makes a share link of the event with the chosen expiry, and lists only the event's links", async () => {
    const { user, received } = show('owner');
    await user.click(screen.getByRole('button', { name: 'Share with Organizer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with Organizer' });
    await user.selectOptions(within(dialog).getByLabelText('Link expires'), 'In 7 days');
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));

    expect(await within(dialog).findByLabelText('Share link')).toHaveProperty('value', link({}).url);
    expect(received).toEqual([{ path: 'share-links', body: { eventId: EVENT_ID, expiresIn: '7d' } }]);
    expect(within(dialog).getByRole('img', { name: 'QR code of the share link' })).toBeInTheDocument();
    expect(await screen.findByText('Share link created')).toBeInTheDocument();
    const active = within(await within(dialog).findByRole('region', { name: 'Active links' }));
    expect(active.getAllByText('Event: Dallas Taco Fest, for its organizer')).toHaveLength(1);
    expect(active.queryByText(/Austin Food Fair/)).toBeNull();
    expect(active.queryByText('Health Permit')).toBeNull();
  });

  it("cannot be closed while 'Create Link' runs, and opens again on the form once the link is seen", async () => {
    const { user } = show('owner');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/share-links', async () => {
        await answered;
        return HttpResponse.json(link({ id: 'created' }), { status: 201 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Share with Organizer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share with Organizer' }));
    await user.click(dialog.getByRole('button', { name: 'Create Link' }));
    expect(await dialog.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    // Neither Escape, 'Cancel' nor the close button takes away a link being made: it would show on the
    // next opening in place of the form.
    await user.keyboard('{Escape}');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Share with Organizer' })).toBeInTheDocument();

    answer();
    expect(await dialog.findByLabelText('Share link')).toHaveProperty('value', link({}).url);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Share with Organizer' }));
    const again = within(await screen.findByRole('dialog', { name: 'Share with Organizer' }));
    expect(again.getByRole('button', { name: 'Create Link' })).toBeEnabled();
    expect(again.queryByLabelText('Share link')).toBeNull();
  });

  it("saves the packet's PDF under the server's name", async () => {
    server.use(
      http.get(
        `*/api/events/${EVENT_ID}/packet`,
        () =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="Taco-Loco-Dallas-Taco-Fest-packet.pdf"',
            },
          }),
      ),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = show('crew');
    await user.click(screen.getByRole('button', { name: 'Download Packet' }));
    await vi.waitFor(() => expect(saved).toEqual(['Taco-Loco-Dallas-Taco-Fest-packet.pdf']));
    click.mockRestore();
  });

  it('e-mails the packet to the organizer once confirmed, and says where it went', async () => {
    const { user, received } = show('manager');
    await user.click(screen.getByRole('button', { name: 'E-mail Packet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'E-mail Packet' });
    expect(
      within(dialog).getByText(/as a PDF to vendors@fest\.example\. Replies come to you\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Packet' }));
    expect(
      await screen.findByText("We e-mailed the organizer's packet to vendors@fest.example."),
    ).toBeInTheDocument();
    expect(received).toEqual([{ path: 'email', body: null }]);
  });

  it("shows the server's reason when the e-mail is refused", async () => {
    const { user } = show('owner');
    server.use(
      http.post(`*/api/events/${EVENT_ID}/packet/email`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'RATE_LIMITED',
              message: 'This business has e-mailed 10 packets in the last hour. Try again later.',
            },
          },
          { status: 429 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'E-mail Packet' }));
    await user.click(await screen.findByRole('button', { name: 'Send Packet' }));
    expect(
      await screen.findByText('This business has e-mailed 10 packets in the last hour. Try again later.'),
    ).toBeInTheDocument();
  });

  it("offers no e-mail without the organizer's address, and says why", () => {
    show('owner', null);
    const button = screen.getByRole('button', { name: 'E-mail Packet' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Add the organizer's e-mail to the event to e-mail them the packet.",
    );
  });

  it('offers crew the download alone, as the server allows', () => {
    show('crew');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Download Packet']);
  });
});
