import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, permits, user } from '../../db/schema';
import { newDocumentKey } from '../../integrations/documents/document-keys';
import { createPermit } from '@tests/support/factories';
import { BROKEN_PDF, pdfWithText, readPdf, redPng } from '@tests/support/pdf-files';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

const TODAY = '2026-11-25';

/** A business with a PDF, a photo, a damaged PDF and a permit without a document. */
async function businessWithDocuments() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  await t.request('/api/business-profile', {
    method: 'PUT',
    cookie: owner.cookie,
    json: {
      businessName: 'Rolling Tacos',
      statesOperating: 'CA',
      servesBeerWine: false,
      servesLiquor: false,
    },
  });
  const health = await createPermit(t.db, owner.id, {
    name: 'Health Permit',
    renewalDate: '2027-06-01',
    cost: 425,
    city: 'Oakland',
    state: 'California',
    notes: 'Gate code 4411',
  });
  const fire = await createPermit(t.db, owner.id, {
    name: 'Fire Inspection',
    renewalDate: '2026-12-10',
    cost: 90,
  });
  const insurance = await createPermit(t.db, owner.id, {
    name: 'Liability Insurance',
    renewalDate: '2026-10-01',
  });
  await createPermit(t.db, owner.id, { name: 'Seller’s Permit — Café ☕ 食品' });
  const healthPdf = { bytes: await pdfWithText('COUNTY HEALTH CERTIFICATE', 2), name: 'health.pdf' };
  expect((await t.uploadDocument(owner.cookie, health.id, healthPdf)).status).toBe(200);
  const photo = { bytes: redPng(8), name: 'fire-tag.png', type: 'image/png' };
  expect((await t.uploadDocument(owner.cookie, fire.id, photo)).status).toBe(200);
  await storeDamagedPdf(owner.businessId, insurance.id, 'insurance.pdf');
  return owner;
}

/**
 * A PDF that does not open, as one stored before uploads were checked, or damaged in the store since: an
 * upload refuses it (permits.test.ts), the packet names it.
 */
async function storeDamagedPdf(businessId: string, permitId: string, name: string) {
  const key = newDocumentKey(businessId, permitId);
  await t.documents.put(key, BROKEN_PDF);
  await t.db
    .update(permits)
    .set({
      documentKey: key,
      documentName: name,
      documentType: 'application/pdf',
      documentSize: BROKEN_PDF.length,
    })
    .where(eq(permits.id, permitId));
}

const packet = (cookie: string, query = `today=${TODAY}`) =>
  t.request(`/api/compliance-packet?${query}`, { cookie });

