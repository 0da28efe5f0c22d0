import { describe, expect, it } from 'vitest';
import { createSubscription, createUser } from '@tests/support/factories';
import { createTestApp, setUpTestApp } from '@tests/support/test-app';
import { ONE_PAGE_PDF, PDF_WITH_EVERY_BYTE } from '@tests/support/pdf-files';

const t = setUpTestApp({ env: { SUPPORT_EMAIL: 'help@truck-ops.example' } });

describe('operations', () => {
  it('answers /healthz and /readyz once migrated', async () => {
    expect(await (await t.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('sets the security headers and a request id on every response', async () => {
    const response = await t.request('/healthz');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    // HSTS only in production (this app runs with NODE_ENV=test).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API endpoint.' } });
  });

  it('publishes the OpenAPI document and its docs page', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/site', '/api/subscription', '/api/dev/outbox']),
    );
    const docs = await t.request('/api/docs');
    expect(await docs.text()).toContain('/api/subscription');
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const response = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: {},
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN_ORIGIN');
  });
});

describe('site information', () => {
  it('generates robots.txt and a sitemap of the public pages on APP_URL', async () => {
    expect(await (await t.request('/robots.txt')).text()).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
    const sitemap = await t.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const body = await sitemap.text();
    expect(body).toContain('<loc>http://localhost:3000/privacy-policy</loc>');
    expect(body).not.toContain('reset-password');
    // The landing page in each language, each naming the other (docs/decisions/0026).
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="http://localhost:3000/es"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/"/>';
    expect(body).toContain(`<url><loc>http://localhost:3000/</loc>${alternates}</url>`);
    expect(body).toContain(`<url><loc>http://localhost:3000/es</loc>${alternates}</url>`);
    // And every other public page with an address in each (docs/decisions/0026).
    const gdpr =
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/gdpr"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="http://localhost:3000/es/gdpr"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/gdpr"/>';
    expect(body).toContain(`<url><loc>http://localhost:3000/gdpr</loc>${gdpr}</url>`);
    expect(body).toContain(`<url><loc>http://localhost:3000/es/gdpr</loc>${gdpr}</url>`);
    expect(body).toContain('<url><loc>http://localhost:3000/es/signup/pro</loc>');
    // A page in the visitor's language at one address has none.
    expect(body).toContain('<url><loc>http://localhost:3000/auth</loc></url>');
  });

  it('gives the configured support e-mail', async () => {
    expect(await (await t.request('/api/site')).json()).toEqual({ supportEmail: 'help@truck-ops.example' });
  });
});

describe('the test e-mail page', () => {
  it('mails the Pro confirmation to the support address only, a few times an hour at most', async () => {
    const first = await t.request('/api/email-test', { method: 'POST' });
    expect(await first.json()).toEqual({ sent: true });
    const { messages } = (await (await t.request('/api/dev/outbox?to=help@truck-ops.example')).json()) as {
      messages: { subject: string }[];
    };
    expect(messages[0]!.subject).toBe('Your PermitPilot Pro plan is ready');
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await t.request('/api/email-test', { method: 'POST' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('subscription status', () => {
  it('needs a session', async () => {
    const response = await t.request('/api/subscription');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });

  it('reads Free for a user who never subscribed and Pro (trialing) from the stored state', async () => {
    const { id, cookie } = await t.signedInOwner();
    expect(await (await t.request('/api/subscription', { cookie })).json()).toEqual({
      subscribed: false,
      isTrialing: false,
      subscription_tier: 'Free',
      subscription_end: null,
    });
    const { trialEnd } = await createSubscription(t.db, id, 'trial', { days: 7 });
    expect(await (await t.request('/api/subscription', { cookie })).json()).toEqual({
      subscribed: true,
      isTrialing: true,
      subscription_tier: 'Pro',
      subscription_end: trialEnd!.toISOString(),
    });
  });
});

describe('dev outbox', () => {
  it('lists messages newest first and filters by recipient', async () => {
    const first = await createUser(t.db);
    const second = await createUser(t.db);
    for (const email of [first.email, second.email]) {
      await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email, redirectTo: '/reset-password' },
      });
    }
    const all = (await (await t.request('/api/dev/outbox')).json()) as {
      messages: { to: string; createdAt: string }[];
    };
    expect(all.messages.length).toBeGreaterThanOrEqual(2);
    const times = all.messages.map((message) => message.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const filtered = (await (
      await t.request(`/api/dev/outbox?to=${encodeURIComponent(first.email)}`)
    ).json()) as {
      messages: { to: string; channel: string }[];
    };
    expect(filtered.messages).toHaveLength(1);
    expect(filtered.messages[0]).toMatchObject({ to: first.email, channel: 'email' });
  });

  it("keeps an e-mail's attachments with it and serves each one's exact bytes", async () => {
    const to = 'organiser@street-food-fair.example';
    const pdf = Buffer.from(PDF_WITH_EVERY_BYTE);
    const csv = Buffer.from('Permit,Status\nHealth Permit,Compliant\n');
    await t.mailer.send({
      to,
      subject: 'Compliance packet',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      attachments: [
        { fileName: "Tío's packet (2026).pdf", contentType: 'application/pdf', content: pdf },
        { fileName: 'permits.csv', contentType: 'text/csv', content: csv },
      ],
    });
    await t.mailer.send({ to, subject: 'Without', text: 'Nothing attached.', html: '<p>Nothing.</p>' });

    const { messages } = (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      messages: { id: string; subject: string; attachments: { url: string }[] }[];
    };
    expect(messages.map((message) => message.subject)).toEqual(['Without', 'Compliance packet']);
    expect(messages[0]!.attachments).toEqual([]);
    const id = messages[1]!.id;
    expect(messages[1]!.attachments).toEqual([
      {
        fileName: "Tío's packet (2026).pdf",
        contentType: 'application/pdf',
        size: pdf.length,
        url: `/api/dev/outbox/${id}/attachments/0`,
      },
      {
        fileName: 'permits.csv',
        contentType: 'text/csv',
        size: csv.length,
        url: `/api/dev/outbox/${id}/attachments/1`,
      },
    ]);

    const download = await t.request(messages[1]!.attachments[0]!.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(pdf.length));
    expect(download.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''T%C3%ADo%27s%20packet%20%282026%29.pdf",
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
    expect(Buffer.from(await (await t.request(messages[1]!.attachments[1]!.url)).arrayBuffer())).toEqual(csv);
  });

  it('answers 404 for an attachment that does not exist, and 400 for a malformed address', async () => {
    const to = 'inspector@county-health.example';
    await t.mailer.send({
      to,
      subject: 'Packet',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      attachments: [
        { fileName: 'packet.pdf', contentType: 'application/pdf', content: Buffer.from(ONE_PAGE_PDF) },
      ],
    });
    const { messages } = (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      messages: { id: string }[];
    };
    const id = messages[0]!.id;
    for (const path of [
      `/api/dev/outbox/${id}/attachments/1`,
      '/api/dev/outbox/00000000-0000-4000-8000-000000000000/attachments/0',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({
        error: { code: 'NOT_FOUND', message: 'No such attachment.' },
      });
    }
    for (const path of [
      '/api/dev/outbox/not-a-uuid/attachments/0',
      `/api/dev/outbox/${id}/attachments/first`,
      `/api/dev/outbox/${id}/attachments/-1`,
      `/api/dev/outbox/${id}/attachments/99999999999`,
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code, path).toBe(
        'VALIDATION_ERROR',
      );
    }
  });

  it('never keeps a message without its attachments', async () => {
    const to = 'accountant@books.example';
    const message = { to, subject: 'Packet', text: 'Attached.', html: '<p>Attached.</p>' };
    // A name longer than the column takes: the attachment's insert fails after the message's.
    const tooLong = {
      fileName: `${'x'.repeat(300)}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(ONE_PAGE_PDF),
    };
    await expect(t.mailer.send({ ...message, attachments: [tooLong] })).rejects.toThrow();
    // Inside the caller's transaction, the caller's rollback takes both.
    await expect(
      t.db.transaction(async (transaction) => {
        await t.mailer.send(
          { ...message, attachments: [{ ...tooLong, fileName: 'packet.pdf' }] },
          { transaction },
        );
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    const { messages } = (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      messages: unknown[];
    };
    expect(messages).toEqual([]);
  });

  it('refuses unknown query parameters with a 400', async () => {
    const response = await t.request('/api/dev/outbox?sort=oldest');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(40),
        MAIL_TRANSPORT: 'outbox',
        SMS_TRANSPORT: 'outbox',
        BILLING_PROVIDER: 'local',
      },
    });
    try {
      expect((await production.request('/api/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
