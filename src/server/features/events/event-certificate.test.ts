import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readinessLineKey, type EventDto } from '../../../shared/contracts/events';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { activityEvents, events } from '../../db/schema';
import { sweepOrphanDocuments } from '../../integrations/documents/sweep-orphan-documents';
import { BROKEN_PDF, ONE_PAGE_PDF, pdfOfSize } from '@tests/support/pdf-files';
import { setUpTestApp } from '@tests/support/test-app';
import { uploadForm, type UploadedFile } from '@tests/support/uploads';

const t = setUpTestApp();
const inDays = (days: number) => addDaysTo(calendarDateIn('UTC', new Date()), days);

// docs/product/events.md#certificate-of-insurance: the broker's certificate, uploaded on the insurance line.
const fair = { name: 'Reno Taco Fest', organizer: 'Fest Co', city: 'Reno', state: 'NV' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function addEvent(cookie: string) {
  const json = { ...fair, startsOn: inDays(20), endsOn: inDays(21) };
  return (await (await t.request('/api/events', { method: 'POST', json, cookie })).json()) as EventDto;
}
const certificatePath = (eventId: string) => `/api/events/${eventId}/certificate`;
const upload = (cookie: string, eventId: string, file: UploadedFile = {}) =>
  t.request(certificatePath(eventId), { method: 'POST', body: uploadForm(file), cookie });
const insuranceOf = (event: EventDto) =>
  event.readiness.lines.find((line) => readinessLineKey(line) === 'insurance');
const storedKey = async (eventId: string) =>
  (await t.db.select({ key: events.coiDocumentKey }).from(events).where(eq(events.id, eventId)))[0]!.key;
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe("an event's certificate of insurance", () => {
  it('is uploaded on the insurance line, marking it done, read by every member, replaced and removed', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const event = await addEvent(owner.cookie);
    expect(insuranceOf(event)).toMatchObject({ done: false, certificate: null });

    const uploaded = await upload(owner.cookie, event.id, { name: 'COI Fest Co.pdf' });
    expect(uploaded.status).toBe(200);
    expect(insuranceOf((await uploaded.json()) as EventDto)).toMatchObject({
      done: true,
      certificate: { name: 'COI Fest Co.pdf', type: 'application/pdf', size: ONE_PAGE_PDF.length },
    });
    const first = await storedKey(event.id);

    const crew = await t.signedInMember(owner.businessId, 'crew');
    const download = await t.request(certificatePath(event.id), { cookie: crew.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''COI%20Fest%20Co.pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(ONE_PAGE_PDF);
    expect((await upload(crew.cookie, event.id)).status).toBe(403);

    // A photo replaces it; the earlier file leaves the store.
    const photo = await upload(owner.cookie, event.id, { bytes: PNG, type: 'image/png', name: 'coi.png' });
    expect(insuranceOf((await photo.json()) as EventDto)).toMatchObject({ certificate: { name: 'coi.png' } });
    expect(await t.documents.get(first!)).toBeNull();
    const second = (await storedKey(event.id))!;
    // The orphan sweep keeps what an event holds.
    await sweepOrphanDocuments({
      db: t.db,
      documents: t.documents,
      before: new Date(Date.now() + 3_600_000),
    });
    expect(await t.documents.get(second)).not.toBeNull();

    const removed = await t.request(certificatePath(event.id), { method: 'DELETE', cookie: owner.cookie });
    expect(removed.status).toBe(200);
    expect(insuranceOf((await removed.json()) as EventDto)).toMatchObject({ done: false, certificate: null });
    expect(await t.documents.get(second)).toBeNull();
    expect((await t.request(certificatePath(event.id), { cookie: owner.cookie })).status).toBe(404);

    const logged = await t.db
      .select({ action: activityEvents.action, changes: activityEvents.changes })
      .from(activityEvents)
      .where(eq(activityEvents.businessId, owner.businessId));
    expect(logged.filter((row) => row.action.startsWith('event.certificate'))).toEqual([
      {
        action: 'event.certificate_uploaded',
        changes: [{ field: 'document', before: null, after: 'COI Fest Co.pdf' }],
      },
      {
        action: 'event.certificate_uploaded',
        changes: [{ field: 'document', before: 'COI Fest Co.pdf', after: 'coi.png' }],
      },
      {
        action: 'event.certificate_removed',
        changes: [{ field: 'document', before: 'coi.png', after: null }],
      },
    ]);
  });

  it('refuses a bad file as a permit document is refused, and stores nothing', async () => {
    const owner = await t.signedInOwner();
    const event = await addEvent(owner.cookie);
    const refused = async (file: UploadedFile) => {
      const response = await upload(owner.cookie, event.id, file);
      return [response.status, (await errorOf(response)).code];
    };
    expect(await refused({ bytes: PNG, type: 'application/pdf' })).toEqual([400, 'INVALID_FILE_TYPE']);
    expect(await refused({ bytes: new TextEncoder().encode('<html>'), type: 'text/html' })).toEqual([
      400,
      'INVALID_FILE_TYPE',
    ]);
    expect(await refused({ bytes: new Uint8Array() })).toEqual([400, 'EMPTY_FILE']);
    expect(await refused({ bytes: BROKEN_PDF })).toEqual([400, 'DAMAGED_PDF']);
    const tooLarge = new Uint8Array(10 * 1024 * 1024 + 1);
    tooLarge.set(ONE_PAGE_PDF);
    expect(await refused({ bytes: tooLarge })).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const json = await t.request(certificatePath(event.id), {
      method: 'POST',
      json: { file: 'x' },
      cookie: owner.cookie,
    });
    expect(json.status).toBe(400);
    expect(await storedKey(event.id)).toBeNull();

    const other = await t.signedInOwner();
    expect((await upload(other.cookie, event.id)).status).toBe(404);
    expect((await t.request(certificatePath(event.id), { cookie: other.cookie })).status).toBe(404);
    expect(
      (await t.request(certificatePath(event.id), { method: 'DELETE', cookie: other.cookie })).status,
    ).toBe(404);
  });

  it('takes a scan of a few MB, and leaves the store with its event', async () => {
    const owner = await t.signedInOwner();
    const event = await addEvent(owner.cookie);
    expect((await upload(owner.cookie, event.id, { bytes: pdfOfSize(3 * 1024 * 1024) })).status).toBe(200);
    const key = (await storedKey(event.id))!;
    expect(
      (await t.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(204);
    expect(await t.documents.get(key)).toBeNull();
  });
});
