import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FindRenewalLinkResponse, PermitSuggestion } from '../../../shared/contracts/catalog';
import { startFakeOpenAi, type FakeOpenAi } from '@tests/support/fake-openai';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import type { SuggestionRankingRequest } from '../../integrations/ai/types';
import { AI_LINK_PROPOSALS_PER_HOUR } from './routes';

/**
 * The permit intelligence with an AI provider configured (docs/decisions/0022), against a local fake of the
 * chat-completions API: what the model may change, what is checked before it is shown, and the catalog's and
 * the diff's answers whenever it fails. The monitor's part is in requirement-monitor/ai-descriptions.test.ts.
 */

/** Links the fake model proposes, by the permit name asked about. */
const PROPOSED: Record<string, { url: string | null; agency: string | null }> = {
  'Churro Cart Sticker': { url: 'https://www.oregon.gov/churro/renew', agency: 'Oregon Churro Board' },
  'County Churro Sticker': { url: 'https://www.co.multnomah.or.us/churro', agency: null },
  'Look-alike Sticker': { url: 'https://oregon-permits.com/renew', agency: 'Oregon Permits' },
  'Open Zone Sticker': { url: 'https://permits.us/renew', agency: 'Permits' },
  'Plain Sticker': { url: 'http://www.oregon.gov/plain', agency: 'Oregon' },
  'Odd Socket Sticker': { url: 'https://www.oregon.gov:8443/port', agency: 'Oregon' },
  'Catalog Host Sticker': { url: 'https://www2.myfloridalicense.com/churro', agency: 'DBPR' },
};

