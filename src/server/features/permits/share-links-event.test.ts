import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/contracts/events';
import type { ShareLink, SharedPage } from '../../../shared/contracts/sharing';
import { activityEvents, events, shareLinks } from '../../db/schema';
import { newDocumentKey } from '../../integrations/documents/document-keys';
import { createPermit } from '@tests/support/factories';
import { redPng } from '@tests/support/pdf-files';
import { dallasFestival, inDays } from '@tests/support/event-fixtures';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

// docs/product/events.md#the-organisers-packet: a two-day festival in Dallas for a truck from Oakland.
const festival = dallasFestival({ organizerEmail: 'vendors@fest.example', address: '1500 Marilla St' });

const share = (cookie: string, json: unknown) =>
  t.request('/api/share-links', { method: 'POST', cookie, json });
const tokenOf = (link: ShareLink) => new URL(link.url).pathname.split('/').pop()!;
const open = (link: ShareLink, path = '') => t.request(`/api/shared/${tokenOf(link)}${path}`);
const documentOf = (link: ShareLink, permitId: string) => open(link, `/permits/${permitId}/document`);

/** Stores a certificate of insurance for the event, as its upload would. */
async function storeCertificate(businessId: string, eventId: string) {
  const key = newDocumentKey(businessId, eventId);
  const bytes = new Uint8Array(redPng(4));
  await t.documents.put(key, bytes);
  await t.db
    .update(events)
    .set({
      coiDocumentKey: key,
      coiDocumentName: 'coi-fest.png',
      coiDocumentType: 'image/png',
      coiDocumentSize: bytes.length,
    })
    .where(eq(events.id, eventId));
  return bytes;
}

/**
 * A Pro owner of Taco Loco with the festival and four permits: the event's own temporary permit, a business
 * licence valid through it, one that expires before it, and an Oakland permit that is no matter in Dallas.
 */
async function ownerWithEvent() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  await t.request('/api/business-profile', {
    method: 'PUT',
    cookie: owner.cookie,
    json: { businessName: 'Taco Loco', statesOperating: 'CA', servesBeerWine: false, servesLiquor: false },
  });
  const added = await t.request('/api/events', { method: 'POST', cookie: owner.cookie, json: festival });
  expect(added.status).toBe(201);
  const event = (await added.json()) as EventDto;
  const temporary = await createPermit(t.db, owner.id, {
    name: 'Temporary Food Permit',
    renewalDate: inDays(42),
    eventId: event.id,
  });
  const license = await createPermit(t.db, owner.id, { name: 'Business License', renewalDate: inDays(300) });
  const expiring = await createPermit(t.db, owner.id, { name: 'Propane Tag', renewalDate: inDays(20) });
  const oakland = await createPermit(t.db, owner.id, {
    name: 'Oakland Health Permit',
    renewalDate: inDays(200),
    city: 'Oakland',
    stateCode: 'CA',
    notes: 'Gate code 1234',
  });
  for (const permit of [temporary, license, oakland])
    expect((await t.uploadDocument(owner.cookie, permit.id, { name: `${permit.id}.pdf` })).status).toBe(200);
  const certificate = await storeCertificate(owner.businessId, event.id);
  return { owner, event, temporary, license, expiring, oakland, certificate };
}

