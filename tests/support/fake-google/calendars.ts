import crypto from 'node:crypto';
import { googleError, isObject, type Reply } from './google-errors';

type EventTime = { date?: string; dateTime?: string; timeZone?: string };

/** An event as stored: the fields the app sent, plus those Google manages. */
export type FakeCalendarEvent = {
  id: string;
  status: string;
  etag: string;
  updated: string;
  summary?: string;
  description?: string;
  start?: EventTime;
  end?: EventTime;
  reminders?: { useDefault?: boolean; overrides?: { method: string; minutes: number }[] };
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
  [field: string]: unknown;
};

export type FakeCalendar = { kind: string; etag: string; id: string; summary: string; timeZone: string };

type StoredCalendar = { owner: string; resource: FakeCalendar; events: Map<string, FakeCalendarEvent> };

// Google's event id rule (Calendar v3 events resource, `id`): base32hex characters, 5 to 1024 of them.
const EVENT_ID = /^[a-v0-9]{5,1024}$/;
const SERVER_MANAGED = [
  'kind',
  'etag',
  'id',
  'created',
  'updated',
  'htmlLink',
  'iCalUID',
  'creator',
  'organizer',
];

const randomHex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
const base32hex = (length: number) =>
  Array.from(crypto.randomBytes(length), (byte) => '0123456789abcdefghijklmnopqrstuv'[byte % 32]).join('');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Calendar v3 refuses an event whose times are missing, mixed or backwards. */
function timesProblem(event: Record<string, unknown>): Reply | undefined {
  const { start, end } = event;
  if (!isObject(start))
    return googleError({ status: 400, reason: 'required', message: 'Missing start time.' });
  if (!isObject(end)) return googleError({ status: 400, reason: 'required', message: 'Missing end time.' });
  const allDay = typeof start.date === 'string' && typeof end.date === 'string';
  const timed = typeof start.dateTime === 'string' && typeof end.dateTime === 'string';
  if (!allDay && !timed) {
    const message = 'Start and end times must either both be date or both be dateTime.';
    return googleError({ status: 400, reason: 'invalid', message });
  }
  const empty = allDay
    ? String(end.date) <= String(start.date)
    : Date.parse(String(end.dateTime)) <= Date.parse(String(start.dateTime));
  if (empty)
    return googleError({
      status: 400,
      reason: 'timeRangeEmpty',
      message: 'The specified time range is empty.',
    });
  return undefined;
}

/**
 * The part of Calendar v3 the app uses, as the fake keeps it: secondary calendars per account and their
 * events, and what a person may do to them by hand in Google Calendar.
 */
