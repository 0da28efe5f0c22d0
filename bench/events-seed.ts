import { hashPassword } from 'better-auth/crypto';
import type { Catalog } from '@server/catalog/catalog';
import type { DatabaseConnection } from '@server/db/client';
import { stateNameOf } from '@shared/domain/us-states';
import { BENCH_PASSWORD, settle } from './seed';

/*
 * The events benchmark's business (docs/product/events.md): a California fleet whose owner sells at festivals
 * at home and in neighbouring states. Everything is seeded with fixed ids, so that the benchmark can name the
 * events it asks for, and in a handful of statements.
 */

export const BENCH_EVENTS = {
  businessId: 'bench-business-events',
  /** An owner, 3 managers and 6 crew, as the team benchmark has. */
  members: 10,
  vehicles: 20,
  permits: 500,
  events: 200,
  /** The first this many events ended before today. */
  pastEvents: 60,
} as const;
export const benchEventsEmail = (n: number) => `events${n}@bench.permitpilot.test`;
export const benchEventId = (e: number) => `00000000-0000-4000-b000-${String(e).padStart(12, '0')}`;
const vehicleId = (v: number) => `00000000-0000-4000-9000-${String(v).padStart(12, '0')}`;
const permitId = (p: number) => `00000000-0000-4000-a000-${String(p).padStart(12, '0')}`;

/** Where its permits are: the home state's cities (three of them catalog cities, three not). */
const HOME = ['Los Angeles', 'San Francisco', 'San Diego', 'Oakland', 'Sacramento', 'San Jose'];
/** Catalog cities out of state, each with its own visiting record. */
const AWAY = [
  ['Las Vegas', 'NV'],
  ['Phoenix', 'AZ'],
  ['Portland', 'OR'],
  ['Austin', 'TX'],
  ['Denver', 'CO'],
] as const;
/** The last permits were added from an event's catalog line ('Add'), one per event that has such a line. */
const EVENT_PERMITS = 30;

const quote = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);
const day = (offset: number) => `current_date + ${offset}`;

type SeedEvent = { e: number; city: string; state: string; starts: number; entries: string[] };

/** The catalog's temporary and special event permits of a place, as the readiness lists them. */
function eventPermitsOf(catalog: Catalog, city: string, state: string) {
  const visits = catalog.visiting.filter(
    (visit) =>
      visit.jurisdiction.state === state &&
      (visit.jurisdiction.level === 'state' || visit.jurisdiction.city === city),
  );
  return [...new Set(visits.flatMap((visit) => visit.eventPermits))].filter((id) => catalog.byId.has(id));
}

/**
 * 200 events, seven in ten at home: one every other day from 120 days ago (the first 60 are past), lasting one
 * to three days; two in three with the organiser's deadline a month ahead of them; nine in ten worked by one to
 * three of the vehicles, the rest by the whole business.
 */
function eventsOf(catalog: Catalog): SeedEvent[] {
  return Array.from({ length: BENCH_EVENTS.events }, (_, i) => {
    const e = i + 1;
    const [city, state] = e % 10 < 7 ? [HOME[e % HOME.length]!, 'CA'] : AWAY[e % AWAY.length]!;
    return { e, city, state, starts: -120 + 2 * i, entries: eventPermitsOf(catalog, city, state) };
  });
}

const eventValues = (events: SeedEvent[]) =>
  events
    .map(({ e, city, state, starts }) =>
      [
        quote(benchEventId(e)),
        quote(BENCH_EVENTS.businessId),
        quote(`Festival ${e}`),
        quote(`Organizer ${e % 17}`),
        quote(`events${e % 17}@organizer.example`),
        quote(`${100 + e} Main St`),
        quote(city),
        quote(state),
        day(starts),
        day(starts + (e % 3)),
        e % 3 === 0 ? 'null' : day(starts - 30),
        String(50 + (e % 9) * 25),
        e % 3 === 0 ? quote(`bench/coi-${e}.pdf`) : 'null',
      ].join(', '),
    )
    .map((row) => `(${row})`)
    .join(',\n');

/**
 * 500 permits: 9 with no place of their own, 20 of the state and 60 of a home city for the whole business,
 * 381 of the vehicles (75 of the state, 306 of a home city), and the last 30 added for events
 * from the catalog. Renewal dates run from 60 days ago to 400 days ahead, so some expire before an event.
 */
