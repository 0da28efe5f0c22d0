import { describe, expect, it } from 'vitest';
import { looksDayFirst, readTypedDate } from './typed-dates';

describe('a date as a person types it in a spreadsheet', () => {
  it('reads the formats people type, numbers month first unless day first is chosen', () => {
    const monthFirst = { dayFirst: false };
    for (const typed of [
      '03/14/2027',
      '2027-03-14',
      'March 14, 2027',
      'Mar 14 2027',
      '3/14/27',
      '14 de marzo de 2027',
    ])
      expect(readTypedDate(typed, monthFirst), typed).toBe('2027-03-14');
    expect(readTypedDate('03/04/2027', monthFirst)).toBe('2027-03-04');
    expect(readTypedDate('03/04/2027', { dayFirst: true })).toBe('2027-04-03');
    expect(readTypedDate('14/03/2027', { dayFirst: true })).toBe('2027-03-14');
    expect(readTypedDate('2027-03-14', { dayFirst: true })).toBe('2027-03-14');
  });

  it('takes only a whole cell that is one whole, real date', () => {
    for (const typed of [
      '',
      'soon',
      'next Friday',
      'March 2027',
      '03/14',
      '2027-02-30',
      '03/14/2027 call first',
      '03/14/2027 - 04/14/2027',
    ])
      expect(readTypedDate(typed, { dayFirst: false }), typed).toBeNull();
  });

  it('says a file reads day first only when some dates can be read no other way and none the US way only', () => {
    expect(looksDayFirst(['14/03/2027', '01/02/2027'])).toBe(true);
    expect(looksDayFirst(['01/02/2027', '03/04/2027'])).toBe(false);
    expect(looksDayFirst(['14/03/2027', '03/14/2027'])).toBe(false);
    expect(looksDayFirst(['2027-03-14', 'March 14, 2027'])).toBe(false);
  });
});
