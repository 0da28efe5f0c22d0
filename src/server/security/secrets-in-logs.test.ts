import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggablePath } from '../lib/loggable-path';
import { createPermit, createUser } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

// A password-reset link, a calendar feed, a share link and an invitation carry their credential in the path:
// the logs keep the route and never the credential, so that whoever reads them gets no working link.

const log: string[] = [];
const t = setUpTestApp({
  logger: pino({ level: 'info' }, { write: (line: string) => void log.push(line) }),
});

const lastSegment = (url: string) => new URL(url, 'http://localhost').pathname.split('/').at(-1)!;

/** The token of the newest e-mail to `email` whose link goes through `path`. */
async function linkIn(email: string, path: string) {
  const outbox = (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const links = outbox.messages.flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? []);
  return links.find((link) => link.includes(path))!;
}

describe('the logs', () => {
  it('leave out the token of a reset link and of a calendar feed', async () => {
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

  it('keep no secret of a session that used every route with one in its path', async () => {
    log.length = 0;
    const owner = await t.signedInOwner({ plan: 'pro' });
    const { cookie } = owner;
    const permit = await createPermit(t.db, owner.id, { name: 'Health Permit', renewalDate: '2027-05-01' });
    const invitee = await createUser(t.db);
    expect((await t.uploadDocument(cookie, permit.id)).status).toBe(200);
    const statuses: Record<string, number> = {};
    const use = async (path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
      statuses[`${init.method ?? 'GET'} ${path}`] = (await t.request(path, init)).status;
    };

    const { url: shareUrl } = (await (
      await t.request('/api/share-links', {
        method: 'POST',
        json: { permitIds: [permit.id], expiresIn: '7d' },
        cookie,
      })
    ).json()) as { url: string };
    const shareToken = lastSegment(shareUrl);
    await use(`/share/${shareToken}`);
    await use(`/api/shared/${shareToken}`);
    await use(`/api/shared/${shareToken}/qr.svg`);
    await use(`/api/shared/${shareToken}/permits/${permit.id}/document`);

    const { calendarFeedUrl } = (await (await t.request('/api/alert-settings', { cookie })).json()) as {
      calendarFeedUrl: string;
    };
    const feedToken = lastSegment(calendarFeedUrl).replace(/\.ics$/, '');
    await use(new URL(calendarFeedUrl).pathname);

    const invite = async (email: string) =>
      (
        (await (
          await t.request('/api/team/invitations', { method: 'POST', json: { email, role: 'crew' }, cookie })
        ).json()) as { id: string }
      ).id;
    const invitationId = await invite(invitee.email);
    const revokedId = await invite(`revoked-${invitee.email}`);
    await use(new URL(await linkIn(invitee.email, '/invitation/')).pathname);
    await use(`/api/invitations/${invitationId}`);
    await use(`/api/team/invitations/${revokedId}/resend`, { method: 'POST', cookie });
    await use(`/api/team/invitations/${revokedId}`, { method: 'DELETE', cookie });
    await use(`/api/invitations/${invitationId}/accept`, {
      method: 'POST',
      cookie: await t.signIn(invitee.email, invitee.password),
    });

    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: owner.email, redirectTo: '/reset-password' },
    });
    const resetLink = await linkIn(owner.email, '/reset-password/');
    const resetToken = lastSegment(resetLink);
    await use(`${new URL(resetLink).pathname}${new URL(resetLink).search}`);
    await use('/api/auth/reset-password', {
      method: 'POST',
      json: { token: resetToken, newPassword: 'a-new-password-123' },
    });

    // Each secret did its work, so the session really used it; the pages are the client's, which the test app
    // has not built (404), but they are logged as any request.
    const pages = /^GET \/(share|invitation)\//;
    expect(Object.entries(statuses).filter(([call, status]) => status >= 400 && !pages.test(call))).toEqual(
      [],
    );
    const written = log.join('\n');
    for (const secret of [shareToken, feedToken, invitationId, revokedId, resetToken]) {
      expect(written).not.toContain(secret);
    }
    const paths = log.filter((line) => line.includes('"msg":"request"')).map((line) => JSON.parse(line).path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/share/:secret',
        '/api/shared/:secret',
        '/api/shared/:secret/qr.svg',
        '/api/shared/:secret/permits/' + permit.id + '/document',
        '/api/calendar/:secret',
        '/invitation/:secret',
        '/api/invitations/:secret',
        '/api/invitations/:secret/accept',
        '/api/team/invitations/:secret/resend',
        '/api/team/invitations/:secret',
        '/api/auth/reset-password/:secret',
        // The route of the Google Calendar connection has no secret and stays as it is.
      ]),
    );
  });

  it('write :secret whatever the case or the slashes, and keep the routes without a secret', () => {
    expect(loggablePath('//API/Shared//tok3n/qr.svg')).toBe('//API/Shared//:secret/qr.svg');
    expect(loggablePath('/api/calendar/google/callback')).toBe('/api/calendar/google/callback');
    expect(loggablePath('/api/calendar/googleish.ics')).toBe('/api/calendar/:secret');
    expect(loggablePath('/api/team/invitations')).toBe('/api/team/invitations');
    expect(loggablePath('/api/share-links/3f1c/qr.svg')).toBe('/api/share-links/3f1c/qr.svg');
  });
});
