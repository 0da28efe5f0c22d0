import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

const page = (...lines: string[]) => lines.join('\n');

describe('describeChange', () => {
  it('finds nothing when the text is the same or lines only moved', () => {
    const text = page('Health permit', 'Fire inspection', 'Annual fee: $100');
    expect(describeChange(text, text)).toBeNull();
    expect(describeChange(text, page('Annual fee: $100', 'Health permit', 'Fire inspection'))).toBeNull();
    expect(describeChange('', '')).toBeNull();
  });

  it('describes a changed fee with high confidence', () => {
    const change = describeChange(
      page('Mobile vendors', 'Annual permit fee: $100', 'Apply online'),
      page('Mobile vendors', 'Annual permit fee: $150', 'Apply online'),
    );
    expect(change).toEqual({
      description: 'Fee changed: $100 → $150.',
      confidence: 0.85,
      effectiveDate: null,
      excerpt: '- Annual permit fee: $100\n+ Annual permit fee: $150',
      added: ['Annual permit fee: $150'],
      removed: ['Annual permit fee: $100'],
    });
  });

  it('reads amounts with thousands and cents, and ignores a change of format only', () => {
    const change = describeChange('Mobile food unit $1,250.00', 'Mobile food unit $1,300.00');
    expect(change?.description).toBe('Fee changed: $1,250.00 → $1,300.00.');
    const reformatted = describeChange('Plan review fee $100', 'Plan review fee $100.00');
    expect(reformatted?.confidence).toBe(0.65);
    expect(reformatted?.description).toBe('1 line added, 1 removed.');
  });

  it('describes a changed date, and counts the other lines', () => {
    const change = describeChange(
      page('Renewals are due March 1, 2027.', 'Bring your receipt.'),
      page('Renewals are due April 1, 2027.', 'Bring your receipt.', 'Office closed on Fridays.'),
    );
    expect(change?.description).toBe('Date changed: March 1, 2027 → April 1, 2027. 1 other line added.');
    expect(change?.confidence).toBe(0.45);
  });

  it('reports both a fee and a date change in two sentences', () => {
    const change = describeChange(
      page('Annual fee $100', 'Due by 1/15/2027'),
      page('Annual fee $125', 'Due by 2/15/2027'),
    );
    expect(change?.description).toBe('Fee changed: $100 → $125. Date changed: 1/15/2027 → 2/15/2027.');
  });

  it.each([
    ['Effective January 1, 2027, all trucks need a grease trap.', '2027-01-01'],
    ['New rules effective as of 1/1/2027 for vendors', '2027-01-01'],
    ['Effective date: 2027-03-15', '2027-03-15'],
    ['Effective Sept. 30 2027 the office moves', '2027-09-30'],
  ])('reads the effective date of %j', (line, iso) => {
    const change = describeChange('Intro', page('Intro', line));
    expect(change?.effectiveDate).toBe(iso);
    expect(change?.confidence).toBe(0.75);
    expect(change?.description).toBe('1 line added.');
  });

  it('ignores dates far from the word effective, and dates that do not exist', () => {
    expect(
      describeChange('Intro', 'Intro\nEffective immediately, the office that used to open on January 1, 2027')
        ?.effectiveDate,
    ).toBeNull();
    expect(describeChange('Intro', 'Intro\nEffective February 30, 2027')?.effectiveDate).toBeNull();
  });

  it('gives medium confidence to changed requirement words, and low to anything else', () => {
    expect(describeChange('Vendors renew yearly', 'Vendors must renew yearly')?.confidence).toBe(0.65);
    expect(describeChange('Hello', 'Hello\nA new inspection checklist')?.confidence).toBe(0.65);
    expect(describeChange('Office hours 9 to 5', 'Office hours 8 to 4')?.confidence).toBe(0.45);
  });

  it('counts added and removed lines', () => {
    const change = describeChange(page('A', 'B', 'C'), page('A', 'X', 'Y', 'Z'));
    expect(change?.description).toBe('3 lines added, 2 removed.');
    expect(change?.added).toEqual(['X', 'Y', 'Z']);
    expect(change?.removed).toEqual(['B', 'C']);
    expect(describeChange(page('A', 'B'), 'A')?.description).toBe('1 line removed.');
  });

  it('leaves moved lines out of an otherwise real change', () => {
    const change = describeChange(
      page('Intro', 'Moved line', 'End'),
      page('Moved line', 'Intro', 'End', 'New line'),
    );
    expect(change?.added).toEqual(['New line']);
    expect(change?.removed).toEqual([]);
    expect(change?.excerpt).toBe('+ New line');
  });

  it('still counts a rewrite too large for a line diff, leaving out the lines that stayed', () => {
    const old = Array.from({ length: 1_500 }, (_, index) => `Old ${index}`);
    const rewritten = ['Kept line', ...Array.from({ length: 1_500 }, (_, index) => `New ${index}`)];
    const change = describeChange(page('Kept line', ...old), page(...rewritten.reverse()));
    expect(change?.description).toBe('1500 lines added, 1500 removed.');
    expect(change?.added).not.toContain('Kept line');
  });

  it('keeps the excerpt to 20 lines and 2,000 characters', () => {
    const many = Array.from({ length: 30 }, (_, index) => `Line ${index}`);
    const manyLines = describeChange('', page(...many));
    expect(manyLines?.excerpt.split('\n')).toHaveLength(20);
    expect(manyLines?.added).toHaveLength(30);
    const long = Array.from({ length: 5 }, (_, index) => `${index} ${'x'.repeat(600)}`);
    const longLines = describeChange('', page(...long));
    expect(longLines?.excerpt.length).toBeLessThanOrEqual(2_000);
    expect(longLines?.excerpt.startsWith('+ 0 xxx')).toBe(true);
  });
});
