import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { permits, reminderDeliveries } from '../../db/schema';
import { setUpTestApp } from '@tests/support/test-app';
import { BROKEN_PDF, NO_PAGES_PDF, ONE_PAGE_PDF, pdfWithText } from '@tests/support/pdf-files';

const t = setUpTestApp();

type PermitBody = {
  id: string;
  name: string;
  stateCode: string | null;
  category: { name: string } | null;
  document: { name: string; type: string; size: number } | null;
};

const healthPermit = {
  name: 'Mobile Food Facility Permit',
  issueDate: '2026-01-15',
  renewalDate: '2027-01-15',
  cost: 425.5,
  city: 'Oakland',
  state: 'California',
  county: 'Alameda',
  notes: 'Inspection at the commissary',
  renewalLink: 'https://www.acgov.org/aceh/food/',
  processingTimeDays: 21,
};

async function create(cookie: string, json: object = healthPermit) {
  return t.request('/api/permits', { method: 'POST', json, cookie });
}

const countFor = async (businessId: string) =>
  (await t.db.select().from(permits).where(eq(permits.businessId, businessId))).length;

describe('permits', () => {
  it('adds, lists, updates in place and deletes a permit', async () => {
    const { cookie, businessId } = await t.signedInOwner();
    const categories = (await (await t.request('/api/permit-categories', { cookie })).json()) as {
      categories: { id: number; name: string }[];
    };
    const health = categories.categories.find((category) => category.name === 'Health')!;
    expect(categories.categories).toHaveLength(10);

    const created = await create(cookie, { ...healthPermit, categoryId: health.id });
    expect(created.status).toBe(201);
    const permit = (await created.json()) as PermitBody & Record<string, unknown>;
    expect(permit).toMatchObject({
      name: healthPermit.name,
      status: 'active',
      stateCode: 'CA',
      cost: 425.5,
      category: { name: 'Health' },
      issueDate: '2026-01-15',
    });

    await create(cookie, { name: 'Fire Inspection', renewalDate: '2026-12-01' });
    await create(cookie, { name: 'Lifetime Food Manager Certificate' });
    const list = (await (await t.request('/api/permits', { cookie })).json()) as { permits: PermitBody[] };
    expect(list.permits.map((item) => item.name)).toEqual([
      'Fire Inspection',
      healthPermit.name,
      'Lifetime Food Manager Certificate',
    ]);

    const updated = await t.request(`/api/permits/${permit.id}`, {
      method: 'PUT',
      json: { ...healthPermit, renewalDate: '2027-02-01', state: 'ca', categoryId: null },
      cookie,
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      id: permit.id,
      renewalDate: '2027-02-01',
      stateCode: 'CA',
      category: null,
    });
    expect(await countFor(businessId)).toBe(3);

    expect((await t.request(`/api/permits/${permit.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await t.request(`/api/permits/${permit.id}`, { cookie })).status).toBe(404);
    expect(await countFor(businessId)).toBe(2);
  });

  it("treats another owner's permit exactly like a missing one, and changes nothing", async () => {
    const first = await t.signedInOwner();
    const second = await t.signedInOwner();
    const permit = (await (await create(first.cookie)).json()) as PermitBody;
    const missing = await t.request('/api/permits/00000000-0000-4000-8000-000000000000', {
      cookie: second.cookie,
    });
    for (const [method, url, json] of [
      ['GET', `/api/permits/${permit.id}`, undefined],
      ['PUT', `/api/permits/${permit.id}`, { name: 'Hijacked' }],
      ['DELETE', `/api/permits/${permit.id}`, undefined],
      ['GET', `/api/permits/${permit.id}/document`, undefined],
      ['DELETE', `/api/permits/${permit.id}/document`, undefined],
    ] as const) {
      const response = await t.request(url, { method, json, cookie: second.cookie });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(await response.json()).toEqual(await missing.clone().json());
    }
    expect(
      ((await (await t.request(`/api/permits/${permit.id}`, { cookie: first.cookie })).json()) as PermitBody)
        .name,
    ).toBe(healthPermit.name);
    const othersList = await t.request('/api/permits', { cookie: second.cookie });
    expect(await othersList.json()).toEqual({ permits: [], total: 0 });
  });

  it('gives the first, most urgent permits with the total when asked for a limit', async () => {
    const { cookie } = await t.signedInOwner({ plan: 'pro' });
    const dates = ['2027-03-01', null, '2026-12-01', '2027-01-15', null, '2026-12-20'];
    for (const [index, renewalDate] of dates.entries())
      expect((await create(cookie, { name: `Permit ${index}`, renewalDate })).status).toBe(201);
    const list = async (query: string) =>
      (await (await t.request(`/api/permits${query}`, { cookie })).json()) as {
        permits: PermitBody[];
        total: number;
      };

    const whole = await list('');
    expect(whole.total).toBe(6);
    expect(whole.permits.map((permit) => permit.name)).toEqual([
      'Permit 2',
      'Permit 5',
      'Permit 3',
      'Permit 0',
      'Permit 1',
      'Permit 4',
    ]);
    const first = await list('?limit=3');
    expect(first.total).toBe(6);
    expect(first.permits).toEqual(whole.permits.slice(0, 3));
    expect(await list('?limit=500')).toEqual(whole);

    for (const limit of ['0', '-1', '2.5', 'twenty', '501', '']) {
      const response = await t.request(`/api/permits?limit=${limit}`, { cookie });
      expect(response.status, limit).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code, limit).toBe(
        'VALIDATION_ERROR',
      );
    }
  });

  it('refuses bad input with a 400, a code and a message, storing nothing', async () => {
    const { cookie, businessId } = await t.signedInOwner();
    const cases: [string, unknown][] = [
      ['unparseable date', { name: 'X', renewalDate: '2026-02-30' }],
      ['wrong date format', { name: 'X', issueDate: '01/15/2026' }],
      ['renewal before start', { name: 'X', issueDate: '2026-05-01', renewalDate: '2026-04-30' }],
      ['negative cost', { name: 'X', cost: -1 }],
      ['non-numeric cost', { name: 'X', cost: 'twelve' }],
      ['javascript: link', { name: 'X', renewalLink: 'javascript:alert(1)' }],
      ['not a link', { name: 'X', renewalLink: 'renew at the office' }],
      ['long name', { name: 'N'.repeat(201) }],
      ['empty name', { name: '   ' }],
      ['unknown field', { name: 'X', userId: 'someone-else' }],
      ['unknown category', { name: 'X', categoryId: 9999 }],
      ['processing days', { name: 'X', processingTimeDays: 0 }],
      ['not an object', ['X']],
    ];
    for (const [label, json] of cases) {
      const response = await create(cookie, json as object);
      expect(response.status, label).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, label).toBe('VALIDATION_ERROR');
      expect(body.error.message, label).toMatch(/\S/);
    }
    const malformed = await t.request('/api/permits', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
      cookie,
    });
    expect(malformed.status).toBe(400);
    expect((await t.request('/api/permits/not-a-uuid', { cookie })).status).toBe(400);
    expect(await countFor(businessId)).toBe(0);
    expect((await t.request('/api/permits')).status).toBe(401);
  });
});

describe('the Free plan limit', () => {
  it('stops the fourth permit with PERMIT_LIMIT_REACHED', async () => {
    const { cookie, businessId } = await t.signedInOwner();
    for (let index = 0; index < 3; index++) expect((await create(cookie)).status).toBe(201);
    const fourth = await create(cookie);
    expect(fourth.status).toBe(403);
    expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe('PERMIT_LIMIT_REACHED');
    expect(await countFor(businessId)).toBe(3);
  });

  it('lets only one of several simultaneous requests take the last free slot', async () => {
    const { cookie, businessId } = await t.signedInOwner();
    await create(cookie);
    await create(cookie);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => create(cookie))))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([201, 403, 403, 403, 403]);
    expect(await countFor(businessId)).toBe(3);
  });
});

const PDF = ONE_PAGE_PDF;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('permit documents', () => {
  it('stores a PDF for its owner only, and deletes it with the permit', async () => {
    const first = await t.signedInOwner();
    const second = await t.signedInOwner();
    const permit = (await (await create(first.cookie)).json()) as PermitBody;
    const uploaded = await t.uploadDocument(first.cookie, permit.id, { name: '../../etc/Health Permit.pdf' });
    expect(uploaded.status).toBe(200);
    expect(((await uploaded.json()) as PermitBody).document).toEqual({
      name: 'Health Permit.pdf',
      type: 'application/pdf',
      size: PDF.length,
    });

    const download = await t.request(`/api/permits/${permit.id}/document`, { cookie: first.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    expect((await t.request(`/api/permits/${permit.id}/document`, { cookie: second.cookie })).status).toBe(
      404,
    );
    expect((await t.uploadDocument(second.cookie, permit.id)).status).toBe(404);

    const [row] = await t.db.select().from(permits).where(eq(permits.id, permit.id));
    const file = path.join(t.config.DATA_DIR, 'uploads', ...row!.documentKey!.split('/'));
    expect(fs.existsSync(file)).toBe(true);
    await t.request(`/api/permits/${permit.id}`, { method: 'DELETE', cookie: first.cookie });
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses files that are not a PDF or an image, or that lie about their type', async () => {
    const { cookie } = await t.signedInOwner();
    const permit = (await (await create(cookie)).json()) as PermitBody;
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    for (const [bytes, type] of [
      [html, 'application/pdf'],
      [html, 'text/html'],
      [PNG, 'application/pdf'],
      [PDF, 'image/png'],
      [PDF, 'application/zip'],
    ] as const) {
      const response = await t.uploadDocument(cookie, permit.id, { bytes, type });
      expect(response.status, type).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'INVALID_FILE_TYPE', message: 'Please upload a PDF or image file.' },
      });
    }
    const photo = { bytes: PNG, type: 'image/png', name: 'photo.png' };
    expect((await t.uploadDocument(cookie, permit.id, photo)).status).toBe(200);
    const tooLarge = new Uint8Array(10 * 1024 * 1024 + 1);
    tooLarge.set(PDF);
    expect((await t.uploadDocument(cookie, permit.id, { bytes: tooLarge })).status).toBe(413);
    const json = await t.request(`/api/permits/${permit.id}/document`, {
      method: 'PUT',
      json: { file: 'x' },
      cookie,
    });
    expect(json.status).toBe(400);
  });

  it("refuses a PDF that does not open or has no pages, in the reader's language, and keeps nothing", async () => {
    const { cookie } = await t.signedInOwner();
    const permit = (await (await create(cookie)).json()) as PermitBody;
    const truncated = (await pdfWithText('Health Permit')).slice(0, 400);
    for (const bytes of [BROKEN_PDF, NO_PAGES_PDF, truncated]) {
      const response = await t.uploadDocument(cookie, permit.id, { bytes });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'DAMAGED_PDF',
          message:
            'This PDF cannot be opened or has no pages. Upload a copy that opens on your device, or a photo of the permit.',
        },
      });
    }
    // Signing in set the account's language, English, in the cookie; the Spanish reader's says Spanish.
    const spanishCookie = cookie.replace(/pp_lang=\w+/, 'pp_lang=es');
    const spanish = await t.uploadDocument(spanishCookie, permit.id, { bytes: BROKEN_PDF });
    expect(((await spanish.json()) as { error: { message: string } }).error.message).toMatch(/^Este PDF /);
    const [row] = await t.db.select().from(permits).where(eq(permits.id, permit.id));
    expect(row!.documentKey).toBeNull();
    const uploads = path.join(t.config.DATA_DIR, 'uploads');
    const stored = fs.existsSync(uploads)
      ? fs.readdirSync(uploads, { recursive: true, withFileTypes: true })
      : [];
    expect(stored.filter((entry) => entry.isFile() && entry.parentPath.includes(permit.id))).toEqual([]);
    expect(
      (await t.uploadDocument(cookie, permit.id, { bytes: await pdfWithText('Health Permit') })).status,
    ).toBe(200);
  });
});

describe('mark as renewed', () => {
  it('moves the renewal date on, keeps the history and drops reminders waiting for the old date', async () => {
    const { cookie, memberId } = await t.signedInOwner();
    const permit = (await (
      await create(cookie, { name: 'Health Permit', renewalDate: '2026-12-01' })
    ).json()) as PermitBody;
    await t.db
      .insert(reminderDeliveries)
      .values({ memberId, permitId: permit.id, renewalDate: '2026-12-01', leadDay: 7, channel: 'email' });
    const renewed = await t.request(`/api/permits/${permit.id}/renew`, {
      method: 'POST',
      json: { renewalDate: '2027-12-01' },
      cookie,
    });
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toMatchObject({ renewalDate: '2027-12-01', status: 'active' });
    const history = await t.request(`/api/permits/${permit.id}/renewals`, { cookie });
    expect(await history.json()).toEqual({
      renewals: [
        { previousRenewalDate: '2026-12-01', newRenewalDate: '2027-12-01', renewedAt: expect.any(String) },
      ],
    });
    expect(
      await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.permitId, permit.id)),
    ).toHaveLength(0);
  });

  it('refuses a past date as the dialog does, also for a permit with no renewal date yet', async () => {
    const { cookie } = await t.signedInOwner();
    const today = calendarDateIn('UTC', new Date());
    const renew = async (id: string, renewalDate: string) => {
      const response = await t.request(`/api/permits/${id}/renew`, {
        method: 'POST',
        json: { renewalDate },
        cookie,
      });
      return { status: response.status, body: (await response.json()) as { error?: unknown } };
    };
    const undated = (await (await create(cookie, { name: 'Lifetime Card' })).json()) as PermitBody;
    const expired = (await (
      await create(cookie, { name: 'Old Permit', renewalDate: addDaysTo(today, -30) })
    ).json()) as PermitBody;
    const inThePast = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'The new renewal date cannot be in the past',
          field: 'renewalDate',
        },
      },
    };
    expect(await renew(undated.id, addDaysTo(today, -3))).toEqual(inThePast);
    expect(await renew(expired.id, addDaysTo(today, -3))).toEqual(inThePast);
    expect((await renew(undated.id, addDaysTo(today, 1))).status).toBe(200);
    expect((await renew(expired.id, addDaysTo(today, 365))).status).toBe(200);
  });

  it('refuses a date that is not later, not a date, or another owner’s permit', async () => {
    const first = await t.signedInOwner();
    const second = await t.signedInOwner();
    const permit = (await (
      await create(first.cookie, { name: 'Fire', renewalDate: '2027-01-10' })
    ).json()) as PermitBody;
    for (const renewalDate of ['2027-01-10', '2026-05-01', '2027-02-30', 'next year']) {
      const response = await t.request(`/api/permits/${permit.id}/renew`, {
        method: 'POST',
        json: { renewalDate },
        cookie: first.cookie,
      });
      expect(response.status, renewalDate).toBe(400);
    }
    const stolen = await t.request(`/api/permits/${permit.id}/renew`, {
      method: 'POST',
      json: { renewalDate: '2028-01-10' },
      cookie: second.cookie,
    });
    expect(stolen.status).toBe(404);
    expect(
      (
        (await (await t.request(`/api/permits/${permit.id}`, { cookie: first.cookie })).json()) as {
          renewalDate: string;
        }
      ).renewalDate,
    ).toBe('2027-01-10');
  });
});
