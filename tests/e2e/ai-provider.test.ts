import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  launchBrowser,
  phoneContext,
} from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, toast } from '../support/e2e-helpers';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { startServer, type ServerProcess } from '../support/server-process';

// The permit intelligence with an AI provider configured (docs/decisions/0022): a server process of its own,
// pointed at a local fake of the chat-completions API, in a phone's browser.
const AI_DESCRIPTION = 'The county raised the yearly health permit fee from $100 to $150.';

let fake: FakeOpenAi;
let server: ServerProcess;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pages = new Map<string, string>();
let pageServer: http.Server;
let origin: string;

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
  pageServer = http.createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    if (!body) return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<html><body><main>${body}</main></body></html>`);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-e2e-ai-'));
  server = await startServer({
    DATA_DIR: dataDir,
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: 'fake-model',
    MONITOR_INTERVAL_SECONDS: '1',
    MONITOR_SCHEDULE_SECONDS: '0',
  });
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
  await new Promise((resolve) => pageServer.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  context = await phoneContext(browser, server.url);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
  // A request the fake does not know fails the test.
  expect(fake.unexpected).toEqual([]);
});

describe('with an AI provider', () => {
  it('explains the suggestions in its words, and says the AI wrote them', async () => {
    await signedInOwner(context, server.url);
    const saved = await context.request.put(`${server.url}/api/business-profile`, {
      data: { businessName: 'Churros Oregon', statesOperating: 'California', servesBeerWine: true },
      headers: { origin: server.url },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Permit Suggestions' });
    const sellers = card.getByTestId('permit-suggestion').filter({ hasText: "Seller's Permit" }).first();
    await sellers.getByText(/^AI: get the .*Seller's Permit before your first event\.$/).waitFor();
    expect(await sellers.getByText('Reason written by AI').count()).toBe(1);
    // Still the catalog's source under it.
    expect(await sellers.getByText(/Confirm the details with the agency/).count()).toBe(1);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  it('fills a renewal link it proposed for a permit the catalog lacks, marked as not verified', async () => {
    await signedInOwner(context, server.url, { plan: 'pro' });
    await page.goto('/permit-setup');
    await page.getByLabel('License/Permit Name').fill('Churro Cart Sticker');
    await page.getByLabel('State').fill('Oregon');
    await page.getByRole('button', { name: 'Find Link' }).click();
    await expect.poll(() => toast(page, 'Renewal Link Found').count()).toBe(1);
    expect(await toast(page, 'suggested by AI and not verified').count()).toBe(1);
    expect(await page.getByLabel('Renewal URL').inputValue()).toBe('https://www.oregon.gov/churro/renew');
    await page.getByText(/^Suggested by AI and not verified/).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  it('describes a monitored change in plain words, and says the AI wrote it', async () => {
    pages.set(
      '/fees',
      '<h1>Health permit</h1><p>Annual permit fee: $100</p><p>Bring your commissary letter.</p>',
    );
    await signedInOwner(context, server.url, { plan: 'pro' });
    await addPermitThroughApi(context, server.url, {
      name: 'County Health Permit',
      renewalDate: inDays(120),
      renewalLink: `${origin}/fees`,
      state: 'Oregon',
    });
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Requirement Monitor' });
    await card.getByRole('button', { name: 'Run Monitoring' }).click();
    await expect.poll(() => toast(page, 'Detected 0 new requirement changes').count()).toBe(1);
    pages.set(
      '/fees',
      '<h1>Health permit</h1><p>Annual permit fee: $150</p><p>Bring your commissary letter.</p>',
    );
    // 'Run Monitoring' runs at most once per 10 s for a business.
    await page.waitForTimeout(10_500);
    await card.getByRole('button', { name: 'Run Monitoring' }).click();
    await expect.poll(() => toast(page, 'Detected 1 new requirement changes').count()).toBe(1);
    const change = card.getByRole('listitem').filter({ hasText: AI_DESCRIPTION });
    await change.waitFor();
    expect(await change.innerText()).toContain('High confidence');
    expect(await change.getByText('Described by AI: check the changed lines').count()).toBe(1);
    // The page's own lines stay one tap away.
    await change.getByText('What changed').click();
    expect(await change.locator('pre').innerText()).toContain('+ Annual permit fee: $150');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
