import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalDate, icalDateTime, renderIcalendar } from './icalendar';

const octets = (line: string) => Buffer.byteLength(line);

describe('iCalendar text escaping (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('keeps tabs and drops other control characters', () => {
    expect(escapeText('a\tb\u0000c\u0007d\u007f')).toBe('a\tbcd');
  });
});

describe('iCalendar line folding (RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, never splitting a character', () => {
    const line = `SUMMARY:${'Crème brûlée truck 🚚 permit, '.repeat(8)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding (remove CRLF + one space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('ends every line with CRLF', () => {
    const text = renderIcalendar({ name: 'VCALENDAR', properties: [['VERSION', '2.0']] });
    expect(text).toBe('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
  });
});

describe('iCalendar values', () => {
  it('writes dates and UTC date-times in the basic format', () => {
    expect(icalDate('2027-03-05')).toBe('20270305');
    expect(icalDateTime(new Date('2026-07-04T09:08:07.123Z'))).toBe('20260704T090807Z');
  });
});
