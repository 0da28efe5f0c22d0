import { screen, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@shared/contracts/dev-outbox';
import { formatFileSize } from '@client/features/dev-outbox/components/attachment-links';
import { Component as DevOutboxScreen } from '@client/routes/dev-outbox';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';

const server = interceptHttp();

const MESSAGE: OutboxMessage = {
  id: '5b0e8a1e-8d4a-4c57-9a51-3f1f0c1f7d10',
  channel: 'email',
  to: 'organiser@street-food-fair.example',
  subject: 'Compliance packet',
  text: 'Attached.',
  html: '<p>Attached.</p>',
  createdAt: '2026-05-01T10:00:00.000Z',
  attachments: [
    {
      fileName: 'Compliance packet.pdf',
      contentType: 'application/pdf',
      size: 12_800,
      url: '/api/dev/outbox/5b0e8a1e-8d4a-4c57-9a51-3f1f0c1f7d10/attachments/0',
    },
    {
      fileName: 'Fire inspection.pdf',
      contentType: 'application/pdf',
      size: 2_621_440,
      url: '/api/dev/outbox/5b0e8a1e-8d4a-4c57-9a51-3f1f0c1f7d10/attachments/1',
    },
  ],
};

describe('the dev outbox page', () => {
  it("lists an e-mail's attachments as download links with their sizes", async () => {
    server.use(
      http.get('*/api/dev/outbox', () =>
        HttpResponse.json({
          messages: [MESSAGE, { ...MESSAGE, id: 'other', subject: 'Reminder', attachments: [] }],
        }),
      ),
    );
    renderScreen(<DevOutboxScreen />, { path: '/dev/outbox' });

    await screen.findByRole('heading', { name: 'Compliance packet' });
    const [withFiles, withoutFiles] = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.closest('li')!);
    const links = within(withFiles!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Compliance packet.pdf (12.5 KB)',
      'Fire inspection.pdf (2.5 MB)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      MESSAGE.attachments.map((attachment) => attachment.url),
    );
    expect(links[0]!.getAttribute('download')).toBe('Compliance packet.pdf');
    expect(within(withoutFiles!).queryByRole('list', { name: 'Attachments' })).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('reads kilobytes below a megabyte and megabytes from one on', () => {
    expect(formatFileSize(300)).toBe('0.3 KB');
    expect(formatFileSize(1024 * 1024 - 52)).toBe('1023.9 KB');
    // What would read '1024.0 KB' reads as the megabyte it rounds to.
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
  });
});
