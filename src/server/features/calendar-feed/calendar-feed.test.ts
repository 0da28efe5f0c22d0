import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { calendarFeedUrl, ensureCalendarFeedToken } from './calendar-feed-token';
import { createPermit, createUser } from '@tests/support/factories';
import { setUpTestApp, TEST_LINK_TOKEN_KEY, TEST_ORIGIN } from '@tests/support/test-app';

const t = setUpTestApp();

const pathOf = (url: string) => new URL(url).pathname;
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function fetchFeed(url: string) {
  const response = await t.request(pathOf(url));
  return { response, text: response.status === 200 ? await response.text() : '' };
}

function eventsOf(text: string) {
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
  return { parsed, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

/** node-ical gives a property written with parameters (URL;VALUE=URI, TRIGGER;RELATED=START) as { params, val }. */
type ParsedProperty = string | { params: Record<string, string>; val: string };
const valueOf = (property: unknown) =>
  typeof property === 'object' && property !== null ? (property as { val: string }).val : property;

const triggersOf = (event: VEvent | undefined) =>
  (event?.alarms ?? []).map((alarm) => valueOf(alarm.trigger));
/** Every reminder counts from the event's start (midnight of the day), never from its end. */
const relatedToStart = (event: VEvent | undefined) =>
  (event?.alarms ?? []).every((alarm) => {
    const trigger = alarm.trigger as ParsedProperty;
    return typeof trigger === 'string' || trigger.params.RELATED === 'START';
  });

describe('calendar feed token', () => {
  it('is created on first use, kept afterwards, and makes a .ics URL under /api/calendar', async () => {
    const owner = await createUser(t.db);
    const token = await ensureCalendarFeedToken({
      db: t.db,
      memberId: owner.memberId,
      key: TEST_LINK_TOKEN_KEY,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      await ensureCalendarFeedToken({ db: t.db, memberId: owner.memberId, key: TEST_LINK_TOKEN_KEY }),
    ).toBe(token);
    expect(calendarFeedUrl(TEST_ORIGIN, token)).toBe(`${TEST_ORIGIN}/api/calendar/${token}.ics`);
    const other = await createUser(t.db);
    expect(
      await ensureCalendarFeedToken({ db: t.db, memberId: other.memberId, key: TEST_LINK_TOKEN_KEY }),
    ).not.toBe(token);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it("serves the owner's renewal and start dates as all-day events with reminders", async () => {
    const owner = await createUser(t.db);
    const truck = await createPermit(t.db, owner.id, {
      name: 'Mobile Food Facility Permit',
      renewalDate: '2027-03-15',
      processingTimeDays: 30,
      cost: 250,
      city: 'Oakland',
      state: 'California',
      renewalLink: 'https://permits.example.gov/renew?permit=MFF-1',
    });
    const fire = await createPermit(t.db, owner.id, {
      name: 'Fire Safety Inspection',
      renewalDate: '2027-06-01',
    });
    await createPermit(t.db, owner.id, { name: 'Undated Licence', renewalDate: null });
    const url = calendarFeedUrl(
      TEST_ORIGIN,
      await ensureCalendarFeedToken({ db: t.db, memberId: owner.memberId, key: TEST_LINK_TOKEN_KEY }),
    );

    const { response, text } = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');

    // RFC 5545: CRLF line endings, lines of at most 75 octets.
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const line of [
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:PermitPilot renewals',
    ]) {
      expect(text).toContain(`\r\n${line}\r\n`);
    }
    expect(text).toMatch(/\r\nPRODID:[^\r\n]+\r\n/);

    const { parsed, events, byUid } = eventsOf(text);
    expect(parsed.vcalendar?.['WR-CALNAME']).toBe('PermitPilot renewals');
    expect(events).toHaveLength(4);

    const renewal = byUid.get(`${truck.id}-renewal-2027-03-15@permitpilot`);
    expect(renewal?.summary).toBe('Renew: Mobile Food Facility Permit');
    expect(renewal?.datetype).toBe('date');
    expect(dayOf(renewal!.start)).toBe('2027-03-15');
    expect(dayOf(renewal!.end!)).toBe('2027-03-16');
    expect(valueOf(renewal?.url)).toBe('https://permits.example.gov/renew?permit=MFF-1');
    expect(renewal?.description).toContain('Cost: $250.00');
    expect(renewal?.description).toContain('Location: Oakland, California');
    expect(renewal?.description).toContain('Renew online: https://permits.example.gov/renew?permit=MFF-1');
    expect(renewal?.dtstamp).toBeInstanceOf(Date);
    // 9:00 a week before and 9:00 the day before.
    expect(triggersOf(renewal)).toEqual(['-P6DT15H', '-PT15H']);
    expect(relatedToStart(renewal)).toBe(true);

    // start = renewal date − ceil(1.5 × processing days): 45 days before 15 March 2027.
    const start = byUid.get(`${truck.id}-start-2027-03-15@permitpilot`);
    expect(start?.summary).toBe('Start renewal: Mobile Food Facility Permit');
    expect(dayOf(start!.start)).toBe('2027-01-29');
    expect(dayOf(start!.end!)).toBe('2027-01-30');
    expect(triggersOf(start)).toEqual(['PT9H']);
    expect(relatedToStart(start)).toBe(true);

    // No processing time: treated as 30 days, so 45 days before 1 June 2027.
    expect(dayOf(byUid.get(`${fire.id}-renewal-2027-06-01@permitpilot`)!.start)).toBe('2027-06-01');
    expect(dayOf(byUid.get(`${fire.id}-start-2027-06-01@permitpilot`)!.start)).toBe('2027-04-17');
    expect(byUid.get(`${fire.id}-renewal-2027-06-01@permitpilot`)?.url).toBeUndefined();
    expect(events.some((event) => String(event.summary).includes('Undated Licence'))).toBe(false);
  });

  it('escapes commas, semicolons, backslashes and line breaks in names, and folds long ones', async () => {
    const owner = await createUser(t.db);
    const name =
      'Health, Fire; "Hood" \\ Grease\nTrap — Crème brûlée café & taquería permit, San José; renewal';
    const permit = await createPermit(t.db, owner.id, { name, renewalDate: '2027-09-09', notes: 'x' });
    const url = calendarFeedUrl(
      TEST_ORIGIN,
      await ensureCalendarFeedToken({ db: t.db, memberId: owner.memberId, key: TEST_LINK_TOKEN_KEY }),
    );
    const { text } = await fetchFeed(url);

    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Renew: Health\\, Fire\\; "Hood" \\\\ Grease\\nTrap');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const { byUid } = eventsOf(text);
    expect(byUid.get(`${permit.id}-renewal-2027-09-09@permitpilot`)?.summary).toBe(`Renew: ${name}`);
    expect(byUid.get(`${permit.id}-start-2027-09-09@permitpilot`)?.summary).toBe(`Start renewal: ${name}`);
    expect(String(byUid.get(`${permit.id}-renewal-2027-09-09@permitpilot`)?.description)).toContain(
      `${name} is due for renewal on Sep 09, 2027.`,
    );
  });

  it("never shows another owner's permits", async () => {
    const owner = await createUser(t.db);
    const neighbour = await createUser(t.db);
    await createPermit(t.db, owner.id, { name: 'Own Permit', renewalDate: '2027-02-02' });
    await createPermit(t.db, neighbour.id, { name: 'Neighbour Permit', renewalDate: '2027-02-03' });
    const url = calendarFeedUrl(
      TEST_ORIGIN,
      await ensureCalendarFeedToken({ db: t.db, memberId: owner.memberId, key: TEST_LINK_TOKEN_KEY }),
    );
    const { events } = eventsOf((await fetchFeed(url)).text);
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Renew: Own Permit',
      'Start renewal: Own Permit',
    ]);
  });

  it('answers an unknown or malformed token with a 404 JSON error', async () => {
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${'A'.repeat(43)}`,
      `/api/calendar/${'A'.repeat(43)}.ics.ics`,
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('POST /api/calendar-feed/regenerate', () => {
  it('replaces the URL: the old one stops working, the new one serves the same calendar', async () => {
    const owner = await createUser(t.db);
    await createPermit(t.db, owner.id, { name: 'Seller Permit', renewalDate: '2027-05-05' });
    const oldUrl = calendarFeedUrl(
      TEST_ORIGIN,
      await ensureCalendarFeedToken({ db: t.db, memberId: owner.memberId, key: TEST_LINK_TOKEN_KEY }),
    );
    expect((await fetchFeed(oldUrl)).response.status).toBe(200);

    const cookie = await t.signIn(owner.email, owner.password);
    const response = await t.request('/api/calendar-feed/regenerate', { method: 'POST', json: {}, cookie });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(url).not.toBe(oldUrl);

    expect((await fetchFeed(oldUrl)).response.status).toBe(404);
    const { response: fresh, text } = await fetchFeed(url);
    expect(fresh.status).toBe(200);
    expect(eventsOf(text).events.map((event) => event.summary)).toContain('Renew: Seller Permit');
  });

  it('creates the settings row for an owner who has none, and needs a session', async () => {
    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    const response = await t.request('/api/calendar-feed/regenerate', { method: 'POST', cookie });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect((await fetchFeed(url)).response.status).toBe(200);
    expect(
      await ensureCalendarFeedToken({ db: t.db, memberId: owner.memberId, key: TEST_LINK_TOKEN_KEY }),
    ).toBe(url.slice(url.lastIndexOf('/') + 1, -'.ics'.length));

    expect((await t.request('/api/calendar-feed/regenerate', { method: 'POST', json: {} })).status).toBe(401);
  });
});

describe('the feed of a Spanish-speaking owner (docs/decisions/0026)', () => {
  it('writes the calendar, its events and their reminders in Spanish, with es-US dates', async () => {
    const owner = await createUser(t.db);
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    const truck = await createPermit(t.db, owner.id, {
      name: 'Mobile Food Facility Permit',
      renewalDate: '2027-03-15',
      processingTimeDays: 30,
      cost: 1250,
      city: 'Oakland',
      state: 'California',
      renewalLink: 'https://permits.example.gov/renew?permit=MFF-1',
    });
    const url = calendarFeedUrl(
      TEST_ORIGIN,
      await ensureCalendarFeedToken({ db: t.db, memberId: owner.memberId, key: TEST_LINK_TOKEN_KEY }),
    );
    const { text } = await fetchFeed(url);
    const { parsed, byUid } = eventsOf(text);
    expect(parsed.vcalendar?.['WR-CALNAME']).toBe('Renovaciones de PermitPilot');
    expect(text).toMatch(/\r\nPRODID:[^\r\n]+\/\/ES\r\n/);

    const renewal = byUid.get(`${truck.id}-renewal-2027-03-15@permitpilot`);
    // The permit's name is the agency's, never translated (docs/i18n/glossary-es-US.md).
    expect(renewal?.summary).toBe('Renovar: Mobile Food Facility Permit');
    expect(String(renewal?.description).split('\n')).toEqual([
      'Mobile Food Facility Permit debe renovarse el 15 mar 2027.',
      'Costo: $1,250.00',
      'Ubicación: Oakland, California',
      'Renovar en línea: https://permits.example.gov/renew?permit=MFF-1',
      `Abrir PermitPilot: ${TEST_ORIGIN}/dashboard`,
    ]);
    expect((renewal?.alarms ?? []).map((alarm) => alarm.description)).toEqual([
      'Renovar: Mobile Food Facility Permit en 7 días',
      'Renovar: Mobile Food Facility Permit mañana',
    ]);
    const start = byUid.get(`${truck.id}-start-2027-03-15@permitpilot`);
    expect(start?.summary).toBe('Iniciar renovación: Mobile Food Facility Permit');
    expect(String(start?.description)).toContain(
      'Empiece a renovar Mobile Food Facility Permit: el trámite tarda unos 30 días y vence el 15 mar 2027.',
    );
    expect(text).not.toMatch(/Renew:|Start renewal|is due for renewal|Cost:/);

    // Another owner's feed, served by the same process, stays English.
    const english = await createUser(t.db);
    await createPermit(t.db, english.id, { name: 'Seller Permit', renewalDate: '2027-05-05' });
    const englishFeed = await fetchFeed(
      calendarFeedUrl(
        TEST_ORIGIN,
        await ensureCalendarFeedToken({ db: t.db, memberId: english.memberId, key: TEST_LINK_TOKEN_KEY }),
      ),
    );
    expect(eventsOf(englishFeed.text).parsed.vcalendar?.['WR-CALNAME']).toBe('PermitPilot renewals');
    expect(eventsOf(englishFeed.text).events.map((event) => event.summary)).toContain('Renew: Seller Permit');
  });
});
