import { describe, expect, it } from 'vitest';
import type {
  FindRenewalLinkResponse,
  PermitSuggestion,
  RequirementSearchResponse,
} from '../../../shared/contracts/catalog';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

const californiaWithBeer = {
  businessName: 'Taco Loco',
  statesOperating: 'California',
  servesBeerWine: true,
  servesLiquor: false,
  address: '1200 S Figueroa St, Los Angeles, CA 90015',
};

async function suggestionsOf(cookie: string) {
  const response = await t.request('/api/permit-suggestions', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { suggestions: PermitSuggestion[] }).suggestions;
}

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

describe('permit suggestions over the API (docs/decisions/0020)', () => {
  it('suggests from the profile, leaves out what is tracked, and keeps a dismissal for the whole business', async () => {
    // Pro, so that the manager is not suspended (docs/decisions/0018); suggestions are not Pro.
    const owner = await t.signedInOwner({ plan: 'pro' });
    expect(
      (
        await t.request('/api/business-profile', {
          method: 'PUT',
          json: californiaWithBeer,
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
    const first = await suggestionsOf(owner.cookie);
    const ids = first.map((suggestion) => suggestion.id);
    expect(ids).toEqual(expect.arrayContaining(['ca-sellers-permit', 'ca-abc-alcohol-license', 'us-ein']));
    // The address names Los Angeles: its city permits are suggested too.
    expect(first.some((suggestion) => suggestion.city === 'Los Angeles')).toBe(true);
    expect(first.find((suggestion) => suggestion.id === 'ca-abc-alcohol-license')?.priority).toBe('medium');

    // Added from the suggestion: the permit remembers its entry, and the suggestion goes.
    const added = await t.request('/api/permits', {
      method: 'POST',
      json: { name: "Seller's Permit", state: 'CA', catalogEntryId: 'ca-sellers-permit' },
      cookie: owner.cookie,
    });
    expect(added.status).toBe(201);
    expect(((await added.json()) as { catalogEntryId: string }).catalogEntryId).toBe('ca-sellers-permit');
    // A permit typed by hand is recognised by its name.
    await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'Federal Tax ID (EIN)', state: 'CA' },
      cookie: owner.cookie,
    });
    const manager = await t.signedInMember(owner.businessId, 'manager');
    expect(
      (
        await t.request('/api/permit-suggestions/ca-abc-alcohol-license/dismiss', {
          method: 'POST',
          cookie: manager.cookie,
        })
      ).status,
    ).toBe(204);
    const after = (await suggestionsOf(owner.cookie)).map((suggestion) => suggestion.id);
    expect(after).not.toContain('ca-sellers-permit');
    expect(after).not.toContain('us-ein');
    expect(after).not.toContain('ca-abc-alcohol-license');
    expect(after.length).toBe(ids.length - 3);

    // Another business keeps its own suggestions.
    const other = await t.signedInOwner();
    await t.request('/api/business-profile', {
      method: 'PUT',
      json: californiaWithBeer,
      cookie: other.cookie,
    });
    expect((await suggestionsOf(other.cookie)).map((s) => s.id)).toContain('ca-abc-alcohol-license');
  });

  it('never suggests again what a permit typed by hand tracks under another case or an alias, with no state', async () => {
    const owner = await t.signedInOwner();
    await t.request('/api/business-profile', {
      method: 'PUT',
      json: { businessName: 'Taco Loco', statesOperating: 'CA' },
      cookie: owner.cookie,
    });
    const health = 'ca-mobile-food-facility-health-permit';
    expect((await suggestionsOf(owner.cookie)).map((s) => s.id)).toContain(health);
    // No state on the permit: the business's state decides; the name differs from the entry's only by case.
    const typed = await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'Mobile Food Facility Health Permit' },
      cookie: owner.cookie,
    });
    expect(typed.status).toBe(201);
    const after = (await suggestionsOf(owner.cookie)).map((s) => s.id);
    expect(after).not.toContain(health);
    // An alias counts too.
    await t.request('/api/permits', { method: 'POST', json: { name: 'cdtfa permit' }, cookie: owner.cookie });
    expect((await suggestionsOf(owner.cookie)).map((s) => s.id)).not.toContain('ca-sellers-permit');
  });

  it('follows where the truck sells: a private-lot-only truck without propane gets no street or propane permit', async () => {
    const owner = await t.signedInOwner();
    const profile = {
      businessName: 'Lot Tacos',
      statesOperating: 'CA',
      address: '1 Market St, San Francisco, CA',
    };
    await t.request('/api/business-profile', { method: 'PUT', json: profile, cookie: owner.cookie });
    const everywhere = (await suggestionsOf(owner.cookie)).map((s) => s.id);
    expect(everywhere).toEqual(
      expect.arrayContaining([
        'ca-san-francisco-public-works-mobile-food-facility-permit',
        'ca-fire-mobile-food-vehicle',
      ]),
    );
    await t.request('/api/business-profile', {
      method: 'PUT',
      json: { ...profile, sellsAt: ['vends-on-private-property'], carriesPropane: false },
      cookie: owner.cookie,
    });
    const lotOnly = (await suggestionsOf(owner.cookie)).map((s) => s.id);
    expect(lotOnly).not.toContain('ca-san-francisco-public-works-mobile-food-facility-permit');
    expect(lotOnly).not.toContain('ca-fire-mobile-food-vehicle');
    expect(lotOnly).not.toContain('ca-san-francisco-temporary-food-facility-permit');
    expect(lotOnly).toContain('ca-sellers-permit');
  });

  it('refuses crew a dismissal, an unknown entry with 404 and a malformed id with 400', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const crew = await t.signedInMember(owner.businessId, 'crew');
    const refused = await t.request('/api/permit-suggestions/us-ein/dismiss', {
      method: 'POST',
      cookie: crew.cookie,
    });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('FORBIDDEN');
    expect((await suggestionsOf(crew.cookie)).map((s) => s.id)).toContain('us-ein');

    const unknown = await t.request('/api/permit-suggestions/ca-moon-base-permit/dismiss', {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(unknown.status).toBe(404);
    const malformed = await t.request('/api/permit-suggestions/Not%20An%20Id/dismiss', {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(malformed.status).toBe(400);
    expect(await errorCode(malformed)).toBe('VALIDATION_ERROR');
    const badEntry = await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'X', catalogEntryId: 'ca-moon-base-permit' },
      cookie: owner.cookie,
    });
    expect(badEntry.status).toBe(400);
    expect((await t.request('/api/permit-suggestions')).status).toBe(401);
  });

  it('gives the permit form a catalog entry to fill in from', async () => {
    const owner = await t.signedInOwner();
    const response = await t.request('/api/catalog/entries/ca-sellers-permit', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: 'ca-sellers-permit',
      category: 'Tax',
      stateCode: 'CA',
      cost: { minUsd: 0, maxUsd: 0 },
      source: { reviewed: null },
    });
    expect((await t.request('/api/catalog/entries/ca-nothing', { cookie: owner.cookie })).status).toBe(404);
  });
});

