import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/contracts/events';
import { activityEvents, events, user } from '../../db/schema';
import { newDocumentKey } from '../../integrations/documents/document-keys';
import { createPermit } from '@tests/support/factories';
import { pdfWithText, readPdf } from '@tests/support/pdf-files';
import { dallasFestival, inDays } from '@tests/support/event-fixtures';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

type OutboxMessage = {
  subject: string;
  text: string;
  html: string;
  attachments: { fileName: string; contentType: string; url: string }[];
};
const outbox = async (to: string) =>
  (
    (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      messages: OutboxMessage[];
    }
  ).messages;
const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;
const pdfOf = async (response: Response) => readPdf(new Uint8Array(await response.arrayBuffer()));

/**
 * A Pro owner of Taco Loco with a two-day festival in Dallas (docs/product/events.md#the-organisers-packet): the
 * event's own permit and a business licence valid through it, each with a document; a propane tag that expires
 * before it and an Oakland permit, neither in the packet; and the certificate of insurance, a two-page PDF.
 * Each business's organiser has an address of their own, so that each test reads only its own mail.
 */
async function ownerWithEvent(options: { organizerEmail?: string | null } = {}) {
  const owner = await t.signedInOwner({ plan: 'pro' });
  await t.request('/api/business-profile', {
    method: 'PUT',
    cookie: owner.cookie,
    json: { businessName: 'Taco Loco', statesOperating: 'CA', servesBeerWine: false, servesLiquor: false },
  });
  const organizerEmail =
    options.organizerEmail === undefined
      ? `vendors-${crypto.randomUUID()}@fest.example`
      : options.organizerEmail;
  const json = dallasFestival({ organizerEmail, address: '1500 Marilla St', state: 'TX' });
  const event = (await (
    await t.request('/api/events', { method: 'POST', cookie: owner.cookie, json })
  ).json()) as EventDto;
  const temporary = await createPermit(t.db, owner.id, {
    name: 'Temporary Food Permit',
    renewalDate: inDays(42),
    eventId: event.id,
  });
  const license = await createPermit(t.db, owner.id, {
    name: 'Business License',
    renewalDate: inDays(300),
    cost: 75,
  });
  await createPermit(t.db, owner.id, { name: 'Propane Tag', renewalDate: inDays(20) });
  await createPermit(t.db, owner.id, { name: 'Oakland Health Permit', city: 'Oakland', stateCode: 'CA' });
  for (const [permit, text] of [
    [temporary, 'DALLAS TEMPORARY PERMIT'],
    [license, 'CITY BUSINESS LICENSE'],
  ] as const) {
    const file = { bytes: await pdfWithText(text), name: `${text.toLowerCase()}.pdf` };
    expect((await t.uploadDocument(owner.cookie, permit.id, file)).status).toBe(200);
  }
  const certificate = await pdfWithText('CERTIFICATE OF LIABILITY INSURANCE', 2);
  const key = newDocumentKey(owner.businessId, event.id);
  await t.documents.put(key, certificate);
  await t.db
    .update(events)
    .set({
      coiDocumentKey: key,
      coiDocumentName: 'coi.pdf',
      coiDocumentType: 'application/pdf',
      coiDocumentSize: certificate.length,
    })
    .where(eq(events.id, event.id));
  return { owner, event, organizerEmail: organizerEmail ?? '' };
}

const download = (cookie: string, eventId: string) => t.request(`/api/events/${eventId}/packet`, { cookie });
const email = (cookie: string, eventId: string) =>
  t.request(`/api/events/${eventId}/packet/email`, { method: 'POST', cookie });