export function createFakeCalendars() {
  const calendars = new Map<string, StoredCalendar>();
  let etagCounter = 0;
  const nextEtag = () => `"${Date.now()}${String(++etagCounter).padStart(3, '0')}"`;
  const touch = (event: FakeCalendarEvent) =>
    Object.assign(event, { etag: nextEtag(), updated: new Date().toISOString() });

  /** The Calendar v3 operation for this method and path, run once the request is authenticated. */
  function route(method: string, segments: string[], query: URLSearchParams, body: unknown) {
    const [collection, calendarId, sub, eventId, ...rest] = segments;
    if (collection !== 'calendars' || rest.length > 0) return undefined;
    if (calendarId === undefined)
      return method === 'POST' ? (email: string) => createCalendar(email, body) : undefined;
    const withCalendar = (run: (calendar: StoredCalendar) => Reply) => (email: string) => {
      const calendar = calendars.get(calendarId);
      return calendar && calendar.owner === email
        ? run(calendar)
        : googleError({ status: 404, reason: 'notFound' });
    };
    if (sub === undefined) {
      if (method === 'GET') return withCalendar((calendar) => ({ status: 200, body: calendar.resource }));
      if (method === 'PATCH') return withCalendar((calendar) => patchCalendar(calendar, body));
      if (method === 'DELETE') {
        return withCalendar(() => {
          calendars.delete(calendarId);
          return { status: 204 };
        });
      }
      return undefined;
    }
    if (sub !== 'events') return undefined;
    if (eventId === undefined) {
      if (method === 'GET') return withCalendar((calendar) => listEvents(calendar, query));
      if (method === 'POST') return withCalendar((calendar) => insertEvent(calendar, body));
      return undefined;
    }
    const withEvent = (run: (event: FakeCalendarEvent, calendar: StoredCalendar) => Reply) =>
      withCalendar((calendar) => {
        const event = calendar.events.get(eventId);
        return event ? run(event, calendar) : googleError({ status: 404, reason: 'notFound' });
      });
    if (method === 'GET') return withEvent((event) => ({ status: 200, body: event }));
    if (method === 'PUT') return withEvent((event) => changeEvent(event, body, 'replace'));
    if (method === 'PATCH') return withEvent((event) => changeEvent(event, body, 'merge'));
    if (method === 'DELETE') {
      return withEvent((event) => {
        if (event.status === 'cancelled') return googleError({ status: 410, reason: 'deleted' });
        touch(event).status = 'cancelled';
        return { status: 204 };
      });
    }
    return undefined;
  }

  function createCalendar(email: string, body: unknown): Reply {
    if (!isObject(body) || typeof body.summary !== 'string' || body.summary === '') {
      return googleError({ status: 400, reason: 'required', message: 'Missing title.' });
    }
    const id = `c_${randomHex(32)}@group.calendar.google.com`;
    const resource = {
      ...body,
      kind: 'calendar#calendar',
      etag: nextEtag(),
      id,
      summary: body.summary,
      timeZone: typeof body.timeZone === 'string' ? body.timeZone : 'UTC',
      conferenceProperties: { allowedConferenceSolutionTypes: ['hangoutsMeet'] },
    };
    calendars.set(id, { owner: email, resource, events: new Map() });
    return { status: 200, body: resource };
  }

  /** calendars.patch: the fields given replace the calendar's; a title may not be emptied. */
  function patchCalendar(calendar: StoredCalendar, body: unknown): Reply {
    if (!isObject(body)) return googleError({ status: 400, reason: 'parseError', message: 'Parse Error' });
    if ('summary' in body && (typeof body.summary !== 'string' || body.summary === '')) {
      return googleError({ status: 400, reason: 'required', message: 'Missing title.' });
    }
    calendar.resource = { ...calendar.resource, ...body, etag: nextEtag() };
    return { status: 200, body: calendar.resource };
  }

  function insertEvent(calendar: StoredCalendar, body: unknown): Reply {
    if (!isObject(body)) return googleError({ status: 400, reason: 'parseError', message: 'Parse Error' });
    const id = body.id ?? base32hex(26);
    if (typeof id !== 'string' || !EVENT_ID.test(id)) {
      return googleError({ status: 400, reason: 'invalid', message: 'Invalid resource id value.' });
    }
    // A cancelled event keeps its id: Google refuses to reuse it.
    if (calendar.events.has(id)) return googleError({ status: 409, reason: 'duplicate' });
    const problem = timesProblem(body);
    if (problem) return problem;
    const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !SERVER_MANAGED.includes(key)));
    const now = new Date().toISOString();
    const event: FakeCalendarEvent = {
      kind: 'calendar#event',
      etag: nextEtag(),
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${calendar.resource.id}`).toString('base64url')}`,
      created: now,
      updated: now,
      iCalUID: `${id}@google.com`,
      creator: { email: calendar.owner },
      organizer: { email: calendar.resource.id, displayName: calendar.resource.summary, self: true },
      reminders: { useDefault: true },
      ...fields,
    };
    calendar.events.set(id, event);
    return { status: 200, body: event };
  }

  /** PUT replaces the event's own fields (and restores a cancelled event); PATCH merges top-level fields. */
  function changeEvent(event: FakeCalendarEvent, body: unknown, mode: 'replace' | 'merge'): Reply {
    if (!isObject(body)) return googleError({ status: 400, reason: 'parseError', message: 'Parse Error' });
    const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !SERVER_MANAGED.includes(key)));
    const managed = Object.fromEntries(Object.entries(event).filter(([key]) => SERVER_MANAGED.includes(key)));
    const next =
      mode === 'replace' ? { status: 'confirmed', ...managed, ...fields } : { ...event, ...fields };
    const problem = timesProblem(next);
    if (problem) return problem;
    for (const key of Object.keys(event)) delete event[key];
    Object.assign(event, next);
    return { status: 200, body: touch(event) };
  }

  function listEvents(calendar: StoredCalendar, query: URLSearchParams): Reply {
    const propertyFilters = (name: string) => query.getAll(name).map((filter) => filter.split(/=(.*)/s));
    const privateFilters = propertyFilters('privateExtendedProperty');
    const sharedFilters = propertyFilters('sharedExtendedProperty');
    const matching = [...calendar.events.values()].filter(
      (event) =>
        (event.status !== 'cancelled' || query.get('showDeleted') === 'true') &&
        privateFilters.every(([key = '', value]) => event.extendedProperties?.private?.[key] === value) &&
        sharedFilters.every(([key = '', value]) => event.extendedProperties?.shared?.[key] === value),
    );
    const pageSize = Math.min(Number(query.get('maxResults')) || 250, 2500);
    const pageToken = query.get('pageToken');
    const offset = pageToken === null ? 0 : Number(Buffer.from(pageToken, 'base64url').toString());
    if (!Number.isInteger(offset) || offset < 0)
      return googleError({ status: 400, reason: 'invalid', message: 'Invalid page token value.' });
    const end = offset + pageSize;
    return {
      status: 200,
      body: {
        kind: 'calendar#events',
        etag: nextEtag(),
        summary: calendar.resource.summary,
        updated: new Date().toISOString(),
        timeZone: calendar.resource.timeZone,
        accessRole: 'owner',
        defaultReminders: [],
        items: matching.slice(offset, end),
        ...(end < matching.length && { nextPageToken: Buffer.from(String(end)).toString('base64url') }),
      },
    };
  }

  const storedEvent = (calendarId: string, eventId: string) => {
    const event = calendars.get(calendarId)?.events.get(eventId);
    if (!event) throw new Error(`The fake Google has no event ${eventId} in ${calendarId}`);
    return event;
  };

  return {
    route,
    calendarsOf(email: string): FakeCalendar[] {
      return [...calendars.values()]
        .filter((calendar) => calendar.owner === email)
        .map((calendar) => structuredClone(calendar.resource));
    },
    /** Every event of the calendar, cancelled ones included. */
    eventsOf(calendarId: string): FakeCalendarEvent[] {
      return [...(calendars.get(calendarId)?.events.values() ?? [])].map((event) => structuredClone(event));
    },
    /** The user renames the calendar in Google Calendar's settings. */
    renameCalendarByHand(calendarId: string, summary: string) {
      const calendar = calendars.get(calendarId);
      if (!calendar) throw new Error(`The fake Google has no calendar ${calendarId}`);
      calendar.resource = { ...calendar.resource, summary, etag: nextEtag() };
    },
    /** The user deletes the whole calendar in Google Calendar's settings. */
    deleteCalendarByHand(calendarId: string) {
      if (!calendars.delete(calendarId)) throw new Error(`The fake Google has no calendar ${calendarId}`);
    },
    /** As the Google Calendar screen does: the event stays, cancelled. */
    deleteEventByHand(calendarId: string, eventId: string) {
      touch(storedEvent(calendarId, eventId)).status = 'cancelled';
    },
    /** The user drags an all-day event to another day; it keeps its length. */
    moveEventByHand(calendarId: string, eventId: string, date: string) {
      const event = storedEvent(calendarId, eventId);
      const { start, end } = event;
      if (!start?.date || !end?.date) throw new Error('moveEventByHand moves all-day events only');
      const days = Math.round((Date.parse(end.date) - Date.parse(start.date)) / 86_400_000);
      touch(event);
      event.start = { date };
      event.end = { date: addDays(date, days) };
    },
  };
}
