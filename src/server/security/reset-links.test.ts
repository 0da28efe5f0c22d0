import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';
import { verification } from '../db/schema';

// A password-reset link works once, and only the newest one works (docs/product/screens.md#password-reset): a
// reset, or a newer request, voids every other link of the account, and the database keeps only a hash of
// each link.

type ApiError = { error: { code: string; message: string } };

// Several addresses, so that better-auth's per-client limit of the reset request is not what is tested.
const t = setUpTestApp({ env: { TRUST_PROXY: 'true' } });

let client = 0;
/** Asks for a reset link for `email` and returns its token, read from the e-mail. */
async function requestResetToken(email: string): Promise<string> {
  const response = await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    headers: { 'x-forwarded-for': `198.51.100.${++client}` },
    json: { email, redirectTo: '/reset-password' },
  });
  expect(response.status).toBe(200);
  const outbox = (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const link = new URL(outbox.messages[0]!.text.match(/https?:\/\/\S+/)![0]);
  return link.pathname.split('/').at(-1)!;
}

const resetWith = (token: string, newPassword: string) =>
  t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });

async function expectInvalidToken(response: Response) {
  expect(response.status).toBe(400);
  expect(((await response.json()) as ApiError).error.code).toBe('INVALID_TOKEN');
}

describe('password-reset links', () => {
  it('refuses the older of two links once the newer has reset the password', async () => {
    const owner = await createUser(t.db);
    const older = await requestResetToken(owner.email);
    const newer = await requestResetToken(owner.email);
    expect(newer).not.toBe(older);

    expect((await resetWith(newer, 'newer-password')).status).toBe(200);
    await expectInvalidToken(await resetWith(older, 'older-password'));
    await t.signIn(owner.email, 'newer-password');
  });

  it('voids the older link as soon as a newer one is requested, and the newer still works', async () => {
    const owner = await createUser(t.db);
    const older = await requestResetToken(owner.email);
    const newer = await requestResetToken(owner.email);

    await expectInvalidToken(await resetWith(older, 'older-password'));
    const follow = await t.request(`/api/auth/reset-password/${older}?callbackURL=/reset-password`);
    expect(follow.headers.get('location')).toContain('error=INVALID_TOKEN');

    expect((await resetWith(newer, 'newer-password')).status).toBe(200);
    await expectInvalidToken(await resetWith(newer, 'again-password'));
  });

  it('voids a link mailed before links were hashed once the password is reset', async () => {
    const owner = await createUser(t.db);
    const fresh = await requestResetToken(owner.email);
    // A link of the earlier releases, its token stored as it is, still outstanding when the new one is used.
    const legacy = 'legacyResetToken123456789';
    await t.db.insert(verification).values({
      id: `legacy-${owner.id}`,
      identifier: `reset-password:${legacy}`,
      value: owner.id,
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    });

    expect((await resetWith(fresh, 'fresh-password')).status).toBe(200);
    await expectInvalidToken(await resetWith(legacy, 'legacy-password'));
    await t.signIn(owner.email, 'fresh-password');
  });

  it('keeps only a hash of the link in the database', async () => {
    const owner = await createUser(t.db);
    const token = await requestResetToken(owner.email);
    const rows = await t.db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(sql`${verification.value} = ${owner.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.identifier).not.toContain(token);
    // The stored hash is not itself a token that resets the password.
    const stored = rows[0]!.identifier.split(':').at(-1)!;
    await expectInvalidToken(await resetWith(stored, 'stolen-password'));
    expect((await resetWith(token, 'owner-password')).status).toBe(200);
  });
});
