import { hashPassword } from 'better-auth/crypto';
import type { DatabaseConnection } from '@server/db/client';
import { DEFAULT_PASSWORD } from '@tests/support/factories';

/**
 * After a seed: the tables as autovacuum keeps them in production, statistics and visibility map both, so that
 * the plans and their index-only scans are those of a running service, not of a table just bulk-loaded.
 */
export const settle = (connection: DatabaseConnection) => connection.executeSql('vacuum analyze');

export const BENCH_PASSWORD = DEFAULT_PASSWORD;
/** The business the n-th owner owns (docs/decisions/0018). */
export const benchBusinessId = (n: number) => `bench-business-${n}`;
export const benchEmail = (n: number) => `owner${n}@bench.permitpilot.test`;

/**
 * Signs the n-th seeded owner in and answers the session's Cookie header. `origin` is the server's APP_URL,
 * which the same-origin guard expects (the web benchmark calls the server by another host name).
 */
/** Signs a seeded person in by e-mail; answers the session's Cookie header. */
export async function signInWith(url: string, email: string, origin = url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export const signInBenchOwner = (url: string, n: number, origin = url) =>
  signInWith(url, benchEmail(n), origin);

export type SeedShape = {
  owners: number;
  permitsPerOwner: number;
  /** Renewal dates spread over [today + fromDays, today + fromDays + spanDays). */
  renewal: { fromDays: number; spanDays: number };
  /** Every n-th owner is on Pro with text alerts to a phone, so the sweep fills both channels. */
  proEvery: number;
};

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Seeds owners and their permits with set-based SQL (a handful of statements, whatever the size): confirmed
 * owners with one real password hash, a business profile each, every `proEvery`-th owner on Pro with text
 * alerts, half the owners with saved alert settings in one of four time zones, and permits in every category
 * with renewal dates spread over the given window. Ends with ANALYZE, as autovacuum would after a load.
 */
export async function seedOwners(connection: DatabaseConnection, shape: SeedShape) {
  const hash = quote(await hashPassword(BENCH_PASSWORD));
  const owners = `generate_series(1, ${shape.owners}) as g(n)`;
  await connection.executeSql(`
    insert into "user" (id, name, email, email_verified, last_business_id)
    select 'bench-' || n, 'Bench Owner ' || n, 'owner' || n || '@bench.permitpilot.test', true, 'bench-business-' || n
    from ${owners};

    insert into account (id, account_id, provider_id, user_id, password)
    select 'bench-account-' || n, 'bench-' || n, 'credential', 'bench-' || n, ${hash} from ${owners};

    insert into organization (id, name, slug)
    select 'bench-business-' || n, 'Taco Truck ' || n, 'bench-business-' || n from ${owners};

    insert into member (id, organization_id, user_id, role)
    select 'bench-member-' || n, 'bench-business-' || n, 'bench-' || n, 'owner' from ${owners};

    insert into business_profiles (business_id, business_name, states_operating, phone, email)
    select 'bench-business-' || n, 'Taco Truck ' || n, 'California', '(510) 555-0134',
      'owner' || n || '@bench.permitpilot.test'
    from ${owners};

    insert into subscriptions (business_id, tier, status, current_period_end, provider)
    select 'bench-business-' || n, 'pro', 'active', now() + interval '20 days', 'local'
    from ${owners} where n % ${shape.proEvery} = 0;

    insert into alert_settings (member_id, email_alerts, text_alerts, phone_number, time_zone, send_hour)
    select 'bench-member-' || n, true, n % ${shape.proEvery} = 0, '+1510555' || lpad((n % 10000)::text, 4, '0'),
      (array['America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York'])[1 + n % 4], 0
    from ${owners} where n % 2 = 0;

    with categories as (select array_agg(id order by id) as ids from permit_categories)
    insert into permits (business_id, name, issue_date, renewal_date, cost, city, state, state_code, category_id,
      processing_time_days, renewal_link, notes)
    select 'bench-business-' || n, 'Permit ' || p || ' of truck ' || n,
      current_date - 365 + ((n * 13 + p * 7) % 200),
      current_date + ${shape.renewal.fromDays} + ((n * 31 + p * 97) % ${shape.renewal.spanDays}),
      (25 + (n * p) % 475)::numeric,
      'Oakland', 'California', 'CA',
      categories.ids[1 + (n + p) % cardinality(categories.ids)],
      case when p % 3 = 0 then 45 end,
      'https://city.example/renew/' || p,
      case when p % 4 = 0 then 'Inspection booked with the county' end
    from ${owners} cross join generate_series(1, ${shape.permitsPerOwner}) as q(p) cross join categories;
  `);
  await settle(connection);
}

export const BENCH_TEAM = { businessId: 'bench-business-team', members: 10, permits: 500 } as const;
export const benchTeamEmail = (n: number) => `team${n}@bench.permitpilot.test`;

/**
 * One business with a team (docs/decisions/0018): member 1 owns it, 2–4 are managers, the rest crew, and it
 * tracks 500 permits. Every member starts their sessions in it.
 */
export async function seedTeam(connection: DatabaseConnection) {
  const hash = quote(await hashPassword(BENCH_PASSWORD));
  const { businessId, members, permits } = BENCH_TEAM;
  const people = `generate_series(1, ${members}) as g(n)`;
  await connection.executeSql(`
    insert into "user" (id, name, email, email_verified, last_business_id)
    select 'bench-team-' || n, 'Team Member ' || n, 'team' || n || '@bench.permitpilot.test', true, '${businessId}'
    from ${people};

    insert into account (id, account_id, provider_id, user_id, password)
    select 'bench-team-account-' || n, 'bench-team-' || n, 'credential', 'bench-team-' || n, ${hash} from ${people};

    insert into organization (id, name, slug) values ('${businessId}', 'Team Truck', '${businessId}');

    insert into member (id, organization_id, user_id, role)
    select 'bench-team-member-' || n, '${businessId}', 'bench-team-' || n,
      case when n = 1 then 'owner' when n <= 4 then 'manager' else 'crew' end
    from ${people};

    insert into subscriptions (business_id, tier, status, current_period_end, provider)
    values ('${businessId}', 'pro', 'active', now() + interval '20 days', 'local');

    with categories as (select array_agg(id order by id) as ids from permit_categories)
    insert into permits (business_id, name, renewal_date, cost, city, state, state_code, category_id, notes)
    select '${businessId}', 'Team permit ' || p, current_date + 400 + (p * 7) % 365, (25 + p % 475)::numeric,
      'Austin', 'Texas', 'TX', categories.ids[1 + p % cardinality(categories.ids)],
      case when p % 4 = 0 then 'Inspection booked with the county' end
    from generate_series(1, ${permits}) as q(p) cross join categories;
  `);
  await settle(connection);
}

/**
 * One business with a fleet (docs/product/fleet.md): 20 vehicles and 1,000 permits, one in 21 of them the
 * whole business's and the rest spread over the vehicles; its owner on Pro.
 */
export const BENCH_FLEET = {
  businessId: 'bench-business-fleet',
  email: 'fleet@bench.permitpilot.test',
  vehicles: 20,
  permits: 1000,
} as const;

/** The n-th vehicle of the fleet (1–20): a fixed id, so that the benchmark can ask for it. */
export const benchFleetVehicleId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export async function seedFleet(connection: DatabaseConnection) {
  const hash = quote(await hashPassword(BENCH_PASSWORD));
  const { businessId, email, vehicles, permits } = BENCH_FLEET;
  await connection.executeSql(`
    insert into "user" (id, name, email, email_verified, last_business_id)
    values ('bench-fleet-owner', 'Fleet Owner', '${email}', true, '${businessId}');
    insert into account (id, account_id, provider_id, user_id, password)
    values ('bench-fleet-account', 'bench-fleet-owner', 'credential', 'bench-fleet-owner', ${hash});
    insert into organization (id, name, slug) values ('${businessId}', 'Fleet Foods', '${businessId}');
    insert into member (id, organization_id, user_id, role)
    values ('bench-fleet-member', '${businessId}', 'bench-fleet-owner', 'owner');
    insert into subscriptions (business_id, tier, status, current_period_end, provider)
    values ('${businessId}', 'pro', 'active', now() + interval '20 days', 'local');

    insert into vehicles (id, business_id, name, kind)
    select ('00000000-0000-4000-8000-' || lpad(v::text, 12, '0'))::uuid, '${businessId}', 'Truck ' || v, 'truck'
    from generate_series(1, ${vehicles}) as w(v);

    with categories as (select array_agg(id order by id) as ids from permit_categories)
    insert into permits (business_id, vehicle_id, name, renewal_date, cost, city, state, state_code, category_id)
    select '${businessId}',
      case when p % ${vehicles + 1} = 0 then null
        else ('00000000-0000-4000-8000-' || lpad((p % ${vehicles + 1})::text, 12, '0'))::uuid end,
      'Fleet permit ' || p, current_date + 400 + (p * 7) % 365, (25 + p % 475)::numeric,
      'Denver', 'Colorado', 'CO', categories.ids[1 + p % cardinality(categories.ids)]
    from generate_series(1, ${permits}) as q(p) cross join categories;
  `);
  await settle(connection);
}

/** Signs the n-th member of the benchmark's team in; answers the session's Cookie header. */
export const signInBenchTeamMember = (url: string, n: number) => signInWith(url, benchTeamEmail(n));
