import { act, screen, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  RequirementAnswer,
  RequirementSearchRequest,
  RequirementSearchResponse,
} from '@shared/contracts/catalog';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';
import { speak } from '@tests/support/i18n';
import type { CatalogQuery } from './catalog-query';
import { RequirementSearch } from './requirement-search';

const server = interceptHttp();

const ANSWER: RequirementAnswer = {
  name: "Seller's Permit",
  category: 'Tax',
  jurisdiction: 'California',
  summary: 'Anyone selling taxable goods in California registers with the CDTFA.',
  note: null,
  leadDays: null,
  visiting: null,
  cost: { minUsd: 0, maxUsd: 0, per: 'application' },
  processingDays: { minDays: 1, maxDays: 5 },
  renewalEveryMonths: null,
  prepare: ['Social Security number or EIN', 'Business address'],
  renewalUrl: 'https://www.cdtfa.ca.gov/services/',
  source: {
    entryId: 'ca-sellers-permit',
    agency: 'California Department of Tax and Fee Administration',
    agencyUrl: 'https://www.cdtfa.ca.gov/',
    url: 'https://www.cdtfa.ca.gov/',
    archiveChecked: null,
    reviewed: null,
  },
};

const QUERY: CatalogQuery = { permitName: " Seller's Permit ", state: 'California', category: 'Tax' };

/** The requirement search's requests, as the server received them. */
let requests: RequirementSearchRequest[] = [];

/** The server answers `response` (or fails with a 500), once `answered` settles when given. */
function api(response: RequirementSearchResponse | 'fails', answered?: Promise<void>) {
  requests = [];
  server.use(
    http.get('*/api/requirement-search', async ({ request }) => {
      requests.push(Object.fromEntries(new URL(request.url).searchParams) as RequirementSearchRequest);
      await answered;
      if (response === 'fails')
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 });
      return HttpResponse.json(response);
    }),
  );
}

function renderSearch(query: CatalogQuery = QUERY) {
  renderScreen(<RequirementSearch readQuery={() => query} />, { toaster: true });
}

const searchButton = () => screen.getByRole('button', { name: 'Search Latest Requirements' });
const progressBar = () => screen.queryByRole('progressbar', { name: 'Requirement search progress' });

afterEach(() => {
  vi.useRealTimers();
});

