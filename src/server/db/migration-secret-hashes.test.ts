import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '@tests/support/migrations';
import { findLiveShareLink } from '../features/permits/share-links';
import { getCalendarFeed } from '../features/calendar-feed/get-calendar-feed';
import { hashSecret } from '../lib/secret-hash';

/**
 * Migration 0016 (docs/decisions/0027) on links made before it: share-link and feed tokens are replaced by
 * their SHA-256, computed by the database itself, and the links made before go on working. Runs on PGlite,
 * and on PostgreSQL in the PostgreSQL suite.
 */
const BEFORE_HASHES = 16; // migrations 0000–0015

const SHARE_TOKEN = 'S'.repeat(21) + 'h4r3-t0k3n_' + 'x'.repeat(11);
const FEED_TOKEN = 'F'.repeat(21) + 'e3d-t0k3n__' + 'y'.repeat(11);

let database: Awaited<ReturnType<typeof databaseBeforeMigration>>;

const query = async <Row>(text: string) => {
  const result = await database.connection.executeSql(text);
  return (Array.isArray(result) ? result.at(-1)!.rows : result.rows) as Row[];
};

beforeAll(async () => {
  database = await databaseBeforeMigration(BEFORE_HASHES);
  await database.connection.executeSql(`
    insert into "user" (id, name, email, email_verified) values ('u1', 'Ana', 'ana@example.com', true);
    insert into organization (id, name, slug, created_at) values ('b1', 'Tacos Ana', 'b1', now());
    insert into member (id, organization_id, user_id, role, created_at) values ('m1', 'b1', 'u1', 'owner', now());
    insert into share_links (id, business_id, token)
      values ('33333333-3333-4333-8333-333333333333', 'b1', '${SHARE_TOKEN}');
    insert into alert_settings (member_id, calendar_feed_token) values ('m1', '${FEED_TOKEN}');
  `);
  await database.migrateAll();
});
afterAll(() => database?.close());

describe('migration 0016: link tokens are kept as hashes', () => {
  it('stores the SHA-256 of each token, as the server computes it, and no token', async () => {
    expect(await query(`select token_hash, previous_token_hash from share_links`)).toEqual([
      { token_hash: hashSecret(SHARE_TOKEN), previous_token_hash: null },
    ]);
    expect(
      await query(
        `select calendar_feed_seed, calendar_feed_token_hash, calendar_feed_previous_token_hash from alert_settings`,
      ),
    ).toEqual([
      {
        calendar_feed_seed: null,
        calendar_feed_token_hash: hashSecret(FEED_TOKEN),
        calendar_feed_previous_token_hash: null,
      },
    ]);
    const columns = await query<{ name: string }>(`
      select column_name as name from information_schema.columns
      where table_name in ('share_links', 'alert_settings') and column_name in ('token', 'calendar_feed_token')`);
    expect(columns).toEqual([]);
  });

  it('keeps the links made before working', async () => {
    const db = database.connection.db;
    expect(await findLiveShareLink(db, SHARE_TOKEN)).toMatchObject({ businessId: 'b1' });
    const feed = await getCalendarFeed({ db, token: FEED_TOKEN, appUrl: 'http://localhost:3000' });
    expect(feed).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});
