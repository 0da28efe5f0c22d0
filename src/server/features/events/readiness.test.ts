import { describe, expect, it } from 'vitest';
import { catalogEntry, catalogOf } from '@tests/support/catalog-entries';
import type { Visiting } from '../../catalog/catalog-schema';
import { readinessLineKey } from '../../../shared/contracts/events';
import { eventReadiness, type ReadinessEvent, type ReadinessPermit } from './readiness';

// docs/product/events.md#readiness: a two-day festival in Austin for a truck from California.
const AUSTIN = { level: 'city', state: 'TX', county: 'Travis', city: 'Austin' } as const;
const visit = (change: Partial<Visiting> & Pick<Visiting, 'jurisdiction'>): Visiting => ({
  reciprocity: 'obtain-again',
  noticeDays: null,
  eventPermits: [],
  summary: 'How a truck from elsewhere sells here.',
  es: { summary: 'Cómo vende aquí un food truck de otro lugar.' },
  evidence: [
    { url: 'https://www.example.gov/visiting', official: true, states: 'It says so.', copyDate: null },
  ],
  archiveChecked: null,
  ...change,
});
const TEMPORARY = catalogEntry({
  id: 'tx-austin-temporary-food-permit',
  name: 'Temporary Food Establishment Permit',
  jurisdiction: AUSTIN,
  appliesWhen: ['vends-at-events'],
  leadDays: { days: 14, source: 'https://www.example.gov/tx-austin-temporary-food-permit' },
});
const catalog = catalogOf(
  'TX',
  [TEMPORARY],
  [
    visit({ jurisdiction: { level: 'state', state: 'TX' }, reciprocity: 'statewide' }),
    visit({ jurisdiction: AUSTIN, eventPermits: [TEMPORARY.id] }),
  ],
);

const EVENT: ReadinessEvent = {
  city: 'Austin',
  stateCode: 'TX',
  startsOn: '2027-01-09',
  endsOn: '2027-01-10',
  applicationDeadline: '2026-12-20',
  hasCertificate: false,
  vehicleIds: [],
};
const permit = (
  change: Partial<ReadinessPermit> & Pick<ReadinessPermit, 'id' | 'name'>,
): ReadinessPermit => ({
  renewalDate: '2027-06-30',
  renewalLink: null,
  stateCode: null,
  city: null,
  vehicleId: null,
  catalogEntryId: null,
  eventId: null,
  ...change,
});
const PERMITS = [
  permit({ id: 'ein', name: 'EIN', renewalDate: null }),
  permit({ id: 'health', name: 'Health Permit', stateCode: 'CA', city: 'Los Angeles' }),
  permit({
    id: 'liability',
    name: 'General liability',
    renewalDate: '2027-01-09',
    renewalLink: 'https://x.example',
  }),
];
const readiness = (change: Partial<Parameters<typeof eventReadiness>[0]> = {}) =>
  eventReadiness({
    eventId: 'festival',
    event: EVENT,
    permits: PERMITS,
    catalog,
    businessStates: new Set(['CA']),
    notNeeded: new Set(),
    ...change,
  });

