import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '@tests/support/migrations';
import type { DatabaseConnection } from './client';
import { hashSecret } from '../lib/secret-hash';

/**
 * Migration 0008 (docs/decisions/0018) on data written by the schema before it: every owner's permits,
 * documents, renewal history, profile, subscription, alert settings and reminders move into a business they
 * own, and nothing is lost. Runs on PGlite, and on PostgreSQL in the PostgreSQL suite.
 */
const BEFORE_TEAMS = 8; // migrations 0000–0007

let connection: DatabaseConnection;
let database: Awaited<ReturnType<typeof databaseBeforeMigration>>;

const query = async <Row>(text: string) => {
  const result = await connection.executeSql(text);
  return (Array.isArray(result) ? result.at(-1)!.rows : result.rows) as Row[];
};

beforeAll(async () => {
  // The migrations as they were before teams: the journal cut after 0007.
  database = await databaseBeforeMigration(BEFORE_TEAMS);
  connection = database.connection;

  // Two owners as the previous schema stored them; the second never onboarded.
  await connection.executeSql(`
    insert into "user" (id, name, email, email_verified) values
      ('u1', 'Ana', 'ana@example.com', true), ('u2', '', 'ben@example.com', true);
    insert into session (id, expires_at, token, user_id) values ('s1', now() + interval '1 day', 'tok1', 'u1');
    insert into business_profiles (user_id, business_name, states_operating) values ('u1', 'Tacos Ana', 'CA');
    insert into subscriptions (user_id, tier, status, provider, provider_customer_id, trial_used_at)
      values ('u1', 'pro', 'active', 'local', 'local_cus_u1', now());
    insert into alert_settings (user_id, email_alerts, text_alerts, phone_number, reminder_days, calendar_feed_token)
      values ('u1', true, true, '+15105550100', '{30,7}', 'feed-token-of-ana');
    insert into permits (id, user_id, name, renewal_date, document_key, document_name)
      values ('11111111-1111-4111-8111-111111111111', 'u1', 'Health Permit', '2027-01-01', 'u1/11111111-1111-4111-8111-111111111111/abcdefghijklmnop', 'health.pdf'),
             ('22222222-2222-4222-8222-222222222222', 'u2', 'Seller Permit', null, null, null);
    insert into permit_renewals (permit_id, user_id, previous_renewal_date, new_renewal_date)
      values ('11111111-1111-4111-8111-111111111111', 'u1', '2026-01-01', '2027-01-01');
    insert into reminder_deliveries (user_id, permit_id, renewal_date, lead_day, channel, state)
      values ('u1', '11111111-1111-4111-8111-111111111111', '2027-01-01', 30, 'email', 'sent');
    insert into calendar_integrations (user_id, provider) values ('u1', 'google');
  `);
  await database.migrateAll();
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0008: permits move from a person to a business', () => {
  it('makes each user the owner of a business named by their profile, or else their e-mail', async () => {
    const rows = await query<{
      email: string;
      name: string;
      role: string;
      last: boolean;
      active: string | null;
    }>(`
      select u.email, o.name, m.role, u.last_business_id = o.id as last,
        (select s.active_organization_id from session s where s.user_id = u.id) as active
      from "user" u join member m on m.user_id = u.id join organization o on o.id = m.organization_id
      order by u.email`);
    expect(rows.map(({ email, name, role, last }) => ({ email, name, role, last }))).toEqual([
      { email: 'ana@example.com', name: 'Tacos Ana', role: 'owner', last: true },
      { email: 'ben@example.com', name: 'ben@example.com', role: 'owner', last: true },
    ]);
    const [business] = await query<{ id: string }>(
      `select organization_id as id from member where user_id = 'u1'`,
    );
    expect(rows[0]!.active).toBe(business!.id);
  });

  it("keeps every row, each in its owner's business or with its owner's membership", async () => {
    const moved = await query<Record<string, string>>(`
      select
        (select p.name from permits p where p.business_id = m.organization_id order by p.name limit 1) as permit,
        (select p.document_key from permits p where p.business_id = m.organization_id limit 1) as document,
        (select count(*)::text from permit_renewals r where r.business_id = m.organization_id and r.renewed_by = m.user_id) as renewals,
        (select bp.business_name from business_profiles bp where bp.business_id = m.organization_id) as profile,
        (select s.status || '/' || s.provider_customer_id || '/' || (s.trial_used_at is not null)::text
           from subscriptions s where s.business_id = m.organization_id) as subscription,
        (select a.phone_number || '/' || a.calendar_feed_token_hash || '/' || array_to_string(a.reminder_days, ',')
           from alert_settings a where a.member_id = m.id) as alerts,
        (select count(*)::text from reminder_deliveries d where d.member_id = m.id) as reminders
      from member m where m.user_id = 'u1'`);
    expect(moved).toEqual([
      {
        permit: 'Health Permit',
        document: 'u1/11111111-1111-4111-8111-111111111111/abcdefghijklmnop',
        renewals: '1',
        profile: 'Tacos Ana',
        subscription: 'active/local_cus_u1/true',
        // Kept as its hash since migration 0016 (docs/decisions/0027).
        alerts: `+15105550100/${hashSecret('feed-token-of-ana')}/30,7`,
        reminders: '1',
      },
    ]);
    const [ben] = await query<{ permits: string }>(`
      select count(*)::text as permits from permits p join member m on m.organization_id = p.business_id
      where m.user_id = 'u2'`);
    expect(ben!.permits).toBe('1');
    const [totals] = await query<Record<string, string>>(`
      select (select count(*) from permits)::text as permits, (select count(*) from organization)::text as businesses,
        (select count(*) from member)::text as members`);
    expect(totals).toEqual({ permits: '2', businesses: '2', members: '2' });
  });

  it('drops the user columns and enforces the new keys', async () => {
    const columns = await query<{ table_name: string }>(`
      select table_name from information_schema.columns
      where column_name = 'user_id' and table_schema = 'public' order by table_name`);
    expect(columns.map((row) => row.table_name)).toEqual([
      'account',
      'calendar_integrations',
      'member',
      'session',
    ]);
    await expect(
      connection.executeSql(`insert into permits (business_id, name) values ('no-such-business', 'x')`),
    ).rejects.toThrow();
  });

  it('drops calendar connections from before Google Calendar sync, which hold no grant (migration 0012)', async () => {
    const [calendars] = await query<{ count: string }>(
      'select count(*)::text as count from calendar_integrations',
    );
    expect(calendars!.count).toBe('0');
    // The table now needs a member and an encrypted grant (docs/decisions/0023).
    await expect(
      connection.executeSql(`insert into calendar_integrations (user_id, provider) values ('u1', 'google')`),
    ).rejects.toThrow();
  });
});
