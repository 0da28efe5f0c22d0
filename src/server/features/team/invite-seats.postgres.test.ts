import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitation } from '@server/db/schema';
import { MEMBER_LIMIT } from '@shared/domain/plan-limits';
import { uniqueEmail } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

// Only in the PostgreSQL suite (vitest.config.ts): requests run at once on several connections there, so a
// count taken before an insert could be stale by the insert (docs/decisions/0018 member limit).
const t = setUpTestApp();

/** 201, or the code of the refusal. */
async function invite(cookie: string, email: string) {
  const response = await t.request('/api/team/invitations', {
    method: 'POST',
    json: { email, role: 'crew' },
    cookie,
  });
  return response.status === 201 ? 201 : ((await response.json()) as { error: { code: string } }).error.code;
}

const mailsTo = async (email: string) =>
  (
    (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: unknown[];
    }
  ).messages.length;

const pendingOf = (businessId: string) =>
  t.db
    .select({ email: invitation.email })
    .from(invitation)
    .where(and(eq(invitation.organizationId, businessId), eq(invitation.status, 'pending')));

describe('invitations sent at the same moment', () => {
  it('never take more seats than the member limit', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const emails = Array.from({ length: MEMBER_LIMIT + 4 }, () => uniqueEmail('crew'));
    const answers = await Promise.all(emails.map((email) => invite(owner.cookie, email)));
    // The owner holds one seat.
    expect(answers.filter((code) => code === 201)).toHaveLength(MEMBER_LIMIT - 1);
    expect(answers.filter((code) => code !== 201)).toEqual(Array(5).fill('MEMBER_LIMIT_REACHED'));
    const invited = emails.filter((_, index) => answers[index] === 201);
    expect((await pendingOf(owner.businessId)).map(({ email }) => email).sort()).toEqual(invited.sort());
    // Each invitee got their link, and no one else did.
    for (const email of emails) expect(await mailsTo(email)).toBe(invited.includes(email) ? 1 : 0);
  });

  it('invite one address once', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const email = uniqueEmail('crew');
    // Three: an address gets at most three invitation e-mails an hour.
    const answers = await Promise.all(Array.from({ length: 3 }, () => invite(owner.cookie, email)));
    expect(answers.sort()).toEqual([201, 'ALREADY_INVITED', 'ALREADY_INVITED']);
    expect(await pendingOf(owner.businessId)).toEqual([{ email }]);
  });
});
