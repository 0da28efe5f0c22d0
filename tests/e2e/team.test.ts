import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  expectAccessibleOnPhone,
  expectNoAxeViolations,
  expectTouchTargets,
  phoneBrowserSession,
  phoneContext,
} from '../support/browser';
import {
  createConfirmedAccount,
  firstLink,
  outboxFor,
  signedInOwner,
  signInThroughApi,
} from '../support/e2e-accounts';
import { DEFAULT_PASSWORD, uniqueEmail } from '../support/factories';
import { subscribeThroughApi } from '../support/e2e-billing';
import { inDays, toast } from '../support/e2e-helpers';

// The team story of docs/decisions/0018 on 375 px phones: the owner upgrades and invites a manager and a crew
// member, both accept from the outbox, the manager adds a permit, the crew member sees it without edit controls
// and is refused by the API, the owner removes the crew member, and a downgrade suspends the manager until the
// owner upgrades again.

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);

/** The link of the newest invitation e-mail to `email`. */
async function invitationLink(email: string) {
  await expect.poll(() => outboxFor(baseUrl, email).then((messages) => messages.length)).toBeGreaterThan(0);
  const [mail] = await outboxFor(baseUrl, email);
  return /https?:\/\/\S+\/invitation\/\S+/.exec(mail!.text)![0];
}

async function invite(owner: Page, email: string, role: 'Manager' | 'Crew') {
  await owner.getByRole('button', { name: 'Invite Member' }).click();
  await owner.getByLabel('Email').fill(email);
  await owner.getByLabel('Role').selectOption({ label: role });
  await owner.getByRole('button', { name: 'Send Invitation' }).click();
  await expect.poll(() => toast(owner, 'Invitation Sent').count()).toBeGreaterThan(0);
}

/** A person with an account of their own, on their own phone, who accepts the invitation mailed to them. */
async function accept(email: string, password: string) {
  const phone: BrowserContext = await phoneContext(browser, baseUrl);
  await signInThroughApi(phone, baseUrl, { email, password }, { onboarded: false });
  const tab = await phone.newPage();
  await tab.goto(await invitationLink(email));
  await tab.getByRole('button', { name: 'Accept Invitation' }).click();
  await tab.waitForURL('**/dashboard');
  return { phone, tab };
}

const portalAction = (on: BrowserContext, action: string) =>
  on.request.post(`${baseUrl}/api/billing/local/portal`, { data: { action }, headers: { origin: baseUrl } });

