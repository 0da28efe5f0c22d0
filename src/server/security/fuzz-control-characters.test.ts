import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeSchema } from '../../shared/contracts/errors';
import { businessProfiles, permits } from '../db/schema';
import { calendarFeedUrl, ensureCalendarFeedToken } from '../features/calendar-feed/calendar-feed-token';
import { captureLog } from '@tests/support/captured-log';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp, TEST_LINK_TOKEN_KEY, TEST_ORIGIN, type SignedInOwner } from '@tests/support/test-app';

/**
 * Control characters in user text (bad input is a 4xx, never a 5xx: docs/product/errors.md#input-rules). A
 * NUL used to reach the database, answer 500 and put the owner's text into the error log; a tab or line break
 * inside a renewal URL passed URL.canParse, was stored raw and broke the calendar feed into extra iCalendar
 * lines (RFC 5545 §3.1). One shared text schema (shared/contracts/text.ts) refuses them; notes alone keep
 * their line breaks.
 */
const RUNS = 15;
/** A marker in every hostile value: it must never appear in the error log. */
const MARKER = 'Zebra7731';

/** C0 controls, DEL and C1 controls, and the Unicode direction embeddings, overrides and isolates. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, index) => String.fromCharCode(0x7f + index)),
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'],
];
const LINE_BREAKS = ['\n', '\r', '\t'];

const PERMIT_TEXT_FIELDS = ['name', 'city', 'state', 'county', 'permitNumber', 'issuingAgency'] as const;
const PROFILE_TEXT_FIELDS = ['businessName', 'statesOperating', 'phone', 'email', 'address'] as const;

let owner: SignedInOwner;
let permitId: string;
const log = captureLog(MARKER);
const t = setUpTestApp({ logger: log.logger });

beforeAll(async () => {
  owner = await t.signedInOwner({ plan: 'pro' });
  permitId = (await createPermit(t.db, owner.id, { name: 'Health Permit', renewalDate: '2027-05-01' })).id;
});

const validPermit = {
  name: 'Health Permit',
  issueDate: '2026-01-01',
  renewalDate: '2027-01-01',
  cost: 125,
  city: 'Oakland',
  state: 'CA',
  county: 'Alameda',
  notes: 'Renew at the counter',
  renewalLink: 'https://example.gov/renew',
};
const validProfile = {
  businessName: 'Taco Loco',
  statesOperating: 'CA, NV',
  phone: '(510) 555-0134',
  email: 'owner@tacoloco.example',
  address: '1 Main St, Oakland',
};

/** A value holding the marker and the character somewhere inside, so trimming cannot take it away. */
const hostile = (field: string, character: string) =>
  field === 'email'
    ? `owner${character}${MARKER}@example.com`
    : field === 'phone'
      ? `(510) 555${character}-0134`
      : `${MARKER} ${character}x`;

async function expectRefused(response: Response, label: string, message: RegExp) {
  expect(response.status, label).toBe(400);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(errorCodeSchema.options, label).toContain(body.error.code);
  expect(body.error.code, label).toBe('VALIDATION_ERROR');
  expect(body.error.message, label).toMatch(message);
}

const storedPermits = () => t.db.select().from(permits).where(eq(permits.businessId, owner.businessId));

describe('control characters in permit text', () => {
  it('refuses a NUL in each text field on create and edit: 400, nothing stored, nothing logged', async () => {
    const before = await storedPermits();
    for (const field of [...PERMIT_TEXT_FIELDS, 'notes', 'renewalLink'] as const) {
      const value =
        field === 'renewalLink' ? `https://example.gov/${MARKER}\u0000` : hostile(field, '\u0000');
      const message =
        field === 'renewalLink'
          ? /must not contain spaces or control characters/
          : /must not contain control characters/;
      const created = await t.request('/api/permits', {
        method: 'POST',
        json: { ...validPermit, [field]: value },
        cookie: owner.cookie,
      });
      await expectRefused(created, `create ${field}`, message);
      const updated = await t.request(`/api/permits/${permitId}`, {
        method: 'PUT',
        json: { ...validPermit, [field]: value },
        cookie: owner.cookie,
      });
      await expectRefused(updated, `update ${field}`, message);
      log.expectQuiet(field);
    }
    expect(await storedPermits()).toEqual(before);
  });

  it('says which field is wrong in words', async () => {
    const response = await t.request('/api/permits', {
      method: 'POST',
      json: { ...validPermit, name: 'Health\u0000Permit' },
      cookie: owner.cookie,
    });
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Permit name must not contain control characters',
        field: 'name',
      },
    });
  });

  it('refuses any control or direction character inside single-line text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PERMIT_TEXT_FIELDS),
        fc.constantFrom(...CONTROLS),
        fc.string({ maxLength: 20 }),
        async (field, character, rest) => {
          const response = await t.request('/api/permits', {
            method: 'POST',
            json: { ...validPermit, [field]: `${hostile(field, character)}${rest}` },
            cookie: owner.cookie,
          });
          await expectRefused(response, `${field} U+${character.charCodeAt(0).toString(16)}`, /control/);
        },
      ),
      { numRuns: RUNS * 4 },
    );
    log.expectQuiet('single-line text');
  });

  it('keeps line breaks and tabs in notes, and nothing else', async () => {
    const notes = 'Line one\nLine two\r\nLine three\twith a tab';
    const created = await t.request('/api/permits', {
      method: 'POST',
      json: { ...validPermit, notes },
      cookie: owner.cookie,
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { notes: string }).notes).toBe(notes);
    for (const character of CONTROLS.filter((control) => !LINE_BREAKS.includes(control))) {
      const response = await t.request('/api/permits', {
        method: 'POST',
        json: { ...validPermit, notes: hostile('notes', character) },
        cookie: owner.cookie,
      });
      await expectRefused(response, `notes U+${character.charCodeAt(0).toString(16)}`, /Notes must not/);
    }
    log.expectQuiet('notes');
  });

  it('refuses a renewal URL holding any whitespace or control character', async () => {
    const before = await storedPermits();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(' ', '\u00a0', '\u2028', ...CONTROLS),
        fc.constantFrom('https://example.gov/', 'https://example.gov/renew?id=', 'http://exa'),
        async (character, start) => {
          const renewalLink = `${start}${character}ATTACH:https://evil.example/${MARKER}`;
          const response = await t.request('/api/permits', {
            method: 'POST',
            json: { ...validPermit, renewalLink },
            cookie: owner.cookie,
          });
          await expectRefused(response, JSON.stringify(renewalLink), /URL/);
        },
      ),
      { numRuns: RUNS * 4 },
    );
    for (const character of ['\t', '\r', '\n', '\r\n']) {
      const response = await t.request(`/api/permits/${permitId}`, {
        method: 'PUT',
        json: { ...validPermit, renewalLink: `https://example.gov/a${character}ATTACH:x` },
        cookie: owner.cookie,
      });
      await expectRefused(response, JSON.stringify(character), /URL/);
    }
    expect(await storedPermits()).toEqual(before);
    log.expectQuiet('renewal URL');
  });

  it('answers a category id beyond the database column with a 400', async () => {
    for (const categoryId of [2 ** 40, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const created = await t.request('/api/permits', {
        method: 'POST',
        json: { ...validPermit, categoryId },
        cookie: owner.cookie,
      });
      await expectRefused(created, `create ${categoryId}`, /No such permit category/);
      const updated = await t.request(`/api/permits/${permitId}`, {
        method: 'PUT',
        json: { ...validPermit, categoryId },
        cookie: owner.cookie,
      });
      await expectRefused(updated, `update ${categoryId}`, /No such permit category/);
    }
    log.expectQuiet('categoryId');
  });
});

