import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';
import type { Mailer } from '../../integrations/mail/types';

const broken: Mailer = { name: 'broken', send: () => Promise.reject(new Error('SMTP down')) };
const t = setUpTestApp();
const failing = setUpTestApp({ mailer: broken });

const profile = {
  businessName: 'Taco Loco',
  statesOperating: 'CA, NV',
  servesBeerWine: true,
  servesLiquor: false,
  sellsAt: ['vends-on-private-property', 'vends-at-events'],
  carriesPropane: false,
  phone: '+1 (510) 555-0134',
  email: 'hola@tacoloco.example',
  address: '1 Main St, Oakland, CA',
};

describe('business profile', () => {
  it('is null before onboarding, then upserted in place', async () => {
    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    expect(await (await t.request('/api/business-profile', { cookie })).json()).toEqual({ profile: null });
    const saved = await t.request('/api/business-profile', { method: 'PUT', json: profile, cookie });
    // No broker yet (docs/product/events.md#certificate-of-insurance): empty, like the other optional fields.
    expect(await saved.json()).toEqual({ profile: { ...profile, brokerName: '', brokerEmail: '' } });
    const renamed = await t.request('/api/business-profile', {
      method: 'PUT',
      json: { ...profile, businessName: 'Taco Loco 2' },
      cookie,
    });
    expect(((await renamed.json()) as { profile: { businessName: string } }).profile.businessName).toBe(
      'Taco Loco 2',
    );
    const minimal = await t.request('/api/business-profile', {
      method: 'PUT',
      json: { businessName: 'Just a name' },
      cookie,
    });
    expect(await minimal.json()).toEqual({
      profile: {
        businessName: 'Just a name',
        statesOperating: '',
        servesBeerWine: false,
        servesLiquor: false,
        // Not asked: every place and propane, so no suggestion is lost (docs/product/intelligence.md#where-a-truck-sells).
        sellsAt: ['vends-on-streets', 'vends-on-private-property', 'vends-at-events'],
        carriesPropane: true,
        phone: '',
        email: '',
        address: '',
        brokerName: '',
        brokerEmail: '',
      },
    });
  });

  it('keeps the insurance broker, checks its e-mail, and keeps it when a save leaves it out', async () => {
    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    const broker = { brokerName: 'Pat Broker', brokerEmail: 'pat@insure.example' };
    const put = (json: object) => t.request('/api/business-profile', { method: 'PUT', json, cookie });
    expect(await (await put({ ...profile, ...broker })).json()).toEqual({
      profile: { ...profile, ...broker },
    });
    expect((await put({ ...profile, brokerEmail: 'not an address' })).status).toBe(400);
    expect((await put({ ...profile, brokerName: 'x'.repeat(201) })).status).toBe(400);
    expect(await (await put(profile)).json()).toEqual({ profile: { ...profile, ...broker } });
    expect(await (await put({ ...profile, brokerName: '', brokerEmail: '' })).json()).toEqual({
      profile: { ...profile, brokerName: '', brokerEmail: '' },
    });
  });

  it('refuses a place to sell that is not one of the three, none at all, or one twice, with a code', async () => {
    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    const put = (sellsAt: unknown) =>
      t.request('/api/business-profile', { method: 'PUT', json: { ...profile, sellsAt }, cookie });
    const unknown = await put(['vends-on-streets', 'vends-on-the-moon']);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'UNKNOWN_SELLING_PLACE',
      message: 'Choose where you sell from: public streets, private property, events',
    });
    for (const sellsAt of [[], ['vends-at-events', 'vends-at-events'], 'vends-at-events', [42]])
      expect((await put(sellsAt)).status, JSON.stringify(sellsAt)).toBe(400);
    expect(await (await t.request('/api/business-profile', { cookie })).json()).toEqual({ profile: null });
  });

  it('refuses bad input and needs a session', async () => {
    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    for (const json of [
      {},
      { ...profile, businessName: '' },
      { ...profile, email: 'nope' },
      { ...profile, phone: 'call me' },
      { ...profile, owner: 'x' },
      { ...profile, businessName: 'x'.repeat(201) },
    ]) {
      expect(
        (await t.request('/api/business-profile', { method: 'PUT', json, cookie })).status,
        JSON.stringify(json),
      ).toBe(400);
    }
    expect(await (await t.request('/api/business-profile', { cookie })).json()).toEqual({ profile: null });
    expect((await t.request('/api/business-profile')).status).toBe(401);
  });
});

describe('send-confirmation-email', () => {
  it("sends the welcome e-mail to the account's own address, whatever the request says", async () => {
    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    const response = await t.request('/api/business-profile/confirmation-email', {
      method: 'POST',
      json: { businessName: 'Taco Loco', plan: 'free' },
      cookie,
    });
    expect(await response.json()).toEqual({ sent: true });
    const { messages } = (await (
      await t.request(`/api/dev/outbox?to=${encodeURIComponent(owner.email)}`)
    ).json()) as { messages: { subject: string; text: string }[] };
    expect(messages[0]!.subject).toBe('Your PermitPilot account is ready');
    expect(messages[0]!.text).toContain('Welcome to PermitPilot, Taco Loco!');
    const redirected = await t.request('/api/business-profile/confirmation-email', {
      method: 'POST',
      json: { plan: 'free', email: 'victim@example.com' },
      cookie,
    });
    expect(redirected.status).toBe(400);
  });

  it('answers a failed transport with a 502 and a code', async () => {
    const owner = await createUser(failing.db);
    const cookie = await failing.signIn(owner.email, owner.password);
    const response = await failing.request('/api/business-profile/confirmation-email', {
      method: 'POST',
      json: { plan: 'pro' },
      cookie,
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('MAIL_FAILED');
  });
});