describe("an event's share link for its organiser", () => {
  it('shows the event and exactly the permits that make the truck legal there, with its certificate', async () => {
    const { owner, event, temporary, license, expiring, oakland, certificate } = await ownerWithEvent();
    const created = await share(owner.cookie, { eventId: event.id, expiresIn: '30d' });
    expect(created.status).toBe(201);
    const link = (await created.json()) as ShareLink;
    expect(link).toMatchObject({
      permits: [],
      vehicle: null,
      event: { id: event.id, name: 'Dallas Taco Fest' },
    });

    const opened = await open(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const page = (await opened.json()) as SharedPage;
    expect(page.businessName).toBe('Taco Loco');
    expect(page.event).toEqual({
      name: 'Dallas Taco Fest',
      startsOn: festival.startsOn,
      endsOn: festival.endsOn,
      address: '1500 Marilla St',
      city: 'Dallas',
      stateCode: 'TX',
      certificate: { name: 'coi-fest.png', type: 'image/png' },
    });
    expect(page.permits.map((permit) => permit.id)).toEqual([temporary.id, license.id]);
    const text = JSON.stringify(page);
    for (const secret of ['Fest Co', 'vendors@fest.example', 'Gate code', owner.email]) {
      expect(text).not.toContain(secret);
    }

    expect((await documentOf(link, temporary.id)).status).toBe(200);
    expect((await documentOf(link, license.id)).status).toBe(200);
    expect((await documentOf(link, oakland.id)).status).toBe(404);
    expect((await documentOf(link, expiring.id)).status).toBe(404);
    const shownCertificate = await open(link, '/certificate');
    expect(shownCertificate.status).toBe(200);
    expect(shownCertificate.headers.get('content-type')).toBe('image/png');
    expect(shownCertificate.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''coi-fest.png");
    expect(new Uint8Array(await shownCertificate.arrayBuffer())).toEqual(certificate);

    // Read when opened: the propane tag renewed through the event joins the page.
    await t.request(`/api/permits/${expiring.id}/renew`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { renewalDate: inDays(400) },
    });
    const again = (await (await open(link)).json()) as SharedPage;
    expect(again.permits.map((permit) => permit.id)).toEqual([temporary.id, license.id, expiring.id]);

    const listed = (await (await t.request('/api/share-links', { cookie: owner.cookie })).json()) as {
      links: ShareLink[];
    };
    expect(listed.links).toEqual([
      expect.objectContaining({ id: link.id, event: { id: event.id, name: 'Dallas Taco Fest' } }),
    ]);
    const log = await t.db
      .select({ action: activityEvents.action, subject: activityEvents.subject })
      .from(activityEvents)
      .where(eq(activityEvents.businessId, owner.businessId));
    expect(log.filter((entry) => entry.action.startsWith('share_link.'))).toEqual([
      { action: 'share_link.created', subject: 'Dallas Taco Fest' },
      { action: 'share_link.viewed', subject: 'Dallas Taco Fest' },
      { action: 'share_link.viewed', subject: 'Dallas Taco Fest' },
    ]);

    // A permit the owner marks 'Not needed' there leaves the page.
    const marked = await t.request(`/api/events/${event.id}/lines/permit:${license.id}/not-needed`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { reason: 'Dallas does not ask for it' },
    });
    expect(marked.status).toBe(200);
    const unmarked = (await (await open(link)).json()) as SharedPage;
    expect(unmarked.permits.map((permit) => permit.id)).toEqual([temporary.id, expiring.id]);
  });

  it('opens nothing once revoked or expired: the page, the documents and the certificate are 404s', async () => {
    const { owner, event, license } = await ownerWithEvent();
    const make = async () =>
      (await (await share(owner.cookie, { eventId: event.id, expiresIn: '7d' })).json()) as ShareLink;
    const revoked = await make();
    const expired = await make();
    const revoking = await t.request(`/api/share-links/${revoked.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(revoking.status).toBe(204);
    await t.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.id));
    for (const link of [revoked, expired]) {
      for (const response of [await open(link), await open(link, '/certificate')]) {
        expect(response.status).toBe(404);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
      }
      expect((await documentOf(link, license.id)).status).toBe(404);
    }
    const [logged] = await t.db
      .select({ subject: activityEvents.subject })
      .from(activityEvents)
      .where(eq(activityEvents.action, 'share_link.revoked'));
    expect(logged).toEqual({ subject: 'Dallas Taco Fest' });
  });

  it('has no certificate where the event has none, and a permits link never serves one', async () => {
    const { owner, event, license } = await ownerWithEvent();
    await t.db.update(events).set({ coiDocumentKey: null }).where(eq(events.id, event.id));
    const link = (await (
      await share(owner.cookie, { eventId: event.id, expiresIn: '7d' })
    ).json()) as ShareLink;
    expect(((await (await open(link)).json()) as SharedPage).event!.certificate).toBeNull();
    expect((await open(link, '/certificate')).status).toBe(404);
    const permitsLink = (await (
      await share(owner.cookie, { permitIds: [license.id], expiresIn: '7d' })
    ).json()) as ShareLink;
    expect(((await (await open(permitsLink)).json()) as SharedPage).event).toBeNull();
    expect((await open(permitsLink, '/certificate')).status).toBe(404);
  });

  it("is made by the owner and managers only, of the business's own event, and of the event alone", async () => {
    const { owner, event, license } = await ownerWithEvent();
    const manager = await t.signedInMember(owner.businessId, 'manager');
    const crew = await t.signedInMember(owner.businessId, 'crew');
    expect((await share(manager.cookie, { eventId: event.id, expiresIn: 'never' })).status).toBe(201);
    const refused = await share(crew.cookie, { eventId: event.id, expiresIn: 'never' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');

    const other = await t.signedInOwner({ plan: 'pro' });
    const foreign = await share(other.cookie, { eventId: event.id, expiresIn: '7d' });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    const mixed = await share(owner.cookie, { eventId: event.id, permitIds: [license.id], expiresIn: '7d' });
    expect(mixed.status).toBe(400);
    expect(JSON.stringify(await mixed.json())).toContain("An event's link holds the event's own permits");
    expect((await share(owner.cookie, { eventId: 'fest', expiresIn: '7d' })).status).toBe(400);
    // Only the manager's link was made.
    const made = await t.db.select().from(shareLinks).where(eq(shareLinks.eventId, event.id));
    expect(made.map((link) => link.createdBy)).toEqual([manager.id]);
  });

  it('goes with its event: removing the event ends the link', async () => {
    const { owner, event } = await ownerWithEvent();
    const link = (await (
      await share(owner.cookie, { eventId: event.id, expiresIn: 'never' })
    ).json()) as ShareLink;
    const removed = await t.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(removed.status).toBe(204);
    expect((await open(link)).status).toBe(404);
  });
});
