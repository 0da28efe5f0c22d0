import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, shareLinks } from '../../db/schema';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';

const t = setUpTestApp();

const PDF = ONE_PAGE_PDF;

type Link = {
  id: string;
  url: string;
  permits: { id: string; name: string }[];
  expiresAt: string | null;
  viewCount: number;
};
type Page = {
  businessName: string;
  permits: Record<string, unknown>[];
  expiresAt: string | null;
};

const tokenOf = (link: Link) => new URL(link.url).pathname.split('/').pop()!;

async function ownerWithPermits() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  await t.request('/api/business-profile', {
    method: 'PUT',
    cookie: owner.cookie,
    json: { businessName: 'Taco Loco', statesOperating: 'CA', servesBeerWine: false, servesLiquor: false },
  });
  const health = await createPermit(t.db, owner.id, {
    name: 'Health Permit',
    renewalDate: '2027-03-01',
    cost: 425,
    notes: 'Gate code 1234',
    catalogEntryId: null,
  });
  const fire = await createPermit(t.db, owner.id, {
    name: 'Fire Inspection',
    renewalDate: '2026-12-20',
    cost: 90,
  });
  const insurance = await createPermit(t.db, owner.id, { name: 'Liability Insurance', notes: 'Policy 99-1' });
  await t.uploadDocument(owner.cookie, health.id, { name: 'health.pdf' });
  await t.uploadDocument(owner.cookie, insurance.id, { name: 'insurance.pdf' });
  return { owner, health, fire, insurance };
}

const share = (cookie: string, json: unknown) =>
  t.request('/api/share-links', { method: 'POST', cookie, json });

