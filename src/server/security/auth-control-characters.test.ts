import { Writable } from 'node:stream';
import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { user } from '../db/schema';

// Bad input gets a 4xx with a code, never a 5xx (docs/product/errors.md#statuses), and what an owner typed
// never reaches the log. PostgreSQL refuses a NUL in text, so a control character that reached better-auth's
// queries was a 500.

type ApiError = { error: { code: string; message: string } };

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  // Every line the server logs, at every level, kept to look for the request's data.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({
    env: { SIGN_UP_RATE_LIMIT_MAX: '1000' },
    logger: pino({ level: 'debug' }, sink),
  });
});
afterAll(() => t?.close());

const post = (pathname: string, json: unknown) => t.request(pathname, { method: 'POST', json });

/** A marker that must not appear in the log, and the control characters that must be refused. */
const MARKER = 'zq7marker';
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];

async function expectRefused(response: Response, label: string) {
  expect(response.status, label).toBe(400);
  const body = (await response.json()) as ApiError;
  expect(body.error.code, label).toBe('VALIDATION_ERROR');
  expect(body.error.message, label).toMatch(/control character/i);
  expect(body.error.message, label).not.toContain(MARKER);
}

describe('control characters in the auth forms', () => {
  it('refuses them in the sign-up e-mail, name and password with a 400, storing and logging nothing', async () => {
    for (const control of CONTROLS) {
      const email = `${MARKER}-up@example.com`;
      const fields = {
        email: { email: `${MARKER}${control}-up@example.com`, password: 'secret12', name: '' },
        name: { email, password: 'secret12', name: `${MARKER}${control}Taco` },
        password: { email, password: `${MARKER}${control}secret`, name: '' },
      };
      for (const [field, body] of Object.entries(fields)) {
        await expectRefused(
          await post('/api/auth/sign-up/email', body),
          `${field} ${JSON.stringify(control)}`,
        );
      }
    }
    expect(
      await t.db
        .select()
        .from(user)
        .where(like(user.email, `${MARKER}%`)),
    ).toHaveLength(0);
    expect(logLines.filter((line) => line.includes(MARKER))).toEqual([]);
  });

  it('refuses them in the sign-in e-mail, and in the e-mails of the reset and confirmation requests', async () => {
    for (const control of CONTROLS) {
      const email = `${MARKER}${control}@example.com`;
      const label = JSON.stringify(control);
      await expectRefused(await post('/api/auth/sign-in/email', { email, password: 'secret12' }), label);
      await expectRefused(await post('/api/auth/request-password-reset', { email }), label);
      await expectRefused(await post('/api/auth/send-verification-email', { email }), label);
      await expectRefused(
        await post('/api/auth/reset-password', { token: `${MARKER}${control}`, newPassword: 'secret12' }),
        label,
      );
    }
    expect(logLines.filter((line) => line.includes(MARKER))).toEqual([]);
  });

  it('answers links carrying them without a 5xx', async () => {
    for (const control of CONTROLS) {
      const value = encodeURIComponent(`${MARKER}${control}`);
      for (const link of [
        `/api/auth/reset-password/${value}?callbackURL=/reset-password`,
        `/api/auth/reset-password/abc?callbackURL=/reset-password${value}`,
        `/api/auth/verify-email?token=${value}&callbackURL=/auth`,
      ]) {
        const response = await t.request(link);
        expect(response.status, link).toBeLessThan(500);
      }
    }
    // The access log names each path it served; no warning or error repeats what the link carried.
    const warnings = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
    expect(warnings.filter((line) => line.includes(MARKER))).toEqual([]);
  });

  it('still signs up a name with ordinary spaces and accents, and signs in as before', async () => {
    const signUp = await post('/api/auth/sign-up/email', {
      email: 'ana-accents@example.com',
      password: 'secret12',
      name: 'Ana’s Tacos — Café',
    });
    expect(signUp.status).toBe(200);
    const [row] = await t.db.select().from(user).where(eq(user.email, 'ana-accents@example.com'));
    expect(row?.name).toBe('Ana’s Tacos — Café');

    const owner = await createUser(t.db, { password: 'pass with spaces' });
    const signIn = await post('/api/auth/sign-in/email', { email: owner.email, password: owner.password });
    expect(signIn.status).toBe(200);
  });
});