let fake: FakeOpenAi;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi({
    rank_permit_suggestions: ({ untrusted }) => {
      const { candidates } = JSON.parse(untrusted) as SuggestionRankingRequest;
      return {
        suggestions: [
          { id: 'made-up-permit', reason: 'A permit that is not in the catalog.' },
          ...[...candidates].reverse().map((candidate) => ({
            id: candidate.id,
            reason: `AI: ${candidate.name} keeps your truck legal.`,
          })),
        ],
      };
    },
    propose_renewal_link: ({ untrusted }) => {
      const { permitName } = JSON.parse(untrusted) as { permitName: string };
      return PROPOSED[permitName] ?? { url: null, agency: null };
    },
  });
  t = await createTestApp({
    env: {
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'fake-model',
      OPENAI_TIMEOUT_MS: '1000',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => expect(fake.unexpected).toEqual([]));

const asked = (task: string) => fake.requests.filter((request) => request.schemaName === task).length;

async function suggestionsOf(cookie: string) {
  const response = await t.request('/api/permit-suggestions', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { suggestions: PermitSuggestion[] }).suggestions;
}

const saveProfile = (cookie: string, profile: Record<string, unknown>) =>
  t.request('/api/business-profile', {
    method: 'PUT',
    json: { businessName: 'Churros Oregon', servesLiquor: false, ...profile },
    cookie,
  });

const PRIORITY = { high: 0, medium: 1, low: 2 };

describe('suggestions with an AI provider', () => {
  it('are ordered and explained by the model within their priority, among catalog entries only', async () => {
    const owner = await t.signedInOwner();
    expect(
      (await saveProfile(owner.cookie, { statesOperating: 'California', servesBeerWine: true })).status,
    ).toBe(200);
    const suggestions = await suggestionsOf(owner.cookie);
    const [request] = fake.requests.filter((chat) => chat.schemaName === 'rank_permit_suggestions');
    const sent = JSON.parse(request!.untrusted) as SuggestionRankingRequest;
    expect(sent.business).toMatchObject({
      states: ['California'],
      servesBeerWine: true,
      servesLiquor: false,
      // Not asked yet: every place and propane (docs/product/intelligence.md#where-a-truck-sells).
      sellsAt: ['vends-at-events', 'vends-on-private-property', 'vends-on-streets'],
      carriesPropane: true,
    });
    // Nothing invented is shown, and nothing of the catalog's is lost.
    expect(suggestions.map((suggestion) => suggestion.id).sort()).toEqual(
      sent.candidates.map((candidate) => candidate.id).sort(),
    );
    for (const suggestion of suggestions) {
      expect(suggestion.reasonBy).toBe('ai');
      expect(suggestion.reason).toBe(`AI: ${suggestion.name} keeps your truck legal.`);
    }
    // The law decides the priority; within it, the model's order (the reverse of the catalog's here).
    const priorities = suggestions.map((suggestion) => PRIORITY[suggestion.priority]);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const highs = sent.candidates.filter((candidate) => candidate.priority === 'high').map((c) => c.id);
    expect(suggestions.filter((s) => s.priority === 'high').map((s) => s.id)).toEqual(highs.reverse());

    // The answer is kept: a reload asks nobody.
    const before = asked('rank_permit_suggestions');
    await suggestionsOf(owner.cookie);
    expect(asked('rank_permit_suggestions')).toBe(before);
  });

  it("are the catalog's when the provider fails", async () => {
    const owner = await t.signedInOwner();
    await saveProfile(owner.cookie, { statesOperating: 'Nevada', servesBeerWine: false });
    fake.failNext({ status: 503, message: 'The engine is currently overloaded, please try again later.' });
    const suggestions = await suggestionsOf(owner.cookie);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((suggestion) => suggestion.reasonBy === 'catalog')).toBe(true);
    expect(suggestions.some((suggestion) => suggestion.reason.startsWith('AI:'))).toBe(false);
  });
});

describe('Find Link with an AI provider', () => {
  const findLink = async (cookie: string, permitName: string, state = 'OR') => {
    const query = new URLSearchParams({ permitName, state });
    const response = await t.request(`/api/find-renewal-links?${query}`, { cookie });
    return { status: response.status, body: (await response.json()) as FindRenewalLinkResponse };
  };

  it('answers from the catalog first, and takes a proposal only on an official https domain, as unverified', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const before = asked('propose_renewal_link');
    const fromCatalog = await findLink(owner.cookie, "Seller's Permit", 'CA');
    expect(fromCatalog.body).toMatchObject({ unverified: false, source: { entryId: 'ca-sellers-permit' } });
    expect(asked('propose_renewal_link')).toBe(before);

    const proposed = await findLink(owner.cookie, 'Churro Cart Sticker');
    expect(proposed.body).toEqual({
      renewalLink: 'https://www.oregon.gov/churro/renew',
      message:
        'Oregon Churro Board: a possible renewal page for "Churro Cart Sticker" in OR, suggested by AI and not verified. Check it with the agency before you rely on it.',
      source: null,
      unverified: true,
    });
    // A county's locality name under .us, and a host the catalog already names, are official too.
    expect((await findLink(owner.cookie, 'County Churro Sticker')).body).toMatchObject({
      renewalLink: 'https://www.co.multnomah.or.us/churro',
      unverified: true,
    });
    expect((await findLink(owner.cookie, 'Catalog Host Sticker')).body.renewalLink).toBe(
      'https://www2.myfloridalicense.com/churro',
    );
    // A look-alike domain, an open registry, plain http or an odd port: no link at all.
    for (const name of ['Look-alike Sticker', 'Open Zone Sticker', 'Plain Sticker', 'Odd Socket Sticker']) {
      const refused = await findLink(owner.cookie, name);
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ renewalLink: null, source: null, unverified: false });
      expect(refused.body.message).toContain('We found no official page');
      // The model was asked, and its answer refused.
      expect(fake.requests.some((request) => request.untrusted.includes(name))).toBe(true);
    }
  });

  it('asks the model for nobody on Free, and for a few links an hour per business', async () => {
    const free = await t.signedInOwner();
    const before = asked('propose_renewal_link');
    const refused = await findLink(free.cookie, 'Churro Cart Sticker');
    expect(refused.status).toBe(403);
    expect(asked('propose_renewal_link')).toBe(before);

    const owner = await t.signedInOwner({ plan: 'pro' });
    for (let i = 0; i < AI_LINK_PROPOSALS_PER_HOUR; i++) await findLink(owner.cookie, `Sticker number ${i}`);
    expect(asked('propose_renewal_link')).toBe(before + AI_LINK_PROPOSALS_PER_HOUR);
    const spent = await findLink(owner.cookie, 'Churro Cart Sticker');
    expect(spent.body).toMatchObject({ renewalLink: null, unverified: false });
    expect(asked('propose_renewal_link')).toBe(before + AI_LINK_PROPOSALS_PER_HOUR);
  });
});
