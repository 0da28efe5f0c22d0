import { describe, expect, it } from 'vitest';
import { alertSettings, reminderDeliveries, vehicles } from '../../db/schema';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

const settings = {
  emailAlerts: true,
  textAlerts: false,
  reminderDays: [30, 14, 7, 1],
  timeZone: 'America/Los_Angeles',
  sendHour: 8,
};

describe('alert settings', () => {
  it('starts from the default settings and saves for real', async () => {
    const { cookie } = await t.signedInOwner();
    expect(await (await t.request('/api/alert-settings', { cookie })).json()).toEqual({
      emailAlerts: true,
      textAlerts: false,
      phoneNumber: null,
      smsOptedOut: false,
      reminderDays: [30, 14, 7, 1],
      timeZone: 'UTC',
      sendHour: 8,
      onlyMyVehicles: false,
      calendarFeedUrl: expect.stringMatching(
        /^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
      ),
      failures: [],
    });
    const saved = await t.request('/api/alert-settings', {
      method: 'PUT',
      json: { ...settings, emailAlerts: false, reminderDays: [1, 90, 60], sendHour: 6 },
      cookie,
    });
    expect(await saved.json()).toMatchObject({
      emailAlerts: false,
      reminderDays: [90, 60, 1],
      timeZone: 'America/Los_Angeles',
      sendHour: 6,
    });
    expect(await (await t.request('/api/alert-settings', { cookie })).json()).toMatchObject({
      reminderDays: [90, 60, 1],
    });
  });

  it('refuses lead days outside 1–365, more than ten, repeated, an unknown time zone or hour', async () => {
    const { cookie } = await t.signedInOwner();
    for (const json of [
      { ...settings, reminderDays: [0] },
      { ...settings, reminderDays: [366] },
      { ...settings, reminderDays: [] },
      { ...settings, reminderDays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      { ...settings, reminderDays: [7, 7] },
      { ...settings, reminderDays: [1.5] },
      { ...settings, timeZone: 'Mars/Olympus_Mons' },
      { ...settings, sendHour: 24 },
      { ...settings, phoneNumber: '+15105550100' },
    ]) {
      const response = await t.request('/api/alert-settings', { method: 'PUT', json, cookie });
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
    expect(
      ((await (await t.request('/api/alert-settings', { cookie })).json()) as { timeZone: string }).timeZone,
    ).toBe('UTC');
  });

  it('keeps text alerts for Pro owners whose number a test SMS reached', async () => {
    const free = await t.signedInOwner();
    const refused = await t.request('/api/alert-settings', {
      method: 'PUT',
      json: { ...settings, textAlerts: true },
      cookie: free.cookie,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: 'PRO_REQUIRED',
        message: 'Text alerts are available with Pro plan. Upgrade to enable SMS notifications.',
      },
    });

    const pro = await t.signedInOwner({ plan: 'pro' });
    const noPhone = await t.request('/api/alert-settings', {
      method: 'PUT',
      json: { ...settings, textAlerts: true },
      cookie: pro.cookie,
    });
    expect(noPhone.status).toBe(400);
    await t.db
      .insert(alertSettings)
      .values({ memberId: pro.memberId, phoneNumber: '+15105550100', smsOptedOut: true });
    const on = await t.request('/api/alert-settings', {
      method: 'PUT',
      json: { ...settings, textAlerts: true },
      cookie: pro.cookie,
    });
    expect(await on.json()).toMatchObject({
      textAlerts: true,
      phoneNumber: '+15105550100',
      smsOptedOut: false,
    });
  });

  it("keeps 'Only my vehicles' as saved, and as it was when a save leaves it out", async () => {
    const { cookie } = await t.signedInOwner();
    const save = (json: Record<string, unknown>) =>
      t.request('/api/alert-settings', { method: 'PUT', json, cookie });
    expect(await (await save({ ...settings, onlyMyVehicles: true })).json()).toMatchObject({
      onlyMyVehicles: true,
    });
    expect(await (await save({ ...settings, sendHour: 9 })).json()).toMatchObject({
      onlyMyVehicles: true,
      sendHour: 9,
    });
    const refused = await save({ ...settings, onlyMyVehicles: 'yes' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    expect(await (await save({ ...settings, onlyMyVehicles: false })).json()).toMatchObject({
      onlyMyVehicles: false,
    });
  });

  it("names a failed reminder's permit with its vehicle, as the reminder did", async () => {
    const owner = await t.signedInOwner();
    const [truck] = await t.db
      .insert(vehicles)
      .values({ businessId: owner.businessId, name: 'Truck 2', kind: 'truck' })
      .returning();
    const permit = await createPermit(t.db, owner.id, {
      name: 'Health Permit',
      vehicleId: truck!.id,
      renewalDate: '2027-03-01',
    });
    await t.db.insert(reminderDeliveries).values({
      memberId: owner.memberId,
      permitId: permit.id,
      renewalDate: '2027-03-01',
      leadDay: 7,
      channel: 'email',
      state: 'failed',
      lastError: 'mailbox full',
    });
    const read = (await (await t.request('/api/alert-settings', { cookie: owner.cookie })).json()) as {
      failures: { permitName: string }[];
    };
    expect(read.failures.map((failure) => failure.permitName)).toEqual(['Health Permit — Truck 2']);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/alert-settings')).status).toBe(401);
    expect((await t.request('/api/alert-settings', { method: 'PUT', json: settings })).status).toBe(401);
  });
});