describe('Find Link (find-renewal-links, Pro)', () => {
  const find = (cookie: string, query: Record<string, string>) =>
    t.request(`/api/find-renewal-links?${new URLSearchParams(query)}`, { cookie });

  it('finds the renewal page of the best entry, in California when no state is given', async () => {
    const { cookie } = await t.signedInOwner({ plan: 'pro' });
    const found = (await (
      await find(cookie, { permitName: "Seller's permit", state: '', category: '' })
    ).json()) as FindRenewalLinkResponse;
    expect(found.renewalLink).toMatch(/^https:\/\/(www\.)?cdtfa\.ca\.gov\//);
    expect(found.message).toContain('CDTFA');
    expect(found.source?.entryId).toBe('ca-sellers-permit');

    const texas = (await (
      await find(cookie, { permitName: 'Sales tax permit', state: 'Texas', category: 'Tax' })
    ).json()) as FindRenewalLinkResponse;
    expect(texas.source?.entryId).toBe('tx-sales-and-use-tax-permit');

    const none = (await (
      await find(cookie, { permitName: 'Spaceship landing licence', state: 'CA' })
    ).json()) as FindRenewalLinkResponse;
    expect(none).toEqual({
      renewalLink: null,
      message:
        'We found no official page for "Spaceship landing licence" in CA. You can add the renewal link manually.',
      source: null,
      unverified: false,
    });
  });

  it("answers a truck in Oakland with the state's page, never another city's, in the owner's language", async () => {
    const { cookie } = await t.signedInOwner({ plan: 'pro' });
    const saved = await t.request('/api/business-profile', {
      method: 'PUT',
      json: { businessName: 'Oakland Tacos', statesOperating: 'CA', address: '1 Broadway, Oakland, CA' },
      cookie,
    });
    expect(saved.status).toBe(200);
    for (const permitName of ['Mobile food facility health permit', 'Business registration', 'Fire permit']) {
      const found = (await (await find(cookie, { permitName })).json()) as FindRenewalLinkResponse;
      expect(String(found.source?.entryId), permitName).not.toMatch(/^ca-(san-|los-angeles)/);
    }
    const health = (await (
      await find(cookie, { permitName: 'Mobile food facility health permit' })
    ).json()) as FindRenewalLinkResponse;
    expect(health, JSON.stringify(health)).toMatchObject({
      source: { entryId: 'ca-mobile-food-facility-health-permit' },
    });
    const spanish = (await (
      await find(cookie.replace(/pp_lang=\w+/, 'pp_lang=es'), { permitName: "Seller's permit" })
    ).json()) as FindRenewalLinkResponse;
    expect(spanish.message).toMatch(
      /: página (de renovación )?de California Seller's Permit\. Confirme los detalles/,
    );
  });

  it('answers Free businesses PRO_REQUIRED and bad input 400', async () => {
    const free = await t.signedInOwner();
    const refused = await find(free.cookie, { permitName: "Seller's permit" });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('PRO_REQUIRED');

    const pro = await t.signedInOwner({ plan: 'pro' });
    const bad: Record<string, string>[] = [
      { permitName: '' },
      { permitName: 'N'.repeat(201) },
      { permitName: 'X', category: 'Spaceships' },
      { permitName: 'X', extra: 'true' },
      { permitName: 'X\u0000' },
      { state: 'CA' },
    ];
    for (const query of bad) {
      const response = await find(pro.cookie, query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(await errorCode(response)).toBe('VALIDATION_ERROR');
    }
  });
});

describe("'Search Latest Requirements'", () => {
  it('answers what the catalog says, with its agency, source and review date', async () => {
    const { cookie } = await t.signedInOwner();
    const search = (query: Record<string, string>) =>
      t.request(`/api/requirement-search?${new URLSearchParams(query)}`, { cookie });
    const response = await search({ permitName: 'sales tax permit', state: 'TX', category: 'Tax' });
    const body = (await response.json()) as RequirementSearchResponse;
    expect(body.message).toBe('Requirements updated');
    expect(body.result).toMatchObject({
      name: expect.stringContaining('Sales'),
      jurisdiction: 'Texas',
      cost: { minUsd: 0, maxUsd: 0, per: 'application' },
      source: {
        url: 'https://comptroller.texas.gov/taxes/sales/faq/permit.php',
        archiveChecked: '2026-11-28',
        reviewed: null,
      },
      visiting: { place: 'Texas', reciprocity: 'statewide' },
    });
    expect(body.result!.prepare.length).toBeGreaterThan(0);

    const none = (await (await search({ permitName: 'Moon base' })).json()) as RequirementSearchResponse;
    expect(none.result).toBeNull();
    expect((await search({ permitName: ' ' })).status).toBe(400);
  });

  it("says a state it does not know is unknown, with a code of its own, in the reader's language", async () => {
    const pro = await t.signedInOwner({ plan: 'pro' });
    const spanish = pro.cookie.replace(/pp_lang=\w+/, 'pp_lang=es');
    for (const path of ['/api/requirement-search', '/api/find-renewal-links']) {
      for (const state of ['ZZ', 'Atlantis']) {
        const query = new URLSearchParams({ permitName: "Seller's permit", state });
        const response = await t.request(`${path}?${query}`, { cookie: pro.cookie });
        expect(response.status, `${path} ${state}`).toBe(400);
        expect(await response.json()).toEqual({
          error: {
            code: 'UNKNOWN_STATE',
            message: `We don't know the state "${state}". Enter a US state or DC by its name or two-letter code, such as California or CA.`,
          },
        });
      }
      const inSpanish = await t.request(`${path}?${new URLSearchParams({ permitName: 'X', state: 'ZZ' })}`, {
        cookie: spanish,
      });
      expect(((await inSpanish.json()) as { error: { message: string } }).error.message).toMatch(
        /^No conocemos el estado "ZZ"\./,
      );
    }
  });
});
