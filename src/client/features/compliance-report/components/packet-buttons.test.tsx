import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { interceptHttp } from '@tests/support/http-mocks';
import { PacketButtons } from './packet-buttons';

const server = interceptHttp();

function show(mayEmail: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PacketButtons filter="due-30" today="2026-11-25" mayEmail={mayEmail} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('the compliance packet buttons (docs/decisions/0024)', () => {
  it("asks for the report's filter and date, and saves the PDF under the server's name", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      http.get('*/api/compliance-packet', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Taco-Loco-compliance-packet-2026-11-25.pdf"',
          },
        });
      }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    show(false);
    expect(screen.queryByRole('button', { name: 'E-mail Packet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download Packet' }));
    await vi.waitFor(() => expect(saved).toEqual(['Taco-Loco-compliance-packet-2026-11-25.pdf']));
    expect(asked).toEqual(['?filter=due-30&today=2026-11-25']);
    click.mockRestore();
  });

  it("shows the server's reason when the packet is refused", async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/compliance-packet', () =>
        HttpResponse.json(
          { error: { code: 'PACKET_TOO_LARGE', message: 'A packet holds at most 200 permits.' } },
          { status: 422 },
        ),
      ),
    );
    show(false);
    await user.click(screen.getByRole('button', { name: 'Download Packet' }));
    expect(await screen.findByText('A packet holds at most 200 permits.')).toBeTruthy();
  });

  it('e-mails the packet to the address typed, and says where it went', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/compliance-packet/email', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ sent: true });
      }),
    );
    show(true);
    await user.click(screen.getByRole('button', { name: 'E-mail Packet' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Packet' });
    await user.type(within(dialog).getByLabelText('Send to'), 'events@fair.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send Packet' }));
    expect(await screen.findByText('We e-mailed the compliance packet to events@fair.example.')).toBeTruthy();
    expect(sent).toEqual([{ to: 'events@fair.example', filter: 'due-30', today: '2026-11-25' }]);
  });
});