describe('the compliance packet', () => {
  it('is one PDF: a cover with the summary, a page per permit, documents merged, a damaged one named', async () => {
    const owner = await businessWithDocuments();
    const response = await packet(owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Rolling-Tacos-compliance-packet-${TODAY}.pdf"`,
    );
    const { pages, text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    // Cover, then by renewal date: Liability (expired, damaged document), Fire (photo), Health (2 pages), Seller's.
    expect(pages).toBe(1 + 1 + 2 + 3 + 1);
    const [cover, insurance, fire, firePhoto, health, healthDoc1, healthDoc2, sellers] = text as string[];
    expect(cover).toContain('Compliance Packet');
    expect(cover).toContain('Rolling Tacos');
    expect(cover).toContain('Report date: Nov 25, 2026');
    for (const card of ['Total Permits', 'Total Cost', 'Needs Attention', 'Compliant', '$515.00']) {
      expect(cover).toContain(card);
    }
    expect(cover).toContain('In this packet: All Permits, 4 of 4 permits');
    expect(cover).toContain('Documents that could not be included');
    expect(cover).toContain(
      'Liability Insurance: insurance.pdf: the file is damaged or is not a readable PDF',
    );
    expect(insurance).toContain('Expired');
    expect(insurance).toContain('This document could not be included');
    expect(fire).toContain('Fire Inspection');
    expect(fire).toContain('Needs Attention');
    expect(fire).toContain('$90.00');
    expect(firePhoto).toContain('Fire Inspection: fire-tag.png');
    expect(health).toContain('Health Permit');
    expect(health).toContain('Jun 01, 2027');
    expect(health).toContain('Oakland, California');
    expect(healthDoc1).toContain('COUNTY HEALTH CERTIFICATE page 1');
    expect(healthDoc2).toContain('COUNTY HEALTH CERTIFICATE page 2');
    // Characters the PDF's font lacks become '?', and the packet is still made.
    expect(sellers).toContain('Seller’s Permit — Café ? ??');
    expect(text.join(' ')).not.toContain('Gate code');
  });

  it("follows the report's filter, and its summary stays the whole business's as on the screen", async () => {
    const owner = await businessWithDocuments();
    const { pages, text } = await readPdf(
      new Uint8Array(await (await packet(owner.cookie, `filter=expired&today=${TODAY}`)).arrayBuffer()),
    );
    expect(pages).toBe(2);
    expect(text[0]).toContain('In this packet: Expired, 1 of 4 permits');
    expect(text[1]).toContain('Liability Insurance');
    const empty = await readPdf(
      new Uint8Array(await (await packet(owner.cookie, `filter=no-date&today=${TODAY}`)).arrayBuffer()),
    );
    expect(empty.pages).toBe(2);
  });

  it('refuses bad input with a 400 and a code', async () => {
    const owner = await t.signedInOwner();
    for (const query of ['filter=soon', 'today=2026-13-01', 'today=yesterday', 'extra=1']) {
      const response = await packet(owner.cookie, query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses more than 200 permits, or more than 200 MB of documents, with PACKET_TOO_LARGE', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    await t.db.insert(permits).values(
      Array.from({ length: 201 }, (_, index) => ({
        businessId: owner.businessId,
        name: `Permit ${index}`,
      })),
    );
    const many = await packet(owner.cookie);
    expect(many.status).toBe(422);
    expect(await many.json()).toEqual({
      error: {
        code: 'PACKET_TOO_LARGE',
        message:
          'A packet holds at most 200 permits, and this report lists 201. Choose a filter that lists fewer.',
      },
    });

    const heavy = await t.signedInOwner({ plan: 'pro' });
    await t.db.insert(permits).values(
      Array.from({ length: 21 }, (_, index) => ({
        businessId: heavy.businessId,
        name: `Scan ${index}`,
        documentKey: `${heavy.businessId}/missing-${index}`,
        documentName: 'scan.pdf',
        documentType: 'application/pdf',
        documentSize: 10 * 1024 * 1024,
      })),
    );
    const large = await packet(heavy.cookie);
    expect(large.status).toBe(422);
    expect(((await large.json()) as { error: { code: string } }).error.code).toBe('PACKET_TOO_LARGE');
  });

  it('names a document the store no longer holds instead of failing', async () => {
    const owner = await t.signedInOwner();
    await t.db.insert(permits).values({
      businessId: owner.businessId,
      name: 'Health Permit',
      documentKey: `${owner.businessId}/gone`,
      documentName: 'gone.pdf',
      documentType: 'application/pdf',
      documentSize: 100,
    });
    const response = await packet(owner.cookie);
    expect(response.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text[0]).toContain('Health Permit: gone.pdf: the file could not be read from storage');
  });

  it('e-mails the packet as an attachment through the outbox, logs it, and limits how often', async () => {
    const owner = await businessWithDocuments();
    const send = (to: string) =>
      t.request('/api/compliance-packet/email', {
        method: 'POST',
        cookie: owner.cookie,
        json: { to, filter: 'all', today: TODAY },
      });
    const sent = await send('Events@Fair.example');
    expect(sent.status).toBe(200);
    const outbox = (await (await t.request('/api/dev/outbox?to=events@fair.example')).json()) as {
      messages: {
        id: string;
        subject: string;
        text: string;
        attachments: { fileName: string; url: string }[];
      }[];
    };
    expect(outbox.messages).toHaveLength(1);
    const [message] = outbox.messages;
    expect(message!.subject).toBe('Compliance packet from Rolling Tacos');
    expect(message!.text).toContain('4 permits');
    expect(message!.attachments).toMatchObject([
      { fileName: `Rolling-Tacos-compliance-packet-${TODAY}.pdf`, contentType: 'application/pdf' },
    ]);
    const attachment = await t.request(message!.attachments[0]!.url);
    expect(attachment.status).toBe(200);
    expect((await readPdf(new Uint8Array(await attachment.arrayBuffer()))).pages).toBe(8);

    const [logged] = await t.db
      .select({ action: activityEvents.action, subject: activityEvents.subject })
      .from(activityEvents)
      .where(eq(activityEvents.action, 'packet.emailed'))
      .orderBy(activityEvents.id);
    expect(logged).toEqual({ action: 'packet.emailed', subject: 'events@fair.example' });

    const bad = await send('not an address');
    expect(bad.status).toBe(400);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++)
      statuses.push((await send(`organiser${index}@fair.example`)).status);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(200));
    expect(statuses[9]).toBe(429);
  });
});

