import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { permitFormSchema } from '../../shared/contracts/permits';
import { permitRenewals, permits } from '../db/schema';
import { calendarFeedUrl, ensureCalendarFeedToken } from '../features/calendar-feed/calendar-feed-token';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp, TEST_LINK_TOKEN_KEY, TEST_ORIGIN, type SignedInOwner } from '@tests/support/test-app';

/**
 * One calendar date rule everywhere (dates validated again on the server: docs/product/permits.md#dates):
 * creating, editing and renewing a permit all take 1900-01-01 to 2200-12-31. Renewing used to take
 * 9999-12-31, and the feed then held `DTEND;VALUE=DATE:+01000001`.
 */
const FAR_DATES = ['9999-12-31', '2201-01-01', '10000-01-01', '1899-12-31', '0000-01-01'];

const t = setUpTestApp();
let owner: SignedInOwner;
beforeAll(async () => {
  owner = await t.signedInOwner({ plan: 'pro' });
});

const permit = { name: 'Health Permit', issueDate: '2026-01-01', renewalDate: '2027-01-01', cost: 125 };

async function expectRefusedDate(response: Response, label: string) {
  expect(response.status, label).toBe(400);
  const body = (await response.json()) as { error: { code: string; message: string; field?: string } };
  expect(body.error.code, label).toBe('VALIDATION_ERROR');
  expect(body.error.field, label).toBe('renewalDate');
  expect(body.error.message, label).toMatch(
    /^(The new renewal date|Renewal date) .*(out of range|valid date)|^Enter the new renewal date/,
  );
}

describe('calendar dates', () => {
  it('refuses a renewal date past 2200-12-31 on renew, as on create and edit', async () => {
    const { id } = await createPermit(t.db, owner.id, { renewalDate: '2027-05-01' });
    for (const renewalDate of FAR_DATES) {
      await expectRefusedDate(
        await t.request(`/api/permits/${id}/renew`, {
          method: 'POST',
          json: { renewalDate },
          cookie: owner.cookie,
        }),
        `renew ${renewalDate}`,
      );
      await expectRefusedDate(
        await t.request('/api/permits', {
          method: 'POST',
          json: { ...permit, renewalDate },
          cookie: owner.cookie,
        }),
        `create ${renewalDate}`,
      );
      await expectRefusedDate(
        await t.request(`/api/permits/${id}`, {
          method: 'PUT',
          json: { ...permit, renewalDate },
          cookie: owner.cookie,
        }),
        `edit ${renewalDate}`,
      );
    }
    const [row] = await t.db.select().from(permits).where(eq(permits.id, id));
    expect(row!.renewalDate).toBe('2027-05-01');
    expect(await t.db.select().from(permitRenewals).where(eq(permitRenewals.permitId, id))).toEqual([]);
  });

  it('takes the last day of the range on renew, and the feed writes its end as a plain date', async () => {
    const { id } = await createPermit(t.db, owner.id, { renewalDate: '2199-05-01' });
    const renewed = await t.request(`/api/permits/${id}/renew`, {
      method: 'POST',
      json: { renewalDate: '2200-12-31' },
      cookie: owner.cookie,
    });
    expect(renewed.status).toBe(200);
    const token = await ensureCalendarFeedToken({
      db: t.db,
      memberId: owner.memberId,
      key: TEST_LINK_TOKEN_KEY,
    });
    const feed = await (await t.request(new URL(calendarFeedUrl(TEST_ORIGIN, token)).pathname)).text();
    expect(feed).toContain('DTEND;VALUE=DATE:22010101');
    for (const line of feed.split('\r\n').filter((text) => /^DT(START|END)/.test(text))) {
      expect(line).toMatch(/^DT(START|END);VALUE=DATE:\d{8}$/);
    }
  });

  it('gives the permit form the same range', () => {
    const form = {
      name: 'Health Permit',
      issueDate: '2026-01-01',
      renewalDate: '2201-01-01',
      cost: '125',
      city: '',
      state: '',
      county: '',
      notes: '',
      renewalLink: '',
      permitNumber: '',
      issuingAgency: '',
      categoryId: '',
      processingTimeDays: '',
    };
    const result = permitFormSchema.safeParse(form);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Renewal date is out of range']);
    expect(permitFormSchema.safeParse({ ...form, renewalDate: '2200-12-31' }).success).toBe(true);
  });
});
