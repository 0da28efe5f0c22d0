import { screen, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { PacketButtons } from './packet-buttons';

const server = interceptHttp();

const show = (mayEmail: boolean) =>
  renderScreen(<PacketButtons filter="due-30" today="2026-11-25" mayEmail={mayEmail} />, { toaster: true });

describe('the compliance packet buttons (docs/decisions/0024)', () => {
  it("asks for the report's filter and date, and saves the PDF under the server's name", async () => {
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
    const user = show(false);
    expect(screen.queryByRole('button', { name: 'E-mail Packet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download Packet' }));
    await vi.waitFor(() => expect(saved).toEqual(['Taco-Loco-compliance-packet-2026-11-25.pdf']));
    expect(asked).toEqual(['?filter=due-30&today=2026-11-25']);
    click.mockRestore();
  });

  it("shows the server's reason when the packet is refused", async () => {
    server.use(
      http.get('*/api/compliance-packet', () =>
        HttpResponse.json(
          { error: { code: 'PACKET_TOO_LARGE', message: 'A packet holds at most 200 permits.' } },
          { status: 422 },
        ),
      ),
    );
    const user = show(false);
    await user.click(screen.getByRole('button', { name: 'Download Packet' }));
    expect(await screen.findByText('A packet holds at most 200 permits.')).toBeTruthy();
  });

  it('e-mails the packet to the address typed, and says where it went', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/compliance-packet/email', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ sent: true });
      }),
    );
    const user = show(true);
    await user.click(screen.getByRole('button', { name: 'E-mail Packet' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Packet' });
    await user.type(within(dialog).getByLabelText('Send to'), 'events@fair.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send Packet' }));
    expect(await screen.findByText('We e-mailed the compliance packet to events@fair.example.')).toBeTruthy();
    expect(sent).toEqual([{ to: 'events@fair.example', filter: 'due-30', today: '2026-11-25' }]);
  });
});
