import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/contracts/events';
import { formatCalendarDate } from '../../../shared/domain/formatting';
import { events } from '../../db/schema';
import { outbox } from '@tests/support/reminder-fixtures';
import { dallasFestival } from '@tests/support/event-fixtures';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

// docs/product/events.md#certificate-of-insurance: a two-day festival in Dallas, 40 days ahead.
const festival = dallasFestival({ organizerEmail: 'vendors@fest.example', address: '1500 Marilla St' });
const profile = { businessName: 'Taco Loco', address: '1 Main St, Oakland, CA' };

async function ownerWithEvent(broker?: Broker, plan?: 'pro') {
  const owner = await t.signedInOwner({ plan });
  const json = { ...profile, ...broker };
  await t.request('/api/business-profile', { method: 'PUT', json, cookie: owner.cookie });
  const added = await t.request('/api/events', { method: 'POST', json: festival, cookie: owner.cookie });
  return { owner, event: (await added.json()) as EventDto };
}
const request = (cookie: string, eventId: string, json: object = {}) =>
  t.request(`/api/events/${eventId}/insurance-request`, { method: 'POST', json, cookie });
const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;
// Each test's own broker, so that each reads only its own mail in the outbox.
const newBroker = () => ({
  brokerName: 'Pat Broker',
  brokerEmail: `pat-${crypto.randomUUID()}@insure.example`,
});
type Broker = ReturnType<typeof newBroker>;

describe('certificate of insurance requests', () => {
  it('e-mails the broker naming the organizer, the dates and the limits, and the line shows the request', async () => {
    const broker = newBroker();
    const { owner, event } = await ownerWithEvent(broker);
    const sent = await request(owner.cookie, event.id, { eachOccurrence: 2_000_000, aggregate: 4_000_000 });
    expect(sent.status).toBe(200);
    const insurance = ((await sent.json()) as EventDto).readiness.lines.find(
      (line) => line.kind === 'insurance',
    );
    expect(insurance).toMatchObject({ requestedAt: expect.any(String), done: false });
    const [mail, ...more] = await outbox(t, broker.brokerEmail);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Certificate of insurance request from Taco Loco');
    expect(mail!.text).toContain('Hello Pat Broker,');
    expect(mail!.text).toContain('Fest Co, 1500 Marilla St, Dallas, TX, as additional insured');
    expect(mail!.text).toContain(
      `Dallas Taco Fest (${formatCalendarDate(festival.startsOn)} to ${formatCalendarDate(festival.endsOn)})`,
    );
    expect(mail!.text).toContain('$2,000,000.00 each occurrence, $4,000,000.00 aggregate');
  });

  it('asks for the broker when the profile has none, saves it, and uses the default limits', async () => {
    const broker = newBroker();
    const { owner, event } = await ownerWithEvent();
    const missing = await request(owner.cookie, event.id);
    expect(missing.status).toBe(400);
    expect((await missing.json()) as object).toMatchObject({ error: { field: 'brokerName' } });
    expect((await request(owner.cookie, event.id, { ...broker, brokerEmail: 'nope' })).status).toBe(400);
    expect((await request(owner.cookie, event.id, broker)).status).toBe(200);
    const saved = (await (await t.request('/api/business-profile', { cookie: owner.cookie })).json()) as {
      profile: Broker;
    };
    expect(saved.profile).toMatchObject(broker);
    const [mail] = await outbox(t, broker.brokerEmail);
    expect(mail!.text).toContain('$1,000,000.00 each occurrence, $2,000,000.00 aggregate');
    // The profile form leaves the broker out, and the saved one stays.
    await t.request('/api/business-profile', { method: 'PUT', json: profile, cookie: owner.cookie });
    const kept = (await (await t.request('/api/business-profile', { cookie: owner.cookie })).json()) as {
      profile: Broker;
    };
    expect(kept.profile).toMatchObject(broker);
  });

  it("writes to the broker in a Spanish owner's language", async () => {
    const broker = newBroker();
    const { owner, event } = await ownerWithEvent(broker);
    // The owner switches to Spanish; the language cookie the switch sets is the one the browser then sends.
    const switched = await t.request('/api/account/language', {
      method: 'PUT',
      json: { locale: 'es' },
      cookie: owner.cookie,
    });
    expect(switched.headers.get('set-cookie')).toContain('pp_lang=es');
    const cookie = [...owner.cookie.split('; ').filter((part) => !part.startsWith('pp_lang=')), 'pp_lang=es'];
    expect((await request(cookie.join('; '), event.id)).status).toBe(200);
    const [mail] = await outbox(t, broker.brokerEmail);
    expect(mail!.subject).toBe('Solicitud de certificado de seguro de Taco Loco');
    expect(mail!.text).toContain('Fest Co, 1500 Marilla St, Dallas, TX, como asegurado adicional');
    expect(mail!.text).toContain(formatCalendarDate(festival.startsOn, 'es'));
  });

  it('refuses a second request within a day unless confirmed, and sends none', async () => {
    const broker = newBroker();
    const { owner, event } = await ownerWithEvent(broker);
    expect((await request(owner.cookie, event.id)).status).toBe(200);
    const again = await request(owner.cookie, event.id);
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('COI_RECENTLY_REQUESTED');
    expect(await outbox(t, broker.brokerEmail)).toHaveLength(1);
    expect((await request(owner.cookie, event.id, { confirm: true })).status).toBe(200);
    expect(await outbox(t, broker.brokerEmail)).toHaveLength(2);
    // A day later it goes without asking.
    await t.db
      .update(events)
      .set({ coiRequestedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(events.id, event.id));
    expect((await request(owner.cookie, event.id)).status).toBe(200);
  });

  it("keeps another business's event a 404 and crew out, and limits a business's requests", async () => {
    const broker = newBroker();
    const { owner, event } = await ownerWithEvent(broker, 'pro');
    const stranger = await t.signedInOwner();
    expect((await request(stranger.cookie, event.id, broker)).status).toBe(404);
    const crew = await t.signedInMember(owner.businessId, 'crew');
    const refused = await request(crew.cookie, event.id);
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('FORBIDDEN');
    expect(await outbox(t, broker.brokerEmail)).toEqual([]);
    for (let sent = 0; sent < 10; sent++)
      expect((await request(owner.cookie, event.id, { confirm: true })).status).toBe(200);
    const limited = await request(owner.cookie, event.id, { confirm: true });
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('RATE_LIMITED');
  });
});