describe("'Search Latest Requirements'", () => {
  it("shows the catalog's answer with every fact it states, its source, and 'Requirements updated'", async () => {
    api({ result: ANSWER, message: 'Requirements updated' });
    renderSearch();
    await userEvent.click(searchButton());

    const box = await screen.findByRole('region', { name: "Seller's Permit" });
    expect(await toastTitled('Requirements updated')).toBeInTheDocument();
    expect(requests).toEqual([{ permitName: "Seller's Permit", state: 'California', category: 'Tax' }]);
    const inBox = within(box);
    expect(inBox.getByText('California')).toBeInTheDocument();
    expect(inBox.getByText(ANSWER.summary)).toBeInTheDocument();
    expect(inBox.getByText('Fees: No fee')).toBeInTheDocument();
    expect(inBox.getByText('Processing time: 1–5 days')).toBeInTheDocument();
    expect(inBox.getByText('Renewal: Does not expire')).toBeInTheDocument();
    expect(inBox.getByRole('heading', { name: 'What to prepare' })).toBeInTheDocument();
    expect(inBox.getByText('Social Security number or EIN')).toBeInTheDocument();
    expect(inBox.getByText('Business address')).toBeInTheDocument();
    expect(inBox.getByRole('link', { name: /^Renewal page/ }).getAttribute('href')).toBe(ANSWER.renewalUrl);
    const source = inBox.getByRole('link', { name: /California Department of Tax and Fee Administration/ });
    expect(source.getAttribute('href')).toBe(ANSWER.source.url);
    expect(inBox.getByText(/Confirm the details with the agency/)).toBeInTheDocument();
    expect(progressBar()?.getAttribute('aria-valuenow')).toBe('100');
  });

  it('leaves out each fact the catalog does not state, rather than guessing it', async () => {
    api({
      result: {
        ...ANSWER,
        cost: null,
        processingDays: null,
        renewalEveryMonths: undefined,
        prepare: [],
        renewalUrl: null,
      },
      message: 'Requirements updated',
    });
    renderSearch();
    await userEvent.click(searchButton());

    const box = await screen.findByRole('region', { name: "Seller's Permit" });
    expect(within(box).getByText(ANSWER.summary)).toBeInTheDocument();
    for (const absent of [/^Fees:/, /^Processing time:/, /^Renewal:/, 'What to prepare', /^Renewal page/]) {
      expect(within(box).queryByText(absent), String(absent)).toBeNull();
    }
    // The source is there with every answer.
    expect(within(box).getByRole('link', { name: /California Department of Tax/ })).toBeInTheDocument();
  });

  it('says how the entry was checked, its note, its lead days and how a truck from elsewhere sells there', async () => {
    api({
      result: {
        ...ANSWER,
        name: 'Temporary Food Facility permit',
        note: 'Apply through the county where the event is held.',
        leadDays: 14,
        source: { ...ANSWER.source, archiveChecked: '2026-11-28' },
        visiting: {
          place: 'San Francisco, CA',
          reciprocity: 'obtain-again',
          noticeDays: null,
          summary: 'A truck from another county applies for a temporary permit for each event.',
          eventPermits: [{ id: 'ca-sf-tff', name: 'Temporary Food Facility permit', leadDays: 14 }],
        },
      },
      message: 'Requirements updated',
    });
    renderSearch();
    await userEvent.click(searchButton());

    const box = within(await screen.findByRole('region', { name: 'Temporary Food Facility permit' }));
    expect(box.getByText('Apply through the county where the event is held.')).toBeInTheDocument();
    expect(box.getByText('Apply at least 14 days before the event')).toBeInTheDocument();
    expect(box.getByRole('heading', { name: 'Selling elsewhere: San Francisco, CA' })).toBeInTheDocument();
    expect(
      box.getByText('Each county or city here issues its own permit: a truck from elsewhere needs theirs.'),
    ).toBeInTheDocument();
    expect(
      box.getByText('Temporary Food Facility permit: apply at least 14 days before the event'),
    ).toBeInTheDocument();
    expect(
      box.getByText(
        /Checked against an archived copy of the agency's page on Nov 28, 2026 — confirm on the live site/,
      ),
    ).toBeInTheDocument();
    expect(box.queryByText(/Not yet reviewed/)).toBeNull();
  });

  it('gives a renewal cycle in words when the catalog states one', async () => {
    api({ result: { ...ANSWER, renewalEveryMonths: 24 }, message: 'Requirements updated' });
    renderSearch();
    await userEvent.click(searchButton());
    expect(await screen.findByText('Renewal: Every 2 years')).toBeInTheDocument();
  });

  it("shows the server's message in the box when the catalog has nothing, without an error", async () => {
    const message =
      'Our permit catalog has nothing on "Unicorn Licence" in CA yet. Ask the issuing agency for its current requirements.';
    api({ result: null, message });
    renderSearch({ permitName: 'Unicorn Licence', state: 'CA', category: '' });
    await userEvent.click(searchButton());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(progressBar()?.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText('Requirements updated')).toBeNull();
    expect(screen.queryByText('Search failed')).toBeNull();
    expect(requests).toEqual([{ permitName: 'Unicorn Licence', state: 'CA', category: '' }]);
  });

  it('asks for the permit name first, and searches nothing', async () => {
    api({ result: ANSWER, message: 'Requirements updated' });
    renderSearch({ permitName: '   ', state: 'CA', category: 'Tax' });
    await userEvent.click(searchButton());

    const toast = await toastTitled('Enter permit name first');
    expect(
      within(toast).getByText('Please enter a permit name to search for requirement changes.'),
    ).toBeInTheDocument();
    expect(progressBar()).toBeNull();
    expect(requests).toEqual([]);
  });

  it('says the search failed and resets the bar when the server fails', async () => {
    api('fails');
    renderSearch();
    await userEvent.click(searchButton());

    const toast = await toastTitled('Search failed');
    expect(
      within(toast).getByText('Unable to search for requirement changes. Please try again.'),
    ).toBeInTheDocument();
    expect(progressBar()).toBeNull();
    expect(screen.queryByRole('region', { name: "Seller's Permit" })).toBeNull();
    expect(searchButton()).toBeInTheDocument();
  });

  it('rises by 10 every 200 ms, waits at 90 for the answer, and completes only when it comes', async () => {
    // Only the bar's clock is faked: the request and the query library keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer!: () => void;
    api(
      { result: ANSWER, message: 'Requirements updated' },
      new Promise<void>((resolve) => (answer = resolve)),
    );
    renderSearch();
    await userEvent.click(searchButton());

    const bar = () => progressBar()!.getAttribute('aria-valuenow');
    // The search's code loads with the press (load-catalog-actions.ts): the bar starts once it has.
    expect(
      (await screen.findByRole('progressbar', { name: 'Requirement search progress' })).getAttribute(
        'aria-valuenow',
      ),
    ).toBe('0');
    expect((await screen.findByRole('button', { name: 'Searching...' })).hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(bar()).toBe('10');
    act(() => vi.advanceTimersByTime(400));
    expect(bar()).toBe('30');
    act(() => vi.advanceTimersByTime(1200));
    expect(bar()).toBe('90');
    // Long past the first description's 2 seconds: still waiting for the answer.
    act(() => vi.advanceTimersByTime(10_000));
    expect(bar()).toBe('90');
    expect(screen.queryByRole('region', { name: "Seller's Permit" })).toBeNull();

    answer();
    expect(await screen.findByRole('region', { name: "Seller's Permit" })).toBeInTheDocument();
    expect(bar()).toBe('100');
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()).toBe('100');
    expect(searchButton()).toBeInTheDocument();
  });
});

describe("'Search Latest Requirements' in Spanish, as /permit-setup shows it (docs/decisions/0026)", () => {
  it("answers in Spanish, with the answer's box that loads with the first search", async () => {
    api({ result: ANSWER, message: 'Requirements updated' });
    await speak('es', 'permit-setup');
    renderSearch();

    await userEvent.click(screen.getByRole('button', { name: 'Buscar los requisitos más recientes' }));

    const box = within(await screen.findByRole('region', { name: "Seller's Permit" }));
    expect(await screen.findByText('Requisitos actualizados')).toBeInTheDocument();
    expect(box.getByRole('heading', { name: 'Qué preparar' })).toBeInTheDocument();
    expect(box.getByRole('link', { name: /^Página de renovación/ }).getAttribute('href')).toBe(
      ANSWER.renewalUrl,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Progreso de la búsqueda de requisitos' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('What to prepare')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search Latest Requirements' })).toBeNull();
  });
});
