import { cleanup, screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MonitoredSource, RequirementChange } from '@shared/contracts/monitor';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';
import { speak } from '@tests/support/i18n';
import { RequirementMonitorCard } from './requirement-monitor-card';

const server = interceptHttp();

const FEE_CHANGE: RequirementChange = {
  id: '0b7c6a55-2f1e-4d3c-8b9a-1c2d3e4f5a01',
  status: 'pending',
  // Midday UTC: the same day in every time zone the tests may run in.
  detectedAt: '2026-03-02T12:00:00.000Z',
  effectiveDate: '2026-07-01',
  changeDescription: 'Fee changed: $100 → $150',
  aiConfidence: 0.85,
  category: { name: 'Health', description: 'Health permits' },
  state: { code: 'CA', name: 'California' },
  sourceUrl: 'https://www.acgov.org/aceh/food/mobile.htm',
  excerpt: `- Annual permit fee: $100\n+ Annual permit fee: $150 ${'for every mobile food facility '.repeat(8)}`,
  describedBy: 'diff',
};

const NEW_FORM: RequirementChange = {
  ...FEE_CHANGE,
  id: '0b7c6a55-2f1e-4d3c-8b9a-1c2d3e4f5a02',
  detectedAt: '2026-03-01T12:00:00.000Z',
  effectiveDate: null,
  changeDescription: '3 lines added about the application form',
  aiConfidence: 0.65,
  category: null,
  state: null,
  sourceUrl: 'https://www.cdtfa.ca.gov/services/permits-licenses.htm',
  excerpt: '+ Applicants must now use form CDTFA-400',
};

const WORDING: RequirementChange = {
  ...NEW_FORM,
  describedBy: 'ai',
  id: '0b7c6a55-2f1e-4d3c-8b9a-1c2d3e4f5a03',
  changeDescription: '1 line removed',
  aiConfidence: 0.3,
  excerpt: '- Office closed on Fridays',
};

const CLOSED: MonitoredSource = {
  url: 'https://www.example.gov/closed',
  agency: 'Alameda County Environmental Health',
  checkedAt: '2026-03-02T12:00:00.000Z',
  outcome: 'http-error',
};

const INTRANET: MonitoredSource = {
  url: 'http://intranet.example.gov/',
  agency: null,
  checkedAt: null,
  outcome: 'blocked-address',
};

/** What the test's requests asked for, in order. */
let requested: string[] = [];

type Answer = 'ok' | 'fails';

function api({
  changes = [FEE_CHANGE, NEW_FORM, WORDING],
  failingSources = [],
  list = 'ok',
  review = 'ok',
  run = { changesDetected: 2 },
  afterRun = changes,
}: {
  changes?: RequirementChange[];
  failingSources?: MonitoredSource[];
  list?: Answer;
  review?: Answer;
  run?: { changesDetected: number } | 'too soon' | 'fails';
  afterRun?: RequirementChange[];
} = {}) {
  requested = [];
  let ran = false;
  server.use(
    http.get('*/api/requirement-changes', () => {
      requested.push('list');
      if (list === 'fails')
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
      return HttpResponse.json({ changes: ran ? afterRun : changes, failingSources });
    }),
    http.post('*/api/requirement-changes/:id/:review', ({ params }) => {
      requested.push(`${String(params.review)} ${String(params.id)}`);
      return review === 'ok'
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
    }),
    http.post('*/api/requirement-monitor', () => {
      requested.push('run');
      if (run === 'too soon')
        return HttpResponse.json(
          { error: { code: 'RATE_LIMITED', message: 'Monitoring just ran. Try again in 10 seconds.' } },
          { status: 429 },
        );
      if (run === 'fails')
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
      ran = true;
      return HttpResponse.json(run);
    }),
  );
}

const renderCard = ({ mayReview = true } = {}) =>
  renderScreen(<RequirementMonitorCard mayReview={mayReview} />, { toaster: true });

