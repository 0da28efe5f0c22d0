import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, uniqueEmail } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

// Nobody can make PermitPilot flood someone else's inbox: confirmation and password-reset e-mails are
// limited per recipient (3 an hour each, docs/decisions/0011) whatever client addresses ask, and the
// answer beyond the limit is the one a sent e-mail gets, so it tells nothing about the account.

const CONFIRM_SUBJECT = 'Confirm your PermitPilot account';
const RESET_SUBJECT = 'Reset your PermitPilot password';

// The attacker rotates client addresses, so better-auth's per-client limits are not what stops them.
const t = setUpTestApp({ env: { TRUST_PROXY: 'true', SIGN_UP_RATE_LIMIT_MAX: '1000' } });
afterEach(() => vi.useRealTimers());

let client = 0;
const post = (pathname: string, json: unknown) =>
  t.request(pathname, {
    method: 'POST',
    headers: { 'x-forwarded-for': `203.0.113.${(++client % 250) + 1}` },
    json,
  });

async function mailsTo(email: string, subject: string) {
  const response = await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  return messages.filter((message) => message.subject === subject);
}

const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('confirmation e-mails', () => {
  it('sends someone signed up by a stranger 3 confirmations an hour, however often sign-in is tried', async () => {
    const victim = uniqueEmail('victim');
    expect(
      (await post('/api/auth/sign-up/email', { email: victim, password: 'secret12', name: '' })).status,
    ).toBe(200);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(
        await answer(await post('/api/auth/sign-in/email', { email: victim, password: 'secret12' })),
      );
    }
    // The same answer whether the e-mail went out or not.
    for (const each of answers) expect(each).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(403);
    expect(await mailsTo(victim, CONFIRM_SUBJECT)).toHaveLength(3);

    const resend = await answer(
      await post('/api/auth/send-verification-email', { email: victim.toUpperCase() }),
    );
    expect(resend).toEqual({ status: 200, body: { status: true } });
    expect(await mailsTo(victim, CONFIRM_SUBJECT)).toHaveLength(3);
  });

  it('answers a resend beyond the limit exactly like one within it', async () => {
    const owner = await createUser(t.db, { verified: false });
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(await answer(await post('/api/auth/send-verification-email', { email: owner.email })));
    }
    for (const each of answers) expect(each).toEqual(answers[0]);
    expect(await mailsTo(owner.email, CONFIRM_SUBJECT)).toHaveLength(3);

    // Another recipient is not held back by this one's limit.
    const other = await createUser(t.db, { verified: false });
    await post('/api/auth/send-verification-email', { email: other.email });
    expect(await mailsTo(other.email, CONFIRM_SUBJECT)).toHaveLength(1);
  });
});

describe('password-reset e-mails', () => {
  it('sends 3 an hour per address, answers the rest alike, and mails again an hour later', async () => {
    const owner = await createUser(t.db);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const email = attempt % 2 ? owner.email.toUpperCase() : owner.email;
      answers.push(
        await answer(
          await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
        ),
      );
    }
    for (const each of answers) expect(each).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    const mails = await mailsTo(owner.email, RESET_SUBJECT);
    expect(mails).toHaveLength(3);

    // The requests that sent nothing voided nothing: the last link mailed still works.
    const token = mails[0]!.text
      .match(/https?:\/\/\S+/)![0]
      .split('?')[0]!
      .split('/')
      .at(-1);
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'brand-new-pass' },
    });
    expect(reset.status).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    await post('/api/auth/request-password-reset', { email: owner.email, redirectTo: '/reset-password' });
    expect(await mailsTo(owner.email, RESET_SUBJECT)).toHaveLength(4);
  });
});

describe('test e-mails to the support address', () => {
  it('reach the support inbox at most 20 times an hour, however many client addresses ask', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt++) statuses.push((await post('/api/email-test', {})).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const response = await t.request(`/api/dev/outbox?to=${encodeURIComponent(t.config.SUPPORT_EMAIL)}`);
    expect(((await response.json()) as { messages: unknown[] }).messages).toHaveLength(20);
  });
});
