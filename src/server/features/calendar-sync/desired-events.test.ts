import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n';
import { createCalendarProvider } from '../../integrations/calendar';
import type { CalendarPermit } from '../../lib/renewal-events';
import { desiredEventsOf } from './desired-events';

const provider = (await createCalendarProvider({
  GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  APP_URL: 'https://permitpilot.example',
}))!;

const NOTHING_MORE = {
  vehicleName: null,
  cost: null,
  city: null,
  state: null,
  stateCode: null,
  renewalLink: null,
};

/** A permit with nothing but its name and renewal date. */
const permit = (
  overrides: Partial<CalendarPermit> & Pick<CalendarPermit, 'id' | 'name'>,
): CalendarPermit => ({
  ...NOTHING_MORE,
  processingTimeDays: null,
  renewalDate: '2027-03-01' as CalendarPermit['renewalDate'],
  ...overrides,
});

describe('the events a member’s calendar should hold', () => {
  it('keep the hashes of the events synced before, so that no event is sent again for nothing (docs/decisions/0023)', () => {
    const events = desiredEventsOf({
      permits: [
        permit({
          id: '0b9d6f4e-2c1a-4e8b-9f3d-7a6c5b4e3d21',
          name: 'Health Permit',
          cost: 250,
          city: 'Austin',
          state: 'Texas',
          stateCode: 'TX',
          renewalLink: 'https://city.example/renew',
          processingTimeDays: 10,
        }),
        permit({
          id: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9',
          name: 'Fire Inspection',
          renewalDate: '2027-05-01' as CalendarPermit['renewalDate'],
        }),
      ],
      // Six lead days within Google's four weeks (the farthest is dropped), two beyond, one repeated.
      reminderDays: [30, 14, 7, 1, 60, 3, 2, 7, 20],
      appUrl: 'https://permitpilot.example',
      i18n: i18nFor('en'),
      provider,
    });
    // As the sync hashed them before the calendar provider interface: what calendar_events holds.
    expect(events.map(({ kind, hash }) => [kind, hash])).toEqual([
      ['renewal', '0136c4d573ec37358ff66300ae497192247aeb4dcd55635e2d3f6bd774530617'],
      ['start', '35ccfa71d720f94f1fa0ef2b2be895bdc89e50ca71561c16069ea42cb17756b7'],
      ['renewal', '701aeef6f8939257778c09d7d783381802e61e0b78513dbc88b5c07d6bf5478b'],
      ['start', 'f26b9dd9e350fb6106bbdc43f971079dbfafeebdf9af9afa5e89eac2bd19d7ea'],
    ]);
  });
});

describe('the events of deadlines that are no renewal (docs/product/events.md#deadlines)', () => {
  it('are all day under a UUID of their key, the same at every sync and never a permit’s', () => {
    const inspection = {
      key: 'inspection:5c0d7d3e-8a47-4c55-9a53-2f1e0c9b8a71',
      kind: 'inspection' as const,
      date: '2027-02-10',
      eventId: null,
      inspectionId: '5c0d7d3e-8a47-4c55-9a53-2f1e0c9b8a71',
      eventName: null,
      permitName: 'Health Permit — Truck 2',
      vehicleIds: [],
      updatedAt: new Date('2026-06-30T00:00:00Z'),
    };
    const eventsOf = () =>
      desiredEventsOf({
        permits: [],
        deadlines: [inspection],
        reminderDays: [7, 1],
        appUrl: 'https://permitpilot.example',
        i18n: i18nFor('en'),
        provider,
      });
    const [event] = eventsOf();
    expect(event).toMatchObject({
      kind: 'renewal',
      event: { summary: 'Inspection: Health Permit — Truck 2', date: '2027-02-10', link: null },
    });
    expect(event!.permitId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventsOf()[0]!.permitId).toBe(event!.permitId);
    expect(event!.event.description).toContain('Date: Feb 10, 2027');
  });
});