describe('control characters in the business profile', () => {
  it('refuses a NUL in each field: 400, nothing stored, nothing logged', async () => {
    const profileOf = () =>
      t.db.select().from(businessProfiles).where(eq(businessProfiles.businessId, owner.businessId));
    const before = await profileOf();
    for (const field of PROFILE_TEXT_FIELDS) {
      const response = await t.request('/api/business-profile', {
        method: 'PUT',
        json: { ...validProfile, [field]: hostile(field, '\u0000') },
        cookie: owner.cookie,
      });
      await expectRefused(response, field, /must not contain control characters/);
      log.expectQuiet(field);
    }
    expect(await profileOf()).toEqual(before);
    const welcome = await t.request('/api/business-profile/confirmation-email', {
      method: 'POST',
      json: { businessName: `${MARKER}\r\nBcc: victim@example.com`, plan: 'free' },
      cookie: owner.cookie,
    });
    await expectRefused(welcome, 'confirmation e-mail', /Business name must not contain control characters/);
    log.expectQuiet('confirmation e-mail');
  });

  it('refuses any control or direction character in any field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PROFILE_TEXT_FIELDS),
        fc.constantFrom(...CONTROLS),
        async (field, character) => {
          const response = await t.request('/api/business-profile', {
            method: 'PUT',
            json: { ...validProfile, [field]: hostile(field, character) },
            cookie: owner.cookie,
          });
          await expectRefused(
            response,
            `${field} U+${character.charCodeAt(0).toString(16)}`,
            /must not contain control characters/,
          );
        },
      ),
      { numRuns: RUNS * 2 },
    );
    log.expectQuiet('business profile');
  });
});

describe('the calendar feed', () => {
  /** RFC 5545 §3.1: content lines end with CRLF; no other control character but the tab may appear. */
  function expectCleanICalendar(text: string) {
    expect(text).not.toMatch(/[^\P{Cc}\t\r\n]/u);
    expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.map((line) => /^[A-Z-]+(?=[:;])/.exec(line)?.[0])).not.toContain('ATTACH');
    // A URI holds no whitespace, and an escaped line break (\n) in one is a broken link, not a link.
    for (const line of lines.filter((property) => property.startsWith('URL'))) {
      expect(line).toMatch(/^URL;VALUE=URI:https?:\/\/[^\s\\]+$/);
    }
  }

  it('never carries a raw control character from a permit, even one stored before these rules', async () => {
    // As a row written before the schema refused them: the feed must not pass them on either.
    await createPermit(t.db, owner.id, {
      name: `Fire\u0001 Permit\r\nATTACH:https://evil.example/${MARKER}\u202e`,
      city: 'Oak\u0007land\n',
      state: 'C\u0085A',
      renewalDate: '2027-06-01',
      renewalLink: `https://example.gov/a\r\nATTACH:https://evil.example/${MARKER}`,
    });
    await createPermit(t.db, owner.id, {
      name: 'Tab Permit',
      renewalDate: '2027-07-01',
      renewalLink: 'https://example.gov/a\tATTACH:https://evil.example/',
    });
    const token = await ensureCalendarFeedToken({
      db: t.db,
      memberId: owner.memberId,
      key: TEST_LINK_TOKEN_KEY,
    });
    const response = await t.request(new URL(calendarFeedUrl(TEST_ORIGIN, token)).pathname);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Fire');
    expectCleanICalendar(text);
  });
});
