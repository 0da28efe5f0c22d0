import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '@shared/contracts/activity';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { PermitHistoryDialog } from './permit-history-dialog';

const server = interceptHttp();

const PERMIT = { id: '6c1f3f4e-7d8a-4b6e-9f1a-2b3c4d5e6f70', name: 'Health Permit' };

/** An entry of the log; at noon UTC, so that its day is the same in any time zone a test runs in. */
const event = (id: number, day: string, entry: Partial<ActivityEvent>): ActivityEvent => ({
  id,
  action: 'permit.updated',
  actorEmail: 'owner@tacoloco.test',
  permitId: PERMIT.id,
  subject: PERMIT.name,
  vehicleName: null,
  changes: [],
  createdAt: `${day}T12:00:00.000Z`,
  ...entry,
});

const NEWEST: ActivityEvent[] = [
  event(31, '2026-05-04', {
    action: 'permit.renewed',
    actorEmail: 'manager@tacoloco.test',
    changes: [{ field: 'renewalDate', before: '2027-01-15', after: '2028-01-15' }],
  }),
  event(30, '2026-04-20', {
    changes: [
      { field: 'cost', before: 400, after: 425.5 },
      { field: 'category', before: 'General', after: 'Fire Safety' },
      { field: 'notes', before: 'Spring inspection', after: null },
    ],
  }),
  event(29, '2026-04-01', {
    action: 'document.uploaded',
    changes: [{ field: 'document', before: null, after: 'health-permit.pdf' }],
  }),
];
const OLDER: ActivityEvent[] = [event(12, '2026-01-15', { action: 'permit.created', actorEmail: null })];

/** The history endpoint, paged as the server pages it; what each request asked for. */
function api({ pages = [NEWEST, OLDER], failFirst = false } = {}) {
  const asked: (string | null)[] = [];
  let failures = failFirst ? 1 : 0;
  server.use(
    http.get('*/api/permits/:id/activity', ({ params, request }) => {
      expect(params.id).toBe(PERMIT.id);
      const before = new URL(request.url).searchParams.get('before');
      asked.push(before);
      if (failures-- > 0)
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
      const index = before === null ? 0 : pages.findIndex((page) => page[0]!.id < Number(before));
      const page = pages[index] ?? [];
      const next = pages[index + 1] ? page.at(-1)!.id : null;
      return HttpResponse.json({ events: page, nextBefore: next });
    }),
  );
  return { asked };
}

const renderHistory = () =>
  renderScreen(
    <PermitHistoryDialog permit={PERMIT} open onOpenChange={() => {}} onCloseAutoFocus={() => {}} />,
  );

const entries = () => screen.getAllByTestId('history-entry').map((entry) => within(entry));

describe("a permit's history (docs/decisions/0018)", () => {
  it('says who did what and when, newest first, with each edited field before and after', async () => {
    api();
    renderHistory();
    const dialog = within(await screen.findByRole('dialog', { name: 'History' }));
    expect(dialog.getByText('Who changed Health Permit, and when. Newest first.')).toBeInTheDocument();
    await screen.findAllByTestId('history-entry');
    const [renewed, edited, uploaded] = entries();

    expect(renewed!.getByText('manager@tacoloco.test')).toBeInTheDocument();
    expect(renewed!.getByText(/renewed this permit/)).toBeInTheDocument();
    expect(renewed!.getByText('Renewal date: Jan 15, 2027 → Jan 15, 2028')).toBeInTheDocument();
    const time = renewed!.getByText(/^May 4, 2026, \d{1,2}:\d{2} (AM|PM)$/);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-05-04T12:00:00.000Z');

    expect(edited!.getByText(/edited this permit/)).toBeInTheDocument();
    expect(edited!.getByText('Cost: $400.00 → $425.50')).toBeInTheDocument();
    expect(await edited!.findByText('Category: General → Fire Safety')).toBeInTheDocument();
    expect(edited!.getByText('Notes: Spring inspection → none')).toBeInTheDocument();

    expect(uploaded!.getByText(/uploaded a document/)).toBeInTheDocument();
    expect(uploaded!.getByText('Document: none → health-permit.pdf')).toBeInTheDocument();
  });

  it("pages back with 'Show older', moving the focus to the first older entry", async () => {
    const { asked } = api();
    const user = renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Show older' }));

    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(4));
    expect(asked).toEqual([null, '29']);
    const created = screen.getAllByTestId('history-entry')[3]!;
    expect(within(created).getByText('PermitPilot')).toBeInTheDocument();
    expect(within(created).getByText(/added this permit/)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(created));
    // The last page: nothing older to ask for.
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('says when nothing is recorded yet', async () => {
    api({ pages: [[]] });
    renderHistory();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('says when the history could not be loaded, and tries again', async () => {
    const { asked } = api({ failFirst: true });
    const user = renderHistory();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load the history. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('history-entry')).toHaveLength(3);
    expect(asked).toEqual([null, null]);
  });
});