/** The listed change described by `description`, to query inside; fails when it is not listed. */
async function changeItem(description: string) {
  const item = (await screen.findAllByTestId('requirement-change')).find(
    (each) => within(each).queryByRole('heading', { name: description }) !== null,
  );
  if (!item) throw new Error(`no change "${description}" is listed`);
  return within(item);
}
const shownChanges = () =>
  screen.queryAllByTestId('requirement-change').map((item) => within(item).getByRole('heading').textContent);

describe('the requirement monitor card', () => {
  it('lists the pending changes with their confidence, where they apply, dates, source and lines', async () => {
    api();
    renderCard();
    const card = await screen.findByRole('region', { name: 'Requirement Monitor' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Requirement Monitor' })).toBeInTheDocument();
    expect(
      within(card).getByText(/We watch the official pages of your business's permits/),
    ).toBeInTheDocument();
    await changeItem(FEE_CHANGE.changeDescription);
    expect(shownChanges()).toEqual([
      FEE_CHANGE.changeDescription,
      NEW_FORM.changeDescription,
      WORDING.changeDescription,
    ]);

    const fee = await changeItem(FEE_CHANGE.changeDescription);
    expect(fee.getByText('High confidence')).toBeInTheDocument();
    expect(fee.getByText('Health')).toBeInTheDocument();
    expect(fee.getByText('California')).toBeInTheDocument();
    expect(fee.getByText('Detected Mar 2, 2026')).toBeInTheDocument();
    expect(fee.getByText('Effective Jul 01, 2026')).toBeInTheDocument();
    const source = fee.getByRole('link', { name: 'www.acgov.org (opens in a new tab)' });
    expect(source.getAttribute('href')).toBe(FEE_CHANGE.sourceUrl);
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    const details = fee.getByText('What changed').closest('details')!;
    expect(details.querySelector('summary')?.textContent).toBe('What changed');
    const lines = details.querySelector('pre')!;
    expect(lines.textContent).toBe(FEE_CHANGE.excerpt);
    // Long lines wrap: nothing scrolls sideways on a 375 px phone.
    expect(lines.className).toContain('whitespace-pre-wrap');
    expect(lines.className).toContain('wrap-anywhere');

    const form = await changeItem(NEW_FORM.changeDescription);
    expect(form.getByText('Medium confidence')).toBeInTheDocument();
    expect(form.queryByText(/^Effective/)).toBeNull();
    expect(form.getByText('Detected Mar 1, 2026')).toBeInTheDocument();

    const wording = await changeItem(WORDING.changeDescription);
    expect(wording.getByText('Low confidence')).toBeInTheDocument();
    // Who wrote the description (docs/decisions/0022): said only of the AI provider's.
    expect(wording.getByText('Described by AI: check the changed lines')).toBeInTheDocument();
    expect(fee.queryByText('Described by AI: check the changed lines')).toBeNull();
  });

  it('verifies a change: it leaves the list, and keyboard focus goes on to the next one', async () => {
    api();
    const user = renderCard();
    const form = await changeItem(NEW_FORM.changeDescription);
    await user.click(form.getByRole('button', { name: `Verify change: ${NEW_FORM.changeDescription}` }));

    expect(await screen.findByText('Change Verified')).toBeInTheDocument();
    await waitFor(() =>
      expect(shownChanges()).toEqual([FEE_CHANGE.changeDescription, WORDING.changeDescription]),
    );
    expect(requested).toEqual(['list', `verify ${NEW_FORM.id}`]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `Verify change: ${WORDING.changeDescription}` }),
      ),
    );
  });

  it('dismisses the last change, says none is left, and gives the focus to the heading', async () => {
    api({ changes: [WORDING] });
    const user = renderCard();
    const wording = await changeItem(WORDING.changeDescription);
    await user.click(wording.getByRole('button', { name: `Dismiss change: ${WORDING.changeDescription}` }));

    expect(await screen.findByText('Change Dismissed')).toBeInTheDocument();
    expect(await screen.findByText('No pending requirement changes.')).toBeInTheDocument();
    expect(requested).toEqual(['list', `dismiss ${WORDING.id}`]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Requirement Monitor' })),
    );
  });

  it.each([
    ['Verify', 'Failed to verify change'],
    ['Dismiss', 'Failed to dismiss change'],
  ])('keeps a change whose %s failed, and says so', async (action, message) => {
    api({ review: 'fails' });
    const user = renderCard();
    const fee = await changeItem(FEE_CHANGE.changeDescription);
    await user.click(fee.getByRole('button', { name: `${action} change: ${FEE_CHANGE.changeDescription}` }));

    expect(within(await toastTitled('Error')).getByText(message)).toBeInTheDocument();
    expect(shownChanges()).toHaveLength(3);
  });

  it("runs the monitor, says how many changes it found, and lists them ('Monitoring Complete')", async () => {
    api({ changes: [WORDING], afterRun: [FEE_CHANGE, NEW_FORM, WORDING] });
    const user = renderCard();
    await changeItem(WORDING.changeDescription);
    await user.click(screen.getByRole('button', { name: 'Run Monitoring' }));

    expect(
      within(await toastTitled('Monitoring Complete')).getByText('Detected 2 new requirement changes'),
    ).toBeInTheDocument();
    await waitFor(() => expect(shownChanges()).toHaveLength(3));
    expect(requested).toEqual(['list', 'run', 'list']);
  });

  it("shows the server's message when the monitor just ran", async () => {
    api({ run: 'too soon' });
    const user = renderCard();
    await changeItem(WORDING.changeDescription);
    await user.click(screen.getByRole('button', { name: 'Run Monitoring' }));
    expect(
      within(await toastTitled('Error')).getByText('Monitoring just ran. Try again in 10 seconds.'),
    ).toBeInTheDocument();
  });

  it('says when the monitor could not run', async () => {
    api({ run: 'fails' });
    const user = renderCard();
    await changeItem(WORDING.changeDescription);
    await user.click(screen.getByRole('button', { name: 'Run Monitoring' }));
    expect(
      within(await toastTitled('Error')).getByText('Failed to run requirement monitoring'),
    ).toBeInTheDocument();
    expect(requested).toEqual(['list', 'run']);
  });

  it('says when there is no pending change', async () => {
    api({ changes: [] });
    renderCard();
    expect(await screen.findByText('No pending requirement changes.')).toBeInTheDocument();
    expect(screen.queryByTestId('failing-sources')).toBeNull();
  });

  it('says when the changes could not be loaded, never that there are none, and tries again', async () => {
    api({ list: 'fails' });
    const user = renderCard();
    expect(
      within(await toastTitled('Error')).getByText('Failed to fetch requirement changes'),
    ).toBeInTheDocument();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch requirement changes');
    expect(screen.queryByText('No pending requirement changes.')).toBeNull();

    api({ changes: [FEE_CHANGE] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await changeItem(FEE_CHANGE.changeDescription);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the pages it could not check in one closed line after the changes (failing-sources.test.tsx)', async () => {
    api({ failingSources: [CLOSED, INTRANET] });
    renderCard();
    await changeItem(FEE_CHANGE.changeDescription);
    const line = screen.getByText('2 pages could not be checked — details');
    expect((screen.getByTestId('failing-sources') as HTMLDetailsElement).open).toBe(false);
    const lastChange = screen.getAllByTestId('requirement-change').at(-1)!;
    expect(lastChange.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows crew the changes, with no way to review them or run the monitor (docs/decisions/0021)', async () => {
    api();
    renderCard({ mayReview: false });
    const fee = await changeItem(FEE_CHANGE.changeDescription);
    expect(fee.getByText('High confidence')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run Monitoring' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Verify change/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Dismiss change/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^(Verify|Dismiss)$/ })).toEqual([]);
  });
});

describe('the requirement monitor card in Spanish, as the dashboard shows it (docs/decisions/0026)', () => {
  it('speaks Spanish in its changes, dates and failing pages; what changed stays as written', async () => {
    api({ changes: [FEE_CHANGE, WORDING], failingSources: [CLOSED, INTRANET] });
    await speak('es', 'dashboard');
    renderCard();

    const card = within(await screen.findByRole('region', { name: 'Monitor de requisitos' }));
    const fee = within((await screen.findAllByTestId('requirement-change'))[0]!);
    expect(fee.getByRole('heading', { name: FEE_CHANGE.changeDescription })).toBeInTheDocument();
    expect(fee.getByText('Confianza alta')).toBeInTheDocument();
    expect(fee.getByText('Detectado el 2 mar 2026')).toBeInTheDocument();
    expect(fee.getByText('Vigente desde el 01 jul 2026')).toBeInTheDocument();
    expect(fee.getByText('Qué cambió')).toBeInTheDocument();
    expect(
      fee.getByRole('button', { name: `Verificar cambio: ${FEE_CHANGE.changeDescription}` }),
    ).toBeInTheDocument();
    // Said only of the AI provider's descriptions (docs/decisions/0022): here, the wording change's.
    const wording = await changeItem(WORDING.changeDescription);
    expect(wording.getByText('Descrito por IA: revise las líneas que cambiaron')).toBeInTheDocument();
    expect(card.getByText('No se pudieron revisar 2 páginas — detalles').tagName).toBe('SUMMARY');

    expect(screen.queryByText('Requirement Monitor')).toBeNull();
    expect(screen.queryByText('High confidence')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run Monitoring' })).toBeNull();
  });

  it.each([
    [1, 'Se detectó 1 cambio nuevo en los requisitos'],
    [3, 'Se detectaron 3 cambios nuevos en los requisitos'],
  ])('says in the singular or plural how many changes a run found (%i)', async (found, said) => {
    api({ run: { changesDetected: found } });
    await speak('es', 'dashboard');
    const user = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Ejecutar monitoreo' }));

    expect(await screen.findByText('Monitoreo completado')).toBeInTheDocument();
    expect(screen.getByText(said)).toBeInTheDocument();
  });

  it('verifies a change, and the focus goes on to the next Verify whatever its language', async () => {
    api({ changes: [FEE_CHANGE, WORDING] });
    await speak('es', 'dashboard');
    const user = renderCard();

    await user.click(
      await screen.findByRole('button', { name: `Verificar cambio: ${FEE_CHANGE.changeDescription}` }),
    );

    expect(await screen.findByText('Cambio verificado')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `Verificar cambio: ${WORDING.changeDescription}` }),
      ),
    );
  });
});

describe('live updates (docs/decisions/0021)', () => {
  /** A stand-in for the browser's EventSource: the test dispatches what the server would send. */
  class FakeEventSource extends EventTarget {
    static opened: FakeEventSource[] = [];
    closed = false;
    constructor(readonly url: string) {
      super();
      FakeEventSource.opened.push(this);
    }
    close() {
      this.closed = true;
    }
  }

  it('refreshes the list and shows a toast when a change arrives, and closes the stream when it goes', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = [];
    try {
      api({ changes: [FEE_CHANGE] });
      renderCard();
      await changeItem(FEE_CHANGE.changeDescription);
      const [source] = FakeEventSource.opened;
      expect(source?.url).toBe('/api/requirement-changes/events');
      api({ changes: [NEW_FORM, FEE_CHANGE] });
      source!.dispatchEvent(
        new MessageEvent('requirement-change', { data: JSON.stringify({ id: NEW_FORM.id }) }),
      );
      expect(await screen.findByText('New requirement change')).toBeInTheDocument();
      await changeItem(NEW_FORM.changeDescription);
      // After a reconnection the server says to reload.
      source!.dispatchEvent(new MessageEvent('refresh', { data: '{}' }));
      await waitFor(() => expect(requested).toContain('list'));
      // The card leaves the page.
      cleanup();
      expect(source!.closed).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
