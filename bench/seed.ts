import { hashPassword } from 'better-auth/crypto';
import type { DatabaseConnection } from '@server/db/client';
import { DEFAULT_PASSWORD } from '@tests/support/factories';

export const BENCH_PASSWORD = DEFAULT_PASSWORD;
export const benchUserId = (n: number) => `bench-${n}`;
export const benchEmail = (n: number) => `owner${n}@bench.permitpilot.test`;

/**
 * Signs the n-th seeded owner in and answers the session's Cookie header. `origin` is the server's APP_URL,
 * which the same-origin guard expects (the web benchmark calls the server by another host name).
 */
export async function signInBenchOwner(url: string, n: number, origin = url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: benchEmail(n), password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of owner ${n}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

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
    insert into "user" (id, name, email, email_verified)
    select 'bench-' || n, 'Bench Owner ' || n, 'owner' || n || '@bench.permitpilot.test', true from ${owners};

    insert into account (id, account_id, provider_id, user_id, password)
    select 'bench-account-' || n, 'bench-' || n, 'credential', 'bench-' || n, ${hash} from ${owners};

    insert into business_profiles (user_id, business_name, states_operating, phone, email)
    select 'bench-' || n, 'Taco Truck ' || n, 'California', '(510) 555-0134',
      'owner' || n || '@bench.permitpilot.test'
    from ${owners};

    insert into subscriptions (user_id, tier, status, current_period_end, provider)
    select 'bench-' || n, 'pro', 'active', now() + interval '20 days', 'local'
    from ${owners} where n % ${shape.proEvery} = 0;

    insert into alert_settings (user_id, email_alerts, text_alerts, phone_number, time_zone, send_hour)
    select 'bench-' || n, true, n % ${shape.proEvery} = 0, '+1510555' || lpad((n % 10000)::text, 4, '0'),
      (array['America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York'])[1 + n % 4], 0
    from ${owners} where n % 2 = 0;

    with categories as (select array_agg(id order by id) as ids from permit_categories)
    insert into permits (user_id, name, issue_date, renewal_date, cost, city, state, state_code, category_id,
      processing_time_days, renewal_link, notes)
    select 'bench-' || n, 'Permit ' || p || ' of truck ' || n,
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
  await connection.executeSql('analyze');
}
