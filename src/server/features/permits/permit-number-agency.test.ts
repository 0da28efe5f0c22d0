import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permits } from '../../db/schema';
import { readPdf } from '@tests/support/pdf-files';
import { setUpTestApp } from '@tests/support/test-app';

/** A permit's number and issuing agency (docs/product/permits.md#fields), everywhere the permit is shown. */
const t = setUpTestApp();

type Body = {
  id: string;
  permitNumber: string | null;
  issuingAgency: string | null;
  agency: { name: string; url: string | null } | null;
};

const CDTFA = {
  name: 'California Department of Tax and Fee Administration (CDTFA)',
  url: 'https://www.cdtfa.ca.gov/',
};

const create = async (cookie: string, json: object) => {
  const response = await t.request('/api/permits', { method: 'POST', json, cookie });
  return { status: response.status, body: (await response.json()) as Body & { error?: unknown } };
};

describe("a permit's number and agency", () => {
  it('are stored, listed, edited with their changes logged, and empty reads as none', async () => {
    const { cookie, businessId } = await t.signedInOwner();
    const created = await create(cookie, {
      name: 'Health Permit',
      permitNumber: '  MFF-2026-0042 ',
      issuingAgency: 'Alameda County Environmental Health',
    });
    expect(created.status).toBe(201);
    // A name the owner typed is never given a page.
    expect(created.body).toMatchObject({
      permitNumber: 'MFF-2026-0042',
      issuingAgency: 'Alameda County Environmental Health',
      agency: { name: 'Alameda County Environmental Health', url: null },
    });
    const listed = (await (await t.request('/api/permits', { cookie })).json()) as { permits: Body[] };
    expect(listed.permits[0]).toMatchObject({ permitNumber: 'MFF-2026-0042' });

    const updated = await t.request(`/api/permits/${created.body.id}`, {
      method: 'PUT',
      json: { name: 'Health Permit', permitNumber: 'MFF-2027-0001', issuingAgency: '' },
      cookie,
    });
    expect(await updated.json()).toMatchObject({
      permitNumber: 'MFF-2027-0001',
      issuingAgency: null,
      agency: null,
    });
    const got = (await (await t.request(`/api/permits/${created.body.id}`, { cookie })).json()) as Body;
    expect(got.permitNumber).toBe('MFF-2027-0001');
    const history = (await (
      await t.request(`/api/permits/${created.body.id}/activity`, { cookie })
    ).json()) as {
      events: { action: string; changes: unknown[] }[];
    };
    expect(history.events[0]).toMatchObject({
      action: 'permit.updated',
      changes: [
        { field: 'permitNumber', before: 'MFF-2026-0042', after: 'MFF-2027-0001' },
        { field: 'issuingAgency', before: 'Alameda County Environmental Health', after: null },
      ],
    });
    const [row] = await t.db.select().from(permits).where(eq(permits.businessId, businessId));
    expect(row).toMatchObject({ permitNumber: 'MFF-2027-0001', issuingAgency: null });

    const exported = (await (await t.request('/api/account/export', { cookie })).json()) as {
      businesses: { permits: { permitNumber: string | null; issuingAgency: string | null }[] }[];
    };
    expect(exported.businesses[0]!.permits).toEqual([
      expect.objectContaining({ permitNumber: 'MFF-2027-0001', issuingAgency: null }),
    ]);
  });

  it("takes its catalog entry's agency, linked to the agency's page, until the owner names another", async () => {
    const { cookie } = await t.signedInOwner();
    const fromCatalog = await create(cookie, {
      name: "Seller's Permit",
      catalogEntryId: 'ca-sellers-permit',
    });
    expect(fromCatalog.body).toMatchObject({ issuingAgency: null, agency: CDTFA });
    // The form fills in the catalog's name: still the entry's agency, still linked, whatever its case.
    const named = await create(cookie, {
      name: "Seller's Permit",
      catalogEntryId: 'ca-sellers-permit',
      issuingAgency: CDTFA.name.toUpperCase(),
    });
    expect(named.body.agency).toEqual({ name: CDTFA.name.toUpperCase(), url: CDTFA.url });
    const other = await create(cookie, {
      name: "Seller's Permit",
      catalogEntryId: 'ca-sellers-permit',
      issuingAgency: 'Oakland Finance Department',
    });
    expect(other.body.agency).toEqual({ name: 'Oakland Finance Department', url: null });
  });

  it('refuses more than 100 characters or a line break with a 400 naming the field, storing nothing', async () => {
    const { cookie, businessId } = await t.signedInOwner();
    const cases: [string, object, RegExp][] = [
      ['permitNumber', { permitNumber: '7'.repeat(101) }, /^Permit number must be at most 100 characters/],
      ['issuingAgency', { issuingAgency: 'A'.repeat(101) }, /^Issuing agency must be at most 100 characters/],
      ['permitNumber', { permitNumber: 'MFF\n42' }, /^Permit number must not contain control characters/],
      ['issuingAgency', { issuingAgency: 'County\u0000' }, /^Issuing agency must not contain control/],
      ['permitNumber', { permitNumber: 42 }, /\S/],
    ];
    for (const [field, values, message] of cases) {
      const response = await t.request('/api/permits', {
        method: 'POST',
        json: { name: 'Health Permit', ...values },
        cookie,
      });
      expect(response.status, field).toBe(400);
      const { error } = (await response.json()) as {
        error: { code: string; message: string; field: string };
      };
      expect(error, JSON.stringify(values)).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(error.message).toMatch(message);
    }
    // Exactly 100 is taken.
    expect((await create(cookie, { name: 'Health Permit', permitNumber: '7'.repeat(100) })).status).toBe(201);
    expect(await t.db.select().from(permits).where(eq(permits.businessId, businessId))).toHaveLength(1);
  });

  it("are on the share page, the agency linked when it is the catalog's", async () => {
    const { cookie } = await t.signedInOwner();
    const permit = await create(cookie, {
      name: "Seller's Permit",
      renewalDate: '2099-01-01',
      permitNumber: 'SR-123-456789',
      catalogEntryId: 'ca-sellers-permit',
    });
    const created = await t.request('/api/share-links', {
      method: 'POST',
      cookie,
      json: { permitIds: [permit.body.id], expiresIn: '30d' },
    });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const page = (await (await t.request(`/api/shared/${url.split('/share/')[1]}`)).json()) as {
      permits: { permitNumber: string | null; agency: unknown }[];
    };
    expect(page.permits).toEqual([expect.objectContaining({ permitNumber: 'SR-123-456789', agency: CDTFA })]);
  });

  it("are lines of the permit's page in the compliance packet", async () => {
    const { cookie } = await t.signedInOwner({ plan: 'pro' });
    await create(cookie, {
      name: 'Health Permit',
      renewalDate: '2099-01-01',
      permitNumber: 'MFF-2026-0042',
      issuingAgency: 'Alameda County Environmental Health',
    });
    await create(cookie, { name: 'Fire Inspection', renewalDate: '2099-02-01' });
    const response = await t.request('/api/compliance-packet?today=2026-11-25', { cookie });
    expect(response.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    const health = text.find((page) => page.includes('Health Permit') && page.includes('Permit number'))!;
    expect(health).toMatch(/Permit number\s+MFF-2026-0042/);
    expect(health).toMatch(/Issuing agency\s+Alameda County Environmental Health/);
    const fire = text.find((page) => page.includes('Fire Inspection') && page.includes('Permit number'))!;
    expect(fire).toMatch(/Permit number\s+Not recorded/);
  });
});