describe('the compliance packet in Spanish (docs/decisions/0026)', () => {
  it('is written in the language the member works in: headings, labels, statuses and es-US dates', async () => {
    const owner = await businessWithDocuments();
    // A member whose account speaks Spanish: signing in sets the app's language cookie to it.
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    const cookie = await t.signIn(owner.email, owner.password);
    expect(cookie).toContain('pp_lang=es');
    const response = await t.request(`/api/compliance-packet?today=${TODAY}`, { cookie });
    expect(response.status).toBe(200);
    const { pages, text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toBe(8);
    const [cover, insurance, , , health] = text as string[];
    expect(cover).toContain('Paquete de cumplimiento');
    expect(cover).toContain('Rolling Tacos');
    expect(cover).toContain('Fecha del informe: 25 nov 2026');
    for (const card of ['Total de permisos', 'Costo total', 'Requiere atención', 'Al día', '$515.00']) {
      expect(cover).toContain(card);
    }
    expect(cover).toContain('de 4 permisos');
    expect(cover).toContain('Documentos que no se pudieron incluir');
    expect(cover).toContain(
      'Liability Insurance: insurance.pdf: el archivo está dañado o no es un PDF legible',
    );
    expect(cover).toContain('Health Permit: Al día, se renueva el 01 jun 2027');
    expect(insurance).toContain('Vencido');
    expect(insurance).toContain('No se pudo incluir este documento');
    for (const label of ['Agencia emisora', 'Fecha de renovación', 'Fecha de inicio', 'Costo', 'Categoría']) {
      expect(health).toContain(label);
    }
    expect(health).toContain('01 jun 2027');
    expect(health).toContain('health.pdf (en las páginas siguientes)');
    expect(text.join(' ')).not.toMatch(
      /Compliance Packet|Report date|Total Permits|Renewal date|Issuing agency/,
    );

    const mailed = await t.request('/api/compliance-packet/email', {
      method: 'POST',
      cookie,
      json: { to: 'feria@fair.example', filter: 'all', today: TODAY },
    });
    expect(mailed.status).toBe(200);
    const { messages } = (await (await t.request('/api/dev/outbox?to=feria@fair.example')).json()) as {
      messages: { subject: string; text: string; html: string }[];
    };
    expect(messages[0]!.subject).toBe('Paquete de cumplimiento de Rolling Tacos');
    expect(messages[0]!.html).toMatch(/<html[^>]* lang="es"/);
    expect(messages[0]!.text).toContain(
      'Rolling Tacos le envió su paquete de cumplimiento: 4 permisos con su estado, fechas de renovación y documentos, al 25 nov 2026.',
    );
  });
});