describe("the organizer's packet", () => {
  it("is one PDF of the event's permits with their documents, then its certificate", async () => {
    const { owner, event } = await ownerWithEvent();
    const response = await download(owner.cookie, event.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Taco-Loco-Dallas-Taco-Fest-packet.pdf"',
    );
    const { pages, text } = await pdfOf(response);
    // The cover; each permit's page and its document, by renewal date; the certificate's page and its two pages.
    expect(pages).toBe(1 + 2 + 2 + 1 + 2);
    const [cover, temporary, temporaryDocument, license, licenseDocument, certificate, coi1, coi2] =
      text as string[];
    expect(cover).toContain("Organizer's Packet");
    expect(cover).toContain('Dallas Taco Fest');
    expect(cover).toContain('1500 Marilla St, Dallas, TX');
    expect(cover).toContain('From Taco Loco');
    expect(cover).toContain('Temporary Food Permit: Compliant');
    expect(cover).toContain('Business License: Compliant');
    expect(cover).toContain('Certificate of insurance: coi.pdf');
    expect(cover).not.toContain('could not be included');
    expect(temporary).toContain('Temporary Food Permit');
    expect(temporaryDocument).toContain('DALLAS TEMPORARY PERMIT');
    expect(license).toContain('Business License');
    expect(licenseDocument).toContain('CITY BUSINESS LICENSE');
    expect(certificate).toContain('Certificate of insurance');
    expect(coi1).toContain('CERTIFICATE OF LIABILITY INSURANCE page 1');
    expect(coi2).toContain('CERTIFICATE OF LIABILITY INSURANCE page 2');
    for (const absent of ['Propane Tag', 'Oakland Health Permit', 'Fest Co'])
      expect(text.join(' ')).not.toContain(absent);
  });

  it('names a certificate the store no longer holds on the cover instead of failing', async () => {
    const { owner, event } = await ownerWithEvent();
    await t.db
      .update(events)
      .set({ coiDocumentKey: `${owner.businessId}/gone` })
      .where(eq(events.id, event.id));
    const response = await download(owner.cookie, event.id);
    expect(response.status).toBe(200);
    const { pages, text } = await pdfOf(response);
    expect(pages).toBe(1 + 2 + 2 + 1);
    expect(text[0]).toContain('Certificate of insurance: coi.pdf: the file could not be read from storage');
  });

  it("is every member's to download, and another business's event is a 404", async () => {
    const { owner, event } = await ownerWithEvent();
    const crew = await t.signedInMember(owner.businessId, 'crew');
    expect((await download(crew.cookie, event.id)).status).toBe(200);
    const other = await t.signedInOwner({ plan: 'pro' });
    const foreign = await download(other.cookie, event.id);
    expect(foreign.status).toBe(404);
    expect(await codeOf(foreign)).toBe('NOT_FOUND');
    expect((await download(owner.cookie, 'fest')).status).toBe(400);
  });

  it("e-mails it to the organizer with the PDF attached, logs it, and shares the packets' hourly limit", async () => {
    const { owner, event, organizerEmail } = await ownerWithEvent();
    const sent = await email(owner.cookie, event.id);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent: true, to: organizerEmail });
    const [message, ...more] = await outbox(organizerEmail);
    expect(more).toEqual([]);
    expect(message!.subject).toBe('Permits for Dallas Taco Fest from Taco Loco');
    expect(message!.text).toContain('Taco Loco sent you their packet for Dallas Taco Fest');
    expect(message!.text).toContain('1500 Marilla St, Dallas, TX): 2 permits');
    expect(message!.text).toContain('and their certificate of insurance.');
    expect(message!.attachments).toMatchObject([
      { fileName: 'Taco-Loco-Dallas-Taco-Fest-packet.pdf', contentType: 'application/pdf' },
    ]);
    const attachment = await t.request(message!.attachments[0]!.url);
    expect((await pdfOf(attachment)).pages).toBe(8);
    const logged = await t.db
      .select({
        action: activityEvents.action,
        subject: activityEvents.subject,
        changes: activityEvents.changes,
      })
      .from(activityEvents)
      .where(eq(activityEvents.action, 'organizer_packet.emailed'));
    expect(logged).toEqual([
      {
        action: 'organizer_packet.emailed',
        subject: organizerEmail,
        changes: [
          { field: 'event', before: null, after: 'Dallas Taco Fest' },
          { field: 'permits', before: null, after: 2 },
        ],
      },
    ]);

    // With the compliance packet's e-mails, ten an hour for the business.
    for (let index = 0; index < 8; index++) {
      const compliance = await t.request('/api/compliance-packet/email', {
        method: 'POST',
        cookie: owner.cookie,
        json: { to: `organiser${index}@fair.example` },
      });
      expect(compliance.status).toBe(200);
    }
    expect((await email(owner.cookie, event.id)).status).toBe(200);
    const limited = await email(owner.cookie, event.id);
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('RATE_LIMITED');
    expect(await outbox(organizerEmail)).toHaveLength(2);
  });

  it('refuses an event without an organizer e-mail with 400 NO_ORGANIZER_EMAIL, and crew with 403', async () => {
    const { owner, event } = await ownerWithEvent({ organizerEmail: null });
    const refused = await email(owner.cookie, event.id);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: 'NO_ORGANIZER_EMAIL',
        message: "This event has no organizer e-mail. Add it to the event to e-mail the organizer's packet.",
      },
    });
    const crew = await t.signedInMember(owner.businessId, 'crew');
    const forbidden = await email(crew.cookie, event.id);
    expect(forbidden.status).toBe(403);
    expect(await codeOf(forbidden)).toBe('FORBIDDEN');
    const other = await t.signedInOwner({ plan: 'pro' });
    expect((await email(other.cookie, event.id)).status).toBe(404);
    const logged = await t.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.businessId, owner.businessId));
    expect(logged.filter((entry) => entry.action === 'organizer_packet.emailed')).toEqual([]);
  });
  it('refuses to e-mail more than 20 MB of documents, suggesting a download, which still works', async () => {
    const { owner, event, organizerEmail } = await ownerWithEvent();
    await t.db
      .update(events)
      .set({ coiDocumentSize: 21 * 1024 * 1024 })
      .where(eq(events.id, event.id));
    const refused = await email(owner.cookie, event.id);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: {
        code: 'PACKET_TOO_LARGE',
        message:
          "The documents of this event's permits come to more than 20 MB, too large to e-mail. Download the packet and share it another way.",
      },
    });
    expect(await outbox(organizerEmail)).toEqual([]);
    expect((await download(owner.cookie, event.id)).status).toBe(200);
  });
});

describe("the organizer's packet in Spanish (docs/decisions/0026)", () => {
  it('is written, and e-mailed, in the language the member works in', async () => {
    const { owner, event, organizerEmail } = await ownerWithEvent();
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    const cookie = await t.signIn(owner.email, owner.password);
    const { text } = await pdfOf(await download(cookie, event.id));
    expect(text[0]).toContain('Paquete para el organizador');
    expect(text[0]).toContain('De Taco Loco');
    expect(text[0]).toContain('Certificado de seguro: coi.pdf');
    expect(text[0]).not.toMatch(/Organizer's Packet|In this packet|Prepared/);
    expect((await email(cookie, event.id)).status).toBe(200);
    const [message] = await outbox(organizerEmail);
    expect(message!.subject).toBe('Permisos para Dallas Taco Fest de Taco Loco');
    expect(message!.html).toMatch(/<html[^>]* lang="es"/);
  });
});