describe('a team on phones', () => {
  it('walks the whole story from invitation to suspension and back', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'team-owner', plan: 'pro' });
    const manager = await createConfirmedAccount(baseUrl, 'team-manager');
    const crew = await createConfirmedAccount(baseUrl, 'team-crew');

    await page.goto('/team');
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    await invite(page, manager.email, 'Manager');
    await invite(page, crew.email, 'Crew');
    // With the pending invitations listed, once the toasts (which lie over the header) are gone.
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
    await expectAccessibleOnPhone(page);
    await expectTouchTargets(page);

    const asManager = await accept(manager.email, manager.password);
    const asCrew = await accept(crew.email, crew.password);

    // The manager adds a permit to the business, from the dashboard.
    await asManager.tab.getByRole('link', { name: 'Add Permit' }).first().click();
    await asManager.tab.waitForURL('**/permit-setup');
    await asManager.tab.getByLabel('License/Permit Name').fill('Team Fire Inspection');
    await asManager.tab.getByLabel('Issue/Start Date').fill(inDays(-100));
    await asManager.tab.getByLabel('Renewal/Expiration Date').fill(inDays(45));
    await asManager.tab.getByLabel('Cost/Fee ($)').fill('90');
    await asManager.tab.getByRole('button', { name: 'Save Permit' }).click();
    await asManager.tab.waitForURL('**/dashboard');
    await asManager.tab.getByText('Team Fire Inspection').first().waitFor();
    // In two businesses, the manager's header has the switcher's row too, and the toast sits below it.
    const added = asManager.tab
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Permit added successfully!' });
    await added.waitFor();
    const header = (await asManager.tab.locator('header').first().boundingBox())!;
    expect(header.height).toBeGreaterThan(90);
    await expect
      .poll(async () => (await added.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.y + header.height);

    // The crew member sees it, without any control that changes it, and the API refuses them.
    await asCrew.tab.goto('/dashboard');
    await asCrew.tab.getByText('Team Fire Inspection').first().waitFor();
    for (const name of [/Add Permit/, /^Edit/, /^Delete/, /Mark as renewed/]) {
      expect(await asCrew.tab.getByRole('button', { name }).count(), String(name)).toBe(0);
      expect(await asCrew.tab.getByRole('link', { name }).count(), String(name)).toBe(0);
    }
    await expectNoAxeViolations(asCrew.tab);
    const refused = await asCrew.phone.request.post(`${baseUrl}/api/permits`, {
      data: { name: 'Not allowed' },
      headers: { origin: baseUrl },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');

    // The owner removes the crew member, whose very next request has no access to the business.
    await page.reload();
    const members = page.getByRole('region', { name: 'Members' });
    const crewRow = members.getByRole('listitem').filter({ hasText: crew.email });
    await crewRow.getByRole('button', { name: /Remove/ }).click();
    const removed = page.waitForResponse(
      (response) => response.url().includes('/api/team/members/') && response.request().method() === 'DELETE',
    );
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Remove/ })
      .click();
    expect((await removed).status()).toBe(204);
    await expect.poll(() => members.getByRole('listitem').filter({ hasText: crew.email }).count()).toBe(0);
    const after = await asCrew.phone.request.get(`${baseUrl}/api/permits`);
    expect(
      ((await after.json()) as { permits: { name: string }[] }).permits.map((permit) => permit.name),
    ).not.toContain('Team Fire Inspection');

    // Pro ends: the manager is suspended, with a screen that names the owner; an upgrade restores them.
    expect((await portalAction(context, 'cancel-now')).ok()).toBe(true);
    await asManager.tab.goto('/dashboard');
    await asManager.tab.getByRole('heading', { name: 'This business is on the Free plan' }).waitFor();
    await expectNoAxeViolations(asManager.tab);
    await subscribeThroughApi(context, baseUrl, { trial: false });
    await asManager.tab.goto('/dashboard');
    await asManager.tab.getByText('Team Fire Inspection').first().waitFor();

    await asManager.phone.close();
    await asCrew.phone.close();
  });

  it('brings an invitee without an account through sign-up and confirmation back to the invitation', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'team-owner', plan: 'pro' });
    const email = uniqueEmail('newcomer');
    await page.goto('/team');
    await invite(page, email, 'Crew');
    const link = await invitationLink(email);

    const phone = await phoneContext(browser, baseUrl);
    const tab = await phone.newPage();
    await tab.goto(link);
    await tab.getByRole('link', { name: 'Create an account' }).click();
    await tab.getByRole('button', { name: 'Create Account' }).waitFor();
    await tab.getByLabel('Email').fill(email);
    await tab.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await tab.getByRole('button', { name: 'Create Account' }).click();
    await tab.getByRole('region', { name: 'Check your inbox' }).waitFor();

    const [confirmation] = (await outboxFor(baseUrl, email)).filter(
      (message) => !message.text.includes('/invitation/'),
    );
    await tab.goto(firstLink(confirmation!.text));
    await tab.getByText('Your e-mail address is confirmed. Sign in to continue.').waitFor();
    await tab.getByLabel('Email').fill(email);
    await tab.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await tab.getByRole('button', { name: 'Sign In', exact: true }).click();
    await tab.waitForURL('**/invitation/**');
    await tab.getByRole('button', { name: 'Accept Invitation' }).click();
    await tab.waitForURL('**/dashboard');
    await phone.close();
  });
});