describe("an event's readiness", () => {
  it('lists what must be valid there, the place rules with their apply-by date, the insurance and the deadline', () => {
    const { lines, missing, ready } = readiness();
    expect(lines.map((line) => [readinessLineKey(line), line.done])).toEqual([
      ['permit:ein', true],
      // Ends the first day of the event: flagged.
      ['permit:liability', false],
      ['reciprocity', false],
      ['catalog:tx-austin-temporary-food-permit', false],
      ['insurance', false],
      ['organizer-deadline', false],
    ]);
    expect(lines.find((line) => readinessLineKey(line) === 'permit:liability')).toMatchObject({
      validThroughEvent: false,
      renewalLink: 'https://x.example',
    });
    // 14 days before the first day.
    expect(lines.find((line) => line.kind === 'event-permit')).toMatchObject({ applyBy: '2026-12-26' });
    expect(lines.find((line) => line.kind === 'reciprocity')).toMatchObject({ reciprocity: 'obtain-again' });
    expect([missing, ready]).toEqual([5, false]);
    // A Los Angeles permit is not the one that lets the truck sell in Austin.
    expect(lines.some((line) => readinessLineKey(line) === 'permit:health')).toBe(false);
  });

  it("is 'Ready' once the event permit is tracked, the certificate uploaded and the rest marked not needed", () => {
    const { ready, missing } = readiness({
      event: { ...EVENT, hasCertificate: true },
      permits: [
        ...PERMITS,
        permit({ id: 'temp', name: 'Temporary permit', catalogEntryId: TEMPORARY.id, eventId: 'festival' }),
      ],
      notNeeded: new Set(['permit:liability', 'reciprocity', 'organizer-deadline']),
    });
    expect([missing, ready]).toEqual([0, true]);
  });

  it("honours a licence of the same state where the state's is valid statewide, and keeps to the event's vehicles", () => {
    const inTexas = readiness({
      event: { ...EVENT, city: 'Houston', vehicleIds: ['truck-1'] },
      businessStates: new Set(['TX']),
      permits: [
        permit({ id: 'mine', name: 'Texas mobile food licence', stateCode: 'TX', vehicleId: 'truck-1' }),
        permit({ id: 'other', name: 'Texas mobile food licence', stateCode: 'TX', vehicleId: 'truck-2' }),
      ],
    });
    expect(inTexas.lines.find((line) => line.kind === 'reciprocity')).toMatchObject({
      reciprocity: 'statewide',
      done: true,
    });
    expect(inTexas.lines.map(readinessLineKey)).toContain('permit:mine');
    expect(inTexas.lines.map(readinessLineKey)).not.toContain('permit:other');
    // Houston is no catalog city here: no Austin permit is asked of it.
    expect(inTexas.lines.some((line) => line.kind === 'event-permit')).toBe(false);
  });

  it('counts a permit tracked for this event or for none, never one added for another event', () => {
    const lineOf = (change: Partial<ReadinessPermit>) =>
      readiness({
        permits: [permit({ id: 'temp', name: 'Temporary permit', catalogEntryId: TEMPORARY.id, ...change })],
      }).lines.filter((line) => readinessLineKey(line).endsWith('temp') || line.kind === 'event-permit');
    // Added for last year's fair in the same city: that fair's alone, neither answering nor asked for here.
    expect(lineOf({ eventId: 'last-fair', stateCode: 'TX', city: 'Austin' })).toEqual([
      expect.objectContaining({
        entryId: 'tx-austin-temporary-food-permit',
        permitId: null,
        done: false,
      }),
    ]);
    // Added for this event: answers the line once, valid through the event or not.
    expect(lineOf({ eventId: 'festival' })).toEqual([
      expect.objectContaining({ kind: 'event-permit', permitId: 'temp', done: true }),
    ]);
    expect(lineOf({ eventId: 'festival', renewalDate: '2027-01-09' })).toEqual([
      expect.objectContaining({ kind: 'event-permit', permitId: 'temp', done: false }),
    ]);
    // Tracked before events were: it answers too.
    expect(lineOf({ eventId: null })).toEqual([
      expect.objectContaining({ kind: 'event-permit', permitId: 'temp', done: true }),
    ]);
  });

  it("asks of an event only the state's own event permits, every county's, and its city's", () => {
    const DALLAS = { level: 'city', state: 'TX', county: 'Dallas', city: 'Dallas' } as const;
    const entries = [
      catalogEntry({ id: 'tx-temporary', jurisdiction: { level: 'state', state: 'TX' } }),
      catalogEntry({ id: 'tx-any-county', jurisdiction: { level: 'county', state: 'TX', county: null } }),
      catalogEntry({ id: 'tx-harris', jurisdiction: { level: 'county', state: 'TX', county: 'Harris' } }),
      catalogEntry({ id: 'tx-dallas', jurisdiction: DALLAS }),
      { ...TEMPORARY, leadDays: null },
    ];
    const texas = catalogOf('TX', entries, [
      visit({
        jurisdiction: { level: 'state', state: 'TX' },
        eventPermits: entries.map((entry) => entry.id),
      }),
    ]);
    const keys = readiness({ catalog: texas }).lines.filter((line) => line.kind === 'event-permit');
    expect(keys.map(readinessLineKey)).toEqual([
      'catalog:tx-temporary',
      'catalog:tx-any-county',
      'catalog:tx-austin-temporary-food-permit',
    ]);
  });
});