describe('share links', () => {
  it('shows the chosen permits with no notes, costs or members, counts views, and ends when revoked', async () => {
    const { owner, health, fire, insurance } = await ownerWithPermits();
    const created = await share(owner.cookie, { permitIds: [health.id, fire.id], expiresIn: '30d' });
    expect(created.status).toBe(201);
    const link = (await created.json()) as Link;
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/share\/[A-Za-z0-9_-]{43}$/);
    expect(link.permits.map((permit) => permit.name)).toEqual(['Fire Inspection', 'Health Permit']);
    const days = (new Date(link.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const opened = await t.request(`/api/shared/${tokenOf(link)}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const page = (await opened.json()) as Page;
    expect(page.businessName).toBe('Taco Loco');
    expect(page.permits).toEqual([
      {
        id: fire.id,
        name: 'Fire Inspection',
        permitNumber: null,
        agency: null,
        status: 'active',
        renewalDate: '2026-12-20',
        vehicleName: null,
        document: null,
      },
      {
        id: health.id,
        name: 'Health Permit',
        permitNumber: null,
        agency: null,
        status: 'active',
        renewalDate: '2027-03-01',
        vehicleName: null,
        document: { name: 'health.pdf', type: 'application/pdf' },
      },
    ]);
    const text = JSON.stringify(page);
    for (const secret of ['Gate code', 'cost', owner.email, 'Liability Insurance', insurance.id]) {
      expect(text).not.toContain(secret);
    }

    const document = await t.request(`/api/shared/${tokenOf(link)}/permits/${health.id}/document`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''health.pdf");
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(PDF);
    // A permit of the business that was not chosen, and one without a document, are not there.
    expect((await t.request(`/api/shared/${tokenOf(link)}/permits/${insurance.id}/document`)).status).toBe(
      404,
    );
    expect((await t.request(`/api/shared/${tokenOf(link)}/permits/${fire.id}/document`)).status).toBe(404);
    expect((await t.request(`/api/shared/${tokenOf(link)}/permits/not-a-uuid/document`)).status).toBe(404);

    const qr = await t.request(`/api/shared/${tokenOf(link)}/qr.svg`);
    expect(qr.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await qr.text()).toMatch(/^<svg[^>]+viewBox/);
    const ownerQr = await t.request(`/api/share-links/${link.id}/qr.svg`, { cookie: owner.cookie });
    expect(ownerQr.status).toBe(200);

    const listed = (await (await t.request('/api/share-links', { cookie: owner.cookie })).json()) as {
      links: Link[];
    };
    expect(listed.links).toHaveLength(1);
    expect(listed.links[0]).toMatchObject({ id: link.id, viewCount: 1 });

    const log = await t.db
      .select({
        action: activityEvents.action,
        subject: activityEvents.subject,
        actor: activityEvents.actorEmail,
      })
      .from(activityEvents)
      .where(eq(activityEvents.businessId, owner.businessId));
    expect(log.filter((entry) => entry.action.startsWith('share_link'))).toEqual([
      { action: 'share_link.created', subject: 'Fire Inspection and Health Permit', actor: owner.email },
      { action: 'share_link.viewed', subject: 'Fire Inspection and Health Permit', actor: null },
    ]);

    const revoked = await t.request(`/api/share-links/${link.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(revoked.status).toBe(204);
    for (const path of [`/api/shared/${tokenOf(link)}`, `/api/shared/${tokenOf(link)}/qr.svg`]) {
      const gone = await t.request(path);
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    expect((await t.request(`/api/shared/${tokenOf(link)}/permits/${health.id}/document`)).status).toBe(404);
    expect(
      (await t.request(`/api/share-links/${link.id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(404);
    expect(
      ((await (await t.request('/api/share-links', { cookie: owner.cookie })).json()) as { links: Link[] })
        .links,
    ).toEqual([]);
  });

  it('ends an expired link, and keeps a link that never expires', async () => {
    const { owner, health } = await ownerWithPermits();
    const week = (await (
      await share(owner.cookie, { permitIds: [health.id], expiresIn: '7d' })
    ).json()) as Link;
    const never = (await (
      await share(owner.cookie, { permitIds: [health.id], expiresIn: 'never' })
    ).json()) as Link;
    expect(never.expiresAt).toBeNull();
    await t.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, week.id));
    expect((await t.request(`/api/shared/${tokenOf(week)}`)).status).toBe(404);
    expect((await t.request(`/api/shared/${tokenOf(never)}`)).status).toBe(200);
  });

  it('names no member where the business has no profile', async () => {
    const owner = await t.signedInOwner();
    const permit = await createPermit(t.db, owner.id, { name: 'Health Permit' });
    const link = (await (
      await share(owner.cookie, { permitIds: [permit.id], expiresIn: '7d' })
    ).json()) as Link;
    const page = (await (await t.request(`/api/shared/${tokenOf(link)}`)).json()) as Page;
    expect(page.businessName).toBe('');
  });

  it('answers a made-up token like a revoked one', async () => {
    for (const token of ['x'.repeat(43), 'short', '%2e%2e', 'a'.repeat(150)]) {
      expect((await t.request(`/api/shared/${token}`)).status, token).toBe(404);
    }
  });

  it('refuses bad input, and permits of another business, storing nothing', async () => {
    const { owner, health } = await ownerWithPermits();
    const other = await ownerWithPermits();
    const cases: [unknown, number][] = [
      [{ permitIds: [], expiresIn: '7d' }, 400],
      [{ permitIds: [health.id], expiresIn: '1y' }, 400],
      [{ permitIds: ['nope'], expiresIn: '7d' }, 400],
      [{ permitIds: [health.id], expiresIn: '7d', extra: 1 }, 400],
      [{ permitIds: [health.id, other.health.id], expiresIn: '7d' }, 404],
    ];
    for (const [json, status] of cases) {
      const response = await share(owner.cookie, json);
      expect(response.status, JSON.stringify(json)).toBe(status);
    }
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.businessId, owner.businessId))).toEqual(
      [],
    );
    // Another business cannot revoke or print the owner's link.
    const link = (await (
      await share(owner.cookie, { permitIds: [health.id], expiresIn: '7d' })
    ).json()) as Link;
    expect(
      (await t.request(`/api/share-links/${link.id}`, { method: 'DELETE', cookie: other.owner.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/share-links/${link.id}/qr.svg`, { cookie: other.owner.cookie })).status,
    ).toBe(404);
  });

  it('drops a deleted permit from the link', async () => {
    const { owner, health, fire } = await ownerWithPermits();
    const link = (await (
      await share(owner.cookie, { permitIds: [health.id, fire.id], expiresIn: '7d' })
    ).json()) as Link;
    await t.request(`/api/permits/${fire.id}`, { method: 'DELETE', cookie: owner.cookie });
    const page = (await (await t.request(`/api/shared/${tokenOf(link)}`)).json()) as Page;
    expect(page.permits.map((permit) => permit.name)).toEqual(['Health Permit']);
  });

  it('limits how often one address opens share pages', async () => {
    const { owner, health } = await ownerWithPermits();
    const link = (await (
      await share(owner.cookie, { permitIds: [health.id], expiresIn: '7d' })
    ).json()) as Link;
    const from = { headers: { 'x-forwarded-for': '203.0.113.77' } };
    const statuses: number[] = [];
    for (let index = 0; index < 62; index++)
      statuses.push((await t.request(`/api/shared/${tokenOf(link)}`, from)).status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
