import { render, screen, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MonitoredSource } from '@shared/contracts/monitor';
import { speak } from '@tests/support/i18n';
import { FailingSources } from './failing-sources';

const CLOSED: MonitoredSource = {
  url: 'https://www.example.gov/closed',
  agency: 'Alameda County Environmental Health',
  // Midday UTC: the same day in every time zone the tests may run in.
  checkedAt: '2026-03-02T12:00:00.000Z',
  outcome: 'http-error',
};
const SLOW: MonitoredSource = {
  url: 'https://slow.example.gov/',
  agency: 'California Department of Tax and Fee Administration (CDTFA)',
  checkedAt: null,
  outcome: 'timeout',
};
const PDF: MonitoredSource = {
  url: 'https://www.example.gov/fees.pdf',
  agency: null,
  checkedAt: null,
  outcome: 'not-html',
};
const INTRANET: MonitoredSource = {
  url: 'http://intranet.example.gov/',
  agency: null,
  checkedAt: null,
  outcome: 'blocked-address',
};
const MOVED: MonitoredSource = {
  url: 'https://www.example.gov/mobile-food',
  agency: 'Example County Public Health',
  checkedAt: null,
  outcome: 'region-missing',
};

/** Seventeen unreachable pages of one agency, as a business watching a whole state's catalog may have. */
const SEVENTEEN: MonitoredSource[] = Array.from({ length: 17 }, (_, page) => ({
  ...SLOW,
  url: `https://slow.example.gov/page-${page + 1}`,
}));

function renderSources(sources: MonitoredSource[]) {
  render(<FailingSources sources={sources} />);
  return userEvent.setup();
}

const disclosure = () => screen.getByTestId('failing-sources') as HTMLDetailsElement;
const rows = () =>
  within(disclosure())
    .getAllByTestId('failing-source')
    .map((row) => row.textContent);

describe('the pages the monitor could not check (docs/decisions/0021)', () => {
  it('shows seventeen pages as one closed line, which opens to each page with its agency and why', async () => {
    const user = renderSources([
      ...SEVENTEEN,
      { url: 'https://ok.example.gov/', agency: null, checkedAt: null, outcome: 'ok' },
    ]);
    const summary = disclosure().querySelector('summary')!;
    expect(summary.textContent).toBe('17 pages could not be checked — details');
    expect(disclosure().open).toBe(false);

    await user.click(summary);
    expect(disclosure().open).toBe(true);
    expect(rows()).toHaveLength(17);
    expect(rows()[16]).toBe(
      'California Department of Tax and Fee Administration (CDTFA)https://slow.example.gov/page-17No answer in time',
    );
    await user.click(summary);
    expect(disclosure().open).toBe(false);
  });

  it('is reached by keyboard: its line is the next tab stop', async () => {
    const user = renderSources([CLOSED, SLOW]);
    await user.tab();
    expect(document.activeElement).toBe(disclosure().querySelector('summary'));
  });

  it('says one page in the singular, names the site when the catalog knows no agency, and never our network', async () => {
    const user = renderSources([INTRANET]);
    await user.click(screen.getByText('1 page could not be checked — details'));
    expect(rows()).toEqual([
      'intranet.example.govhttp://intranet.example.gov/This address is not reachable from the internet',
    ]);
  });

  it('lists each reason in plain words, with when it was last tried', async () => {
    const user = renderSources([CLOSED, SLOW, PDF, INTRANET, MOVED]);
    await user.click(screen.getByText('5 pages could not be checked — details'));
    expect(rows()).toEqual([
      'Alameda County Environmental Healthhttps://www.example.gov/closedThe page answered with an error · Last tried Mar 2, 2026',
      'California Department of Tax and Fee Administration (CDTFA)https://slow.example.gov/No answer in time',
      'www.example.govhttps://www.example.gov/fees.pdfNot a web page',
      'intranet.example.govhttp://intranet.example.gov/This address is not reachable from the internet',
      'Example County Public Healthhttps://www.example.gov/mobile-foodThe part of the page we watch is not on it',
    ]);
  });

  it('shows nothing when every page was read', () => {
    render(
      <FailingSources
        sources={[{ url: 'https://ok.example.gov/', agency: null, checkedAt: null, outcome: 'ok' }]}
      />,
    );
    expect(screen.queryByTestId('failing-sources')).toBeNull();
  });
});

describe('the pages the monitor could not check, in Spanish (docs/decisions/0026)', () => {
  it.each([
    [[INTRANET], 'No se pudo revisar 1 página — detalles'],
    [SEVENTEEN, 'No se pudieron revisar 17 páginas — detalles'],
  ])('says how many in the singular or plural (%#)', async (sources, said) => {
    await speak('es', 'dashboard');
    renderSources(sources);
    expect(disclosure().querySelector('summary')!.textContent).toBe(said);
  });

  it('gives each reason in Spanish; the agency stays as it writes its name', async () => {
    await speak('es', 'dashboard');
    const user = renderSources([CLOSED, INTRANET, MOVED]);
    await user.click(screen.getByText('No se pudieron revisar 3 páginas — detalles'));
    expect(rows()).toEqual([
      'Alameda County Environmental Healthhttps://www.example.gov/closedLa página respondió con un error · Último intento: 2 mar 2026',
      'intranet.example.govhttp://intranet.example.gov/No se puede acceder a esta dirección desde internet',
      'Example County Public Healthhttps://www.example.gov/mobile-foodLa parte de la página que vigilamos ya no está en ella',
    ]);
  });
});
