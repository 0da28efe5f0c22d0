import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { renderRenewalFeed, type FeedPermit } from './renewal-feed';

const NOW = new Date('2026-07-04T09:08:07.123Z');

const permit = (overrides: Partial<FeedPermit>): FeedPermit => ({
  id: 'permit-1',
  name: 'Seller Permit',
  vehicleName: null,
  renewalDate: '2027-03-05',
  cost: null,
  city: null,
  state: null,
  stateCode: null,
  renewalLink: null,
  processingTimeDays: null,
  updatedAt: new Date('2026-06-30T23:59:58.999Z'),
  ...overrides,
});

const feedOf = (...permits: FeedPermit[]) =>
  renderRenewalFeed({ permits, appUrl: 'https://app.example', now: NOW });

function renewalEvent(text: string, id = 'permit-1') {
  const events = Object.values(ical.sync.parseICS(text)).filter(
    (item): item is VEvent => item?.type === 'VEVENT',
  );
  return events.find((event) => event.uid.startsWith(`${id}-renewal-`));
}

describe('renewal feed text (RFC 5545 §3.3.11)', () => {
  it('keeps backslashes, semicolons, commas and every kind of line break through a round trip', () => {
    const text = feedOf(permit({ name: 'a\\b;c,d\ne\r\nf\rg' }));
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:Renew: a\\\\b\\;c\\,d\\ne\\nf\\ng\r\n');
    expect(renewalEvent(text)?.summary).toBe('Renew: a\\b;c,d\ne\nf\ng');
  });

  it('keeps tabs and drops other control characters, in summaries, descriptions and reminders', () => {
    const text = feedOf(permit({ name: 'a\tb\u0000c\u0007d\u007f' }));
    const event = renewalEvent(text);
    expect(event?.summary).toBe('Renew: a\tbcd');
    expect(String(event?.description)).toContain('a\tbcd is due for renewal on Mar 05, 2027.');
    expect(event?.alarms?.map((alarm) => alarm.description)).toEqual([
      'Renew: a\tbcd in 7 days',
      'Renew: a\tbcd tomorrow',
    ]);
    const controls = [...text].filter(
      (character) => /\p{Cc}/u.test(character) && !'\t\r\n'.includes(character),
    );
    expect(controls).toEqual([]);
  });
});

describe('renewal feed lines (RFC 5545 §3.1)', () => {
  it('keeps every physical line within 75 octets, never splitting a character', () => {
    const name = 'Crème brûlée truck 🚚 permit, '.repeat(8);
    const text = feedOf(permit({ name }));
    const physical = text.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // A line cut inside a character's UTF-8 bytes would not survive a round trip through bytes.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(renewalEvent(text)?.summary).toBe(`Renew: ${name}`);
  });

  it('ends every line, the last one too, with CRLF and nothing else', () => {
    const text = feedOf(permit({}));
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});

describe('renewal feed values', () => {
  it('writes all-day dates and UTC date-times in the basic format', () => {
    const text = feedOf(permit({}));
    for (const line of [
      'DTSTART;VALUE=DATE:20270305',
      'DTEND;VALUE=DATE:20270306',
      'DTSTAMP:20260704T090807Z',
      'LAST-MODIFIED:20260630T235958Z',
    ]) {
      expect(text).toContain(`\r\n${line}\r\n`);
    }
  });

  it('writes the same dates whatever the server time zone', () => {
    const originalZone = process.env.TZ;
    try {
      for (const zone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        const text = feedOf(permit({ renewalDate: '2027-01-01', processingTimeDays: 10 }));
        expect(text, zone).toContain('\r\nDTSTART;VALUE=DATE:20270101\r\n');
        expect(text, zone).toContain('\r\nDTEND;VALUE=DATE:20270102\r\n');
        // start = renewal date − ceil(1.5 × 10) = 15 days before.
        expect(text, zone).toContain('\r\nDTSTART;VALUE=DATE:20261217\r\n');
      }
    } finally {
      if (originalZone === undefined) delete process.env.TZ;
      else process.env.TZ = originalZone;
    }
  });
});
