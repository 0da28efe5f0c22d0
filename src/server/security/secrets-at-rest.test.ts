import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { alertSettings, shareLinks } from '../db/schema';
import { hashSecret } from '../lib/secret-hash';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp, type SignedInOwner } from '@tests/support/test-app';

/**
 * A share link's and a calendar feed's address is their only credential, and both used to be stored as they
 * are: whoever read the database or a backup of it could open every business's shared permits and feeds. Only
 * a SHA-256 of each token is kept now, the screens still show the addresses again, and a link made before
 * keeps working (docs/decisions/0027).
 */

const t = setUpTestApp();
let owner: SignedInOwner;
beforeAll(async () => {
  owner = await t.signedInOwner({ plan: 'pro' });
});

const tokenOf = (url: string) =>
  new URL(url).pathname
    .split('/')
    .at(-1)!
    .replace(/\.ics$/, '');

/** Every row of every table of ours, as text. */
async function everyRow() {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(sql`select table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema = 'public'`),
  );
  const rows = await Promise.all(
    tables.map(async ({ name }) =>
      rowsOf<{ row: string }>(await t.db.execute(sql`select t::text as row from ${sql.identifier(name)} t`)),
    ),
  );
  return rows.flat().map(({ row }) => row);
}

async function shareLink(cookie: string, permitId: string) {
  const response = await t.request('/api/share-links', {
    method: 'POST',
    json: { permitIds: [permitId], expiresIn: 'never' },
    cookie,
  });
  return (await response.json()) as { id: string; url: string };
}

const listedUrls = async (cookie: string) =>
  (
    (await (await t.request('/api/share-links', { cookie })).json()) as { links: { url: string }[] }
  ).links.map((link) => link.url);

const feedUrl = async (cookie: string) =>
  ((await (await t.request('/api/alert-settings', { cookie })).json()) as { calendarFeedUrl: string })
    .calendarFeedUrl;

const status = async (url: string) => (await t.request(new URL(url).pathname)).status;

describe('secrets at rest', () => {
  it('keeps no share-link or calendar-feed token in the database, only their hashes', async () => {
    const permit = await createPermit(t.db, owner.id, { name: 'Health Permit', renewalDate: '2027-05-01' });
    const link = await shareLink(owner.cookie, permit.id);
    const feed = await feedUrl(owner.cookie);
    const { url: regenerated } = (await (
      await t.request('/api/calendar-feed/regenerate', { method: 'POST', json: {}, cookie: owner.cookie })
    ).json()) as { url: string };

    const stored = (await everyRow()).join('\n');
    for (const token of [tokenOf(link.url), tokenOf(feed), tokenOf(regenerated)]) {
      expect(stored).not.toContain(token);
    }
    expect(stored).toContain(hashSecret(tokenOf(link.url)));
    expect(stored).toContain(hashSecret(tokenOf(regenerated)));
  });

  it('shows the same addresses again, and they work', async () => {
    const permit = await createPermit(t.db, owner.id, { name: 'Fire Permit', renewalDate: '2027-06-01' });
    const link = await shareLink(owner.cookie, permit.id);
    expect(await listedUrls(owner.cookie)).toContain(link.url);
    expect(await status(link.url.replace('/share/', '/api/shared/'))).toBe(200);
    const feed = await feedUrl(owner.cookie);
    expect(await feedUrl(owner.cookie)).toBe(feed);
    expect(await status(feed)).toBe(200);
  });

  it('keeps a link and a feed made before hashing working beside the address shown now, until ended', async () => {
    const other = await t.signedInOwner({ plan: 'pro' });
    const permit = await createPermit(t.db, other.id, { name: 'Seller Permit', renewalDate: '2027-07-01' });
    // As migration 0016 left them: the hash of a random token, no seed.
    const oldShareToken = 'A'.repeat(43);
    const oldFeedToken = 'B'.repeat(43);
    const { id } = await shareLink(other.cookie, permit.id);
    await t.db
      .update(shareLinks)
      .set({ tokenHash: hashSecret(oldShareToken) })
      .where(eq(shareLinks.id, id));
    await feedUrl(other.cookie);
    await t.db
      .update(alertSettings)
      .set({ calendarFeedSeed: null, calendarFeedTokenHash: hashSecret(oldFeedToken) })
      .where(eq(alertSettings.memberId, other.memberId));
    const oldShare = `http://localhost:3000/api/shared/${oldShareToken}`;
    const oldFeed = `http://localhost:3000/api/calendar/${oldFeedToken}.ics`;

    const [shown] = await listedUrls(other.cookie);
    const shownFeed = await feedUrl(other.cookie);
    expect(tokenOf(shown!)).not.toBe(oldShareToken);
    expect(tokenOf(shownFeed)).not.toBe(oldFeedToken);
    for (const url of [oldShare, shown!.replace('/share/', '/api/shared/'), oldFeed, shownFeed]) {
      expect(await status(url), url).toBe(200);
    }

    await t.request(`/api/share-links/${id}`, { method: 'DELETE', cookie: other.cookie });
    await t.request('/api/calendar-feed/regenerate', { method: 'POST', json: {}, cookie: other.cookie });
    for (const url of [oldShare, shown!.replace('/share/', '/api/shared/'), oldFeed, shownFeed]) {
      expect(await status(url), url).toBe(404);
    }
  });
});
