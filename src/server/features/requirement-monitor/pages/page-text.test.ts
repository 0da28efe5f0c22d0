import { describe, expect, it } from 'vitest';
import { extractText, hashText, isReadableSelector, normalizeText, WHOLE_PAGE } from './page-text';

describe('extractText', () => {
  it('keeps the content and leaves out scripts, menus, headers, footers, link targets and images', () => {
    const html = `<html><head><title>Permits</title><style>p { color: red }</style></head><body>
      <header>County of Example</header>
      <nav><a href="/">Home</a> <a href="/permits">Permits</a></nav>
      <main>
        <h1>Mobile food vendors</h1>
        <p>Apply <a href="https://example.gov/apply">online</a> before you open. <img src="truck.png" alt="Truck"></p>
        <script>trackVisit()</script><noscript>Please enable JavaScript</noscript>
        <ul><li>Health permit</li><li>Fire inspection</li></ul>
      </main>
      <footer>Contact us</footer></body></html>`;
    expect(extractText(html)).toBe(
      'Mobile food vendors\n\nApply online before you open.\n\n * Health permit\n * Fire inspection',
    );
  });

  it('keeps each table row on one line, so a fee stays next to what it is for', () => {
    const html = `<table><tr><th>Permit</th><th>Fee</th></tr>
      <tr><td>Mobile food unit, annual (includes one inspection and the plan review of the truck)</td><td>$1,250.00</td></tr>
      <tr><td>Temporary event</td><td>$75</td></tr></table>`;
    const lines = normalizeText(extractText(html)!).split('\n');
    expect(lines).toEqual([
      'Permit Fee',
      'Mobile food unit, annual (includes one inspection and the plan review of the truck) $1,250.00',
      'Temporary event $75',
    ]);
  });

  it('does not wrap long paragraphs', () => {
    const sentence = 'Vendors must renew every year. '.repeat(20).trim();
    expect(extractText(`<p>${sentence}</p>`)).toBe(sentence);
  });
});

describe('extractText of a region', () => {
  const html = `<body><nav><a href="/">Home</a></nav>
    <div class="alert">Offices closed Monday</div>
    <section id="fees"><h2>Fees</h2><div class="news">Rally on Saturday</div>
      <table><tr><td>Mobile food unit</td><td>$250</td></tr></table><p class="stamp">Revised 3/3/2026</p></section>
    <p>Unrelated</p><section id="rules"><p>Renew every year.</p></section></body>`;

  it('reads only the regions, in page order, without the ignored parts', () => {
    const reading = { regions: ['#rules', '#fees'], ignore: ['.news', 'p.stamp'] };
    expect(normalizeText(extractText(html, reading)!)).toBe('Fees\nMobile food unit $250\nRenew every year.');
  });

  it('drops ignored parts of the whole page when no region is named', () => {
    const text = normalizeText(extractText(html, { regions: [], ignore: ['div.alert', '.news', '#rules'] })!);
    expect(text).toBe('Fees\nMobile food unit $250\nRevised 3/3/2026\nUnrelated');
  });

  it('answers null when no region is on the page or it holds no text, never the whole page', () => {
    expect(extractText(html, { regions: ['#requirements'], ignore: [] })).toBeNull();
    expect(extractText('<main><div id="fees"> </div></main>', { regions: ['#fees'], ignore: [] })).toBeNull();
    expect(extractText(html, { regions: ['#rules'], ignore: ['#rules > p'] })).toBeNull();
  });

  it('tells the selectors it can read from those it cannot', () => {
    for (const selector of ['#fees', 'section.fees', 'div[id=fees]', '#fees > table', 'h2 + p'])
      expect(isReadableSelector(selector), selector).toBe(true);
    for (const selector of ['#fees td', 'a, b', 'p:nth-child(2)', ''])
      expect(isReadableSelector(selector), selector).toBe(false);
    expect(() => extractText('<p>Fee</p>', { regions: ['#fees td'], ignore: [] })).toThrow();
  });
});

describe('normalizeText', () => {
  it('trims lines, collapses whitespace and drops empty lines', () => {
    expect(normalizeText('  Fee:\t $100  \n\n\r\n   \nDue   yearly\u00a0 ')).toBe('Fee: $100\nDue yearly');
  });

  it.each([
    'Last updated: March 3, 2026',
    'Page last modified on 3/3/2026',
    'This page was last reviewed 2026-03-03',
    'Updated: 03/03/2026',
    'Page views: 12,345',
    '12,345 visitors',
    '© 2026 County of Example',
    'Copyright 2025 State of Example. All rights reserved.',
    'Wait times as of 10:32 AM',
  ])('drops the volatile line %j', (line) => {
    expect(normalizeText(`Health permit\n${line}\nFee: $100`)).toBe('Health permit\nFee: $100');
  });

  it.each([
    'Updated requirements for mobile vendors',
    'Visitors must sign in at the front desk',
    'Permits issued before 2026 remain valid',
    'Inspections start at 10:30 AM',
  ])('keeps the content line %j', (line) => {
    expect(normalizeText(line)).toBe(line);
  });

  it('drops the lines the reading ignores by pattern, each tested from its start', () => {
    const reading = { regions: [], ignore: ['/^revised\\b/gi', '/\\bnews\\b/', '.sidebar'] };
    expect(
      normalizeText('Fee: $250\nRevised 3/3/2026\nREVISED 4/4/2026\nNews: rally\nIn the news today', reading),
    ).toBe('Fee: $250\nNews: rally');
  });

  it('is idempotent', () => {
    const text = ' A  b \n\nLast updated today\n c ';
    expect(normalizeText(normalizeText(text))).toBe(normalizeText(text));
  });
});

describe('hashText', () => {
  it('is the SHA-256 of the normalised text, blind to volatile lines and spacing', () => {
    expect(hashText('Fee: $100')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashText('Fee:  $100\n\nLast updated: today')).toBe(hashText('Fee: $100'));
    expect(hashText('Fee: $150')).not.toBe(hashText('Fee: $100'));
    // A page read in part has a hash of its own, so a text kept from the whole page is not compared with it.
    const part = { regions: ['#fees'], ignore: [] };
    expect(hashText('Fee: $100', WHOLE_PAGE)).toBe(hashText('Fee: $100'));
    expect(hashText('Fee: $100', part)).not.toBe(hashText('Fee: $100'));
    expect(hashText('Fee: $100', part)).not.toBe(hashText('Fee: $100', { ...part, ignore: ['.news'] }));
    // Known digest of 'abc', to pin the algorithm.
    expect(hashText('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
