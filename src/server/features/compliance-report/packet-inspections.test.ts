import { describe, expect, it } from 'vitest';
import type { Permit } from '../../../shared/contracts/permits';
import { readPdf } from '@tests/support/pdf-files';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

const TODAY = '2026-11-25';

describe("the compliance packet's inspections (docs/product/events.md#inspections)", () => {
  it("lists each permit's inspections on its page, the latest first, in the member's language", async () => {
    const owner = await t.signedInOwner();
    const add = async (path: string, json: unknown) => {
      const response = await t.request(path, { method: 'POST', cookie: owner.cookie, json });
      expect(response.status, path).toBe(201);
      return (await response.json()) as Permit;
    };
    const fire = await add('/api/permits', { name: 'Fire Safety Permit', renewalDate: '2027-01-10' });
    await add('/api/permits', { name: 'Business License', renewalDate: '2027-03-10' });
    await add(`/api/permits/${fire.id}/inspections`, {
      scheduledOn: '2026-09-02',
      agency: 'County Fire Marshal',
      result: 'failed',
      reinspectionOn: '2026-09-16',
    });
    await add(`/api/permits/${fire.id}/inspections`, { scheduledOn: '2026-09-16', result: 'passed' });

    const packet = async (cookie: string) => {
      const response = await t.request(`/api/compliance-packet?filter=all&today=${TODAY}`, { cookie });
      expect(response.status).toBe(200);
      return (await readPdf(new Uint8Array(await response.arrayBuffer()))).text;
    };
    const [, firePage, licensePage] = await packet(owner.cookie);
    expect(firePage).toMatch(
      /Inspections\s*Sep 16, 2026 · Passed\s*Sep 02, 2026 · Failed · County Fire Marshal · re-inspection Sep 16, 2026/,
    );
    expect(licensePage).toMatch(/Inspections\s*None recorded/);

    const [, spanishFire] = await packet(owner.cookie.replace('pp_lang=en', 'pp_lang=es'));
    expect(spanishFire).toMatch(
      /Inspecciones[\s\S]*Aprobada[\s\S]*No aprobada · County Fire Marshal · reinspección/,
    );
  });
});
