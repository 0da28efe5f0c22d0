import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

// A password-reset link and a calendar feed carry their credential in the path: the request log keeps the
// route and never the credential, so that whoever reads the logs gets no working link.

const log: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: pino({ level: 'info' }, { write: (line: string) => void log.push(line) }),
  });
});
afterAll(() => t?.close());

describe('the request log', () => {
  it('leaves out the token of a reset link and of a calendar feed', async () => {
    const resetToken = 'resetTokenSecretValue123';
    const feedToken = 'feedTokenSecretValue456';
    await t.request(`/api/auth/reset-password/${resetToken}?callbackURL=%2Freset-password`);
    await t.request(`/api/calendar/${feedToken}.ics`);

    const lines = log.filter((line) => line.includes('"msg":"request"'));
    expect(lines.some((line) => line.includes('"path":"/api/auth/reset-password/:secret"'))).toBe(true);
    expect(lines.some((line) => line.includes('"path":"/api/calendar/:secret"'))).toBe(true);
    expect(log.join('\n')).not.toContain(resetToken);
    expect(log.join('\n')).not.toContain(feedToken);
  });
});
