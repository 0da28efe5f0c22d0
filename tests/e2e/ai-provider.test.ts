import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, toast } from '../support/e2e-helpers';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { ownServerSession } from '../support/own-server-session';
import { startPageServer, type PageServer } from '../support/page-server';

// The permit intelligence with an AI provider configured (docs/decisions/0022): a server process of its own,
// pointed at a local fake of the chat-completions API, in a phone's browser.
const AI_DESCRIPTION = 'The county raised the yearly health permit fee from $100 to $150.';

let fake: FakeOpenAi;
let pageServer: PageServer;
beforeAll(async () => {
  fake = await startFakeOpenAi({
    rank_permit_suggestions: ({ untrusted }) => {
      const { candidates } = JSON.parse(untrusted) as { candidates: { id: string; name: string }[] };
      return {
        suggestions: candidates.map((candidate) => ({
          id: candidate.id,
          reason: `AI: get the ${candidate.name} before your first event.`,
        })),
      };
    },
    propose_renewal_link: ({ untrusted }) =>
      untrusted.includes('Churro Cart Sticker')
        ? { url: 'https://www.oregon.gov/churro/renew', agency: 'Oregon Churro Board' }
        : { url: null, agency: null },
    describe_requirement_change: () => ({
      description: AI_DESCRIPTION,
      effectiveDate: null,
      confidence: 0.9,
    }),
  });
  pageServer = await startPageServer();
});
afterAll(async () => {
  await fake?.close();
  await pageServer?.close();
});
const session = ownServerSession(() => ({
  OPENAI_API_KEY: fake.apiKey,
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: 'fake-model',
  MONITOR_INTERVAL_SECONDS: '1',
}));
// A request the fake does not know fails the test.
afterEach(() => expect(fake.unexpected).toEqual([]));

describe('with an AI provider', () => {
  it('explains the suggestions in its words, and says the AI wrote them', async () => {
    await signedInOwner(session.context, session.server.url);
    const saved = await session.context.request.put(`${session.server.url}/api/business-profile`, {
      data: { businessName: 'Churros Oregon', statesOperating: 'California', servesBeerWine: true },
      headers: { origin: session.server.url },
    });
    expect(saved.ok()).toBe(true);
    await session.page.goto('/dashboard');
    const card = session.page.getByRole('region', { name: 'Permit Suggestions' });
    const sellers = card.getByTestId('permit-suggestion').filter({ hasText: "Seller's Permit" }).first();
    await sellers.getByText(/^AI: get the .*Seller's Permit before your first event\.$/).waitFor();
    expect(await sellers.getByText('Reason written by AI').count()).toBe(1);
    // Still the catalog's source under it.
    expect(await sellers.getByText(/Confirm the details with the agency/).count()).toBe(1);
    await expectNoHorizontalScroll(session.page);
    await expectNoAxeViolations(session.page);
  });

  it('fills a renewal link it proposed for a permit the catalog lacks, marked as not verified', async () => {
    await signedInOwner(session.context, session.server.url, { plan: 'pro' });
    await session.page.goto('/permit-setup');
    await session.page.getByLabel('License/Permit Name').fill('Churro Cart Sticker');
    await session.page.getByLabel('State').fill('Oregon');
    await session.page.getByRole('button', { name: 'Find Link' }).click();
    await expect.poll(() => toast(session.page, 'Renewal Link Found').count()).toBe(1);
    expect(await toast(session.page, 'suggested by AI and not verified').count()).toBe(1);
    expect(await session.page.getByLabel('Renewal URL').inputValue()).toBe(
      'https://www.oregon.gov/churro/renew',
    );
    await session.page.getByText(/^Suggested by AI and not verified/).waitFor();
    await expectNoHorizontalScroll(session.page);
    await expectNoAxeViolations(session.page);
  });

  it('describes a monitored change in plain words, and says the AI wrote it', async () => {
    pageServer.pages.set(
      '/fees',
      '<h1>Health permit</h1><p>Annual permit fee: $100</p><p>Bring your commissary letter.</p>',
    );
    await signedInOwner(session.context, session.server.url, { plan: 'pro' });
    await addPermitThroughApi(session.context, session.server.url, {
      name: 'County Health Permit',
      renewalDate: inDays(120),
      renewalLink: `${pageServer.origin}/fees`,
      state: 'Oregon',
    });
    await session.page.goto('/dashboard');
    const card = session.page.getByRole('region', { name: 'Requirement Monitor' });
    await card.getByRole('button', { name: 'Run Monitoring' }).click();
    await expect.poll(() => toast(session.page, 'Detected 0 new requirement changes').count()).toBe(1);
    pageServer.pages.set(
      '/fees',
      '<h1>Health permit</h1><p>Annual permit fee: $150</p><p>Bring your commissary letter.</p>',
    );
    // 'Run Monitoring' runs at most once per 10 s for a business.
    await session.page.waitForTimeout(10_500);
    await card.getByRole('button', { name: 'Run Monitoring' }).click();
    await expect.poll(() => toast(session.page, 'Detected 1 new requirement changes').count()).toBe(1);
    const change = card.getByRole('listitem').filter({ hasText: AI_DESCRIPTION });
    await change.waitFor();
    expect(await change.innerText()).toContain('High confidence');
    expect(await change.getByText('Described by AI: check the changed lines').count()).toBe(1);
    // The page's own lines stay one tap away.
    await change.getByText('What changed').click();
    expect(await change.locator('pre').innerText()).toContain('+ Annual permit fee: $150');
    await expectNoHorizontalScroll(session.page);
    await expectNoAxeViolations(session.page);
  });
});