function permitValues(events: SeedEvent[]) {
  const added = events
    .filter((event) => event.entries.length > 0 && event.e % 4 === 2)
    .slice(0, EVENT_PERMITS);
  return Array.from({ length: BENCH_EVENTS.permits }, (_, i) => {
    const p = i + 1;
    const slot = p % 50;
    const event = p > BENCH_EVENTS.permits - EVENT_PERMITS ? added[BENCH_EVENTS.permits - p] : undefined;
    const whole = slot < 9 || event;
    const vehicle = whole ? null : vehicleId(1 + (p % BENCH_EVENTS.vehicles));
    const state = event ? event.state : slot === 0 ? null : 'CA';
    const city = event
      ? event.city
      : slot === 0 || (slot <= 2 && whole) || (!whole && p % 5 === 0)
        ? null
        : HOME[Math.floor(p / 7) % HOME.length]!;
    return [
      quote(permitId(p)),
      quote(BENCH_EVENTS.businessId),
      quote(event ? `Event permit ${p}` : `Permit ${p}`),
      day(event ? event.starts + 200 : -60 + ((p * 37) % 460)),
      String(25 + (p % 475)),
      quote(city),
      quote(state && stateNameOf(state)),
      quote(state),
      quote(vehicle),
      quote(event ? event.entries[0]! : null),
      quote(event ? benchEventId(event.e) : null),
      quote(`https://city.example/renew/${p}`),
    ].join(', ');
  })
    .map((row) => `(${row})`)
    .join(',\n');
}

/**
 * Marks 'Not needed', as owners leave them: the certificate on one event in five, the organiser's deadline on
 * one in three that has one, reciprocity on half the events away, the first catalog line on one in four that
 * has one, and a state permit on one in seven.
 */
function markValues(events: SeedEvent[]) {
  const marks = events.flatMap(({ e, state, entries }) =>
    [
      ...(e % 5 === 0 ? ['insurance'] : []),
      ...(e % 3 === 1 ? ['organizer-deadline'] : []),
      ...(state !== 'CA' && e % 2 === 0 ? ['reciprocity'] : []),
      ...(e % 4 === 1 && entries[0] ? [`catalog:${entries[0]}`] : []),
      ...(e % 7 === 0 ? [`permit:${permitId(1 + 50 * (e % 9))}`] : []),
    ].map(
      (key) =>
        `(${quote(benchEventId(e))}, ${quote(BENCH_EVENTS.businessId)}, ${quote(key)}, 'Covered by the organizer')`,
    ),
  );
  return marks.join(',\n');
}

export async function seedEventsBusiness(connection: DatabaseConnection, catalog: Catalog) {
  const hash = quote(await hashPassword(BENCH_PASSWORD));
  const { businessId, members, vehicles } = BENCH_EVENTS;
  const people = `generate_series(1, ${members}) as g(n)`;
  const events = eventsOf(catalog);
  await connection.executeSql(`
    insert into "user" (id, name, email, email_verified, last_business_id)
    select 'bench-events-' || n, 'Events Member ' || n, 'events' || n || '@bench.permitpilot.test', true,
      '${businessId}'
    from ${people};
    insert into account (id, account_id, provider_id, user_id, password)
    select 'bench-events-account-' || n, 'bench-events-' || n, 'credential', 'bench-events-' || n, ${hash}
    from ${people};
    insert into organization (id, name, slug) values ('${businessId}', 'Valley Tacos', '${businessId}');
    insert into member (id, organization_id, user_id, role)
    select 'bench-events-member-' || n, '${businessId}', 'bench-events-' || n,
      case when n = 1 then 'owner' when n <= 4 then 'manager' else 'crew' end
    from ${people};
    -- Alerts off: the renewals and deadlines are due, and the reminder engine's start-up sweep would otherwise
    -- render and send the team's digests while the reads are measured.
    insert into alert_settings (member_id, email_alerts, text_alerts)
    select 'bench-events-member-' || n, false, false from ${people};
    insert into subscriptions (business_id, tier, status, current_period_end, provider)
    values ('${businessId}', 'pro', 'active', now() + interval '20 days', 'local');
    insert into business_profiles (business_id, business_name, states_operating, phone, email)
    values ('${businessId}', 'Valley Tacos', 'California', '(510) 555-0134', 'events1@bench.permitpilot.test');

    insert into vehicles (id, business_id, name, kind)
    select ('00000000-0000-4000-9000-' || lpad(v::text, 12, '0'))::uuid, '${businessId}', 'Truck ' || v, 'truck'
    from generate_series(1, ${vehicles}) as w(v);

    insert into events (id, business_id, name, organizer, organizer_email, address, city, state_code, starts_on,
      ends_on, application_deadline, booth_fee, coi_document_key)
    values ${eventValues(events)};

    insert into event_vehicles (event_id, vehicle_id, business_id)
    select ('00000000-0000-4000-b000-' || lpad(e::text, 12, '0'))::uuid,
      ('00000000-0000-4000-9000-' || lpad((1 + (e * 7 + k * 3) % ${vehicles})::text, 12, '0'))::uuid,
      '${businessId}'
    from generate_series(1, ${BENCH_EVENTS.events}) as f(e) cross join generate_series(1, 3) as h(k)
    where e % 10 <> 0 and k <= 1 + e % 3;

    insert into permits (id, business_id, name, renewal_date, cost, city, state, state_code, vehicle_id,
      catalog_entry_id, event_id, renewal_link)
    values ${permitValues(events)};

    insert into event_line_marks (event_id, business_id, line_key, reason) values ${markValues(events)};
  `);
  await settle(connection);
}
