import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  launchBrowser,
  phoneBrowserSession,
  phoneContext,
} from '../support/browser';
import { es, expectNoEnglishLeft } from '../support/catalogs';
import { firstLink, outboxFor, signedInOwner } from '../support/e2e-accounts';
import { toast } from '../support/e2e-helpers';
import { DEFAULT_PASSWORD, uniqueEmail } from '../support/factories';

// docs/decisions/0018 on 375 px phones, in English and in Spanish: an invitee signs up from the invitation,
// is welcomed without anything covered, joins without a business of their own, finds a switcher that fits
// and creates a business from it.

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

type Language = { locale: string; say: (english: string, values?: Record<string, string>) => string };
const fill = (text: string, values: Record<string, string> = {}) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
const LANGUAGES: [string, Language][] = [
  ['English', { locale: 'en-US', say: fill }],
  ['Spanish', { locale: 'es-MX', say: (english, values) => fill(es(english), values) }],
];

const post = (on: BrowserContext, path: string, data: unknown) =>
  on.request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });

/** The link of the newest invitation e-mail to `email`. */
async function invitationLink(email: string) {
  await expect.poll(() => outboxFor(baseUrl, email).then((messages) => messages.length)).toBeGreaterThan(0);
  const [mail] = await outboxFor(baseUrl, email);
  return /https?:\/\/\S+\/invitation\/\S+/.exec(mail!.text)![0];
}

/** Whether the element is what the page shows at its centre: nothing lies over it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });

/** The header's switcher keeps within the phone, the name shortened, the role whole. */
async function expectSwitcherFits(tab: Page, name: string, role: string) {
  const shown = tab.getByTestId('business-switcher-shown');
  await shown.waitFor();
  const measured = await shown.evaluate((element) => {
    const [nameSpan, roleSpan] = [...element.querySelectorAll('span')];
    const form = element.closest('form')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      formRight: form.right,
      width: document.documentElement.clientWidth,
      overflows: element.scrollWidth > element.clientWidth,
      name: nameSpan!.textContent,
      nameCut: nameSpan!.scrollWidth > nameSpan!.clientWidth,
      ellipsis: getComputedStyle(nameSpan!).textOverflow,
      role: roleSpan!.textContent,
      roleWhole: roleSpan!.scrollWidth <= roleSpan!.clientWidth + 1,
      roleInside: roleSpan!.getBoundingClientRect().right <= box.right,
    };
  });
  expect(measured.formRight).toBeLessThanOrEqual(measured.width);
  expect(measured.overflows).toBe(false);
  expect(measured).toMatchObject({ name, role: `(${role})`, roleWhole: true, roleInside: true });
  if (measured.nameCut) expect(measured.ellipsis).toBe('ellipsis');
  expect(await tab.locator('#business-switcher').getAttribute('title')).toBe(name);
  await expectNoHorizontalScroll(tab);
}

describe.each(LANGUAGES)('an invitee on a phone, in %s', (_, { locale, say }) => {
  it('signs up from the invitation, is welcomed over nothing, joins with no business of their own and creates one', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'tacos-owner', plan: 'pro' });
    const email = uniqueEmail('invitee');
    expect((await post(context, '/api/team/invitations', { email, role: 'crew' })).status()).toBe(201);
    const browser = await launchBrowser();
    const phone = await phoneContext(browser, baseUrl, { locale });
    const tab = await phone.newPage();
    try {
      await tab.goto(await invitationLink(email));
      await tab.getByRole('link', { name: say('Create an account') }).click();

      // The sign-up form names the business, starts from the invited address, and leaves out the Free plan.
      const join = say('Create your account to join {invitingBusiness}', {
        invitingBusiness: 'Rolling Tacos',
      });
      await tab.getByText(join).waitFor();
      await expect.poll(() => tab.getByLabel(say('Email')).inputValue()).toBe(email);
      const freeLine = say('The Free plan tracks up to {freeLimit} permits. No credit card required.', {
        freeLimit: '3',
      });
      expect(await tab.getByText(freeLine).count()).toBe(0);
      await expectNoAxeViolations(tab);
      if (locale !== 'en-US') await expectNoEnglishLeft(tab);
      await tab.getByLabel(say('Password')).fill(DEFAULT_PASSWORD);
      await tab.getByRole('button', { name: say('Create Account') }).click();
      await tab.getByRole('region', { name: say('Check your inbox') }).waitFor();

      // The first sign-in: 'Welcome!', above the invitation, covering none of it.
      const [confirmation] = (await outboxFor(baseUrl, email)).filter(
        (message) => !message.text.includes('/invitation/'),
      );
      await tab.goto(firstLink(confirmation!.text));
      await tab.getByText(say('Your e-mail address is confirmed. Sign in to continue.')).waitFor();
      await expect.poll(() => tab.getByLabel(say('Email')).inputValue()).toBe(email);
      await tab.getByLabel(say('Password')).fill(DEFAULT_PASSWORD);
      await tab.getByRole('button', { name: say('Sign In'), exact: true }).click();
      await tab.waitForURL('**/invitation/**');
      const welcome = tab.getByTestId('sign-in-welcome');
      await welcome.getByText(say('Welcome!'), { exact: true }).waitFor();
      expect(await tab.getByText(say('Welcome back!')).count()).toBe(0);
      const accept = tab.getByRole('button', { name: say('Accept Invitation') });
      const heading = tab.getByRole('heading', { level: 1 });
      await accept.waitFor();
      expect(await uncovered(heading)).toBe(true);
      expect(await uncovered(accept)).toBe(true);
      expect(await uncovered(tab.getByRole('link', { name: say('Back to Home') }))).toBe(true);
      await expectNoAxeViolations(tab);

      // Crew of Rolling Tacos and nothing else: the switcher offers 'Create a business', and fits.
      await accept.click();
      await tab.waitForURL('**/dashboard');
      // The welcome stays above the header, and the next toast still sits below the header's switcher row.
      const accepted = toast(tab, say('Invitation Accepted'));
      await accepted.waitFor();
      expect(await welcome.count()).toBe(1);
      const header = (await tab.locator('header').first().boundingBox())!;
      await expect
        .poll(async () => (await accepted.boundingBox())!.y)
        .toBeGreaterThanOrEqual(header.y + header.height);
      const select = tab.getByLabel(say('Business'), { exact: true });
      await select.waitFor();
      expect(await select.locator('option').allTextContents()).toEqual([
        `Rolling Tacos (${say('Crew')})`,
        say('Create a business'),
      ]);
      await expectSwitcherFits(tab, 'Rolling Tacos', say('Crew'));
      await expectNoAxeViolations(tab);

      await select.selectOption({ label: say('Create a business') });
      await tab.getByRole('button', { name: say('Create'), exact: true }).click();
      const dialog = tab.getByRole('dialog', { name: say('Create a business') });
      await dialog.getByLabel(say('Business name')).fill('Newcomer Eats');
      await expectNoAxeViolations(tab);
      await dialog.getByRole('button', { name: say('Create Business') }).click();
      await expect.poll(() => toast(tab, say('Business Created')).count()).toBeGreaterThan(0);
      // Its own business, on Free, without a profile yet: onboarding, with the switcher showing it.
      await tab.waitForURL('**/onboarding');
      await expect
        .poll(() => select.locator('option').allTextContents())
        .toEqual([`Rolling Tacos (${say('Crew')})`, `Newcomer Eats (${say('Owner')})`]);
      await expectSwitcherFits(tab, 'Newcomer Eats', say('Owner'));
    } finally {
      await phone.close();
      await browser.close();
    }
  });
});

/** A business on Pro whose owner handed it to `next` and was then removed by them: the owner is in none. */
async function formerOwner(owner: BrowserContext) {
  const account = await signedInOwner(owner, baseUrl, { prefix: 'former-owner', plan: 'pro' });
  const next = uniqueEmail('next-owner');
  const browser = await launchBrowser();
  const nextContext = await phoneContext(browser, baseUrl);
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: next, password: DEFAULT_PASSWORD, name: '' }),
  });
  expect(signUp.ok).toBe(true);
  const [confirmation] = await outboxFor(baseUrl, next);
  await fetch(firstLink(confirmation!.text), { redirect: 'manual' });
  expect((await post(owner, '/api/team/invitations', { email: next, role: 'manager' })).status()).toBe(201);
  const invitationId = /\/invitation\/(\S+)/.exec(await invitationLink(next))![1]!;
  await signedInOwner(nextContext, baseUrl, {
    account: { email: next, password: DEFAULT_PASSWORD },
    onboarded: false,
  });
  expect((await post(nextContext, `/api/invitations/${invitationId}/accept`, {})).status()).toBe(200);
  const team = (await (await owner.request.get(`${baseUrl}/api/team`)).json()) as {
    members: { id: string; email: string }[];
  };
  const memberOf = (email: string) => team.members.find((row) => row.email === email)!.id;
  expect((await post(owner, '/api/team/transfer', { memberId: memberOf(next) })).status()).toBe(204);
  const removed = await nextContext.request.delete(`${baseUrl}/api/team/members/${memberOf(account.email)}`, {
    headers: { origin: baseUrl },
  });
  expect(removed.status()).toBe(204);
  return { account, next: nextContext, close: () => browser.close() };
}

describe.each(LANGUAGES)('a person in no business on a phone, in %s', (_, { locale, say }) => {
  it('gets a screen of their own: the invitation waiting, Create a business, their data and Close Account', async () => {
    const browser = await launchBrowser();
    const phone = await phoneContext(browser, baseUrl, { locale });
    const { account, next, close } = await formerOwner(phone);
    // The account speaks the phone's language, as one signed up on it would.
    const language = await phone.request.put(`${baseUrl}/api/account/language`, {
      data: { locale: locale.slice(0, 2) },
      headers: { origin: baseUrl },
    });
    expect(language.status()).toBe(200);
    const tab = await phone.newPage();
    try {
      // Invited back as crew, which the screen offers beside 'Create a business'.
      expect(
        (await post(next, '/api/team/invitations', { email: account.email, role: 'crew' })).status(),
      ).toBe(201);
      await tab.goto('/dashboard');
      await tab.getByRole('heading', { level: 1, name: say('You belong to no business') }).waitFor();
      await tab.getByRole('button', { name: say('Accept Invitation') }).waitFor();
      await tab.getByRole('heading', { name: say('Create a business') }).waitFor();
      await tab.getByLabel(say('Business name')).waitFor();
      await expectNoAxeViolations(tab);
      await expectNoHorizontalScroll(tab);
      if (locale !== 'en-US') await expectNoEnglishLeft(tab);

      const [download] = await Promise.all([
        tab.waitForEvent('download'),
        tab.getByRole('link', { name: say('Download my data') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^permitpilot-data-\d{4}-\d{2}-\d{2}\.json$/);
      expect(await download.failure()).toBeNull();

      if (locale === 'en-US') {
        await tab.getByRole('button', { name: say('Accept Invitation') }).click();
        await tab.waitForURL('**/dashboard');
        await tab.getByRole('heading', { name: say('Welcome to Your Dashboard') }).waitFor();
        return;
      }
      await tab.getByRole('button', { name: say('Close Account') }).click();
      await tab
        .getByRole('alertdialog')
        .getByRole('button', { name: say('Yes, Delete Everything') })
        .click();
      await tab.waitForURL((url) => url.pathname === '/' || url.pathname === '/es');
      expect((await phone.request.get(`${baseUrl}/api/auth/get-session`)).status()).toBe(200);
      expect(await (await phone.request.get(`${baseUrl}/api/auth/get-session`)).json()).toBeNull();
    } finally {
      await close();
      await phone.close();
      await browser.close();
    }
  });
});

describe('the landing page, signed in', () => {
  it('offers the dashboard instead of Sign In and Get Started, still without JavaScript, in both languages', async () => {
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(1);
    await signedInOwner(context, baseUrl);
    for (const [path, say] of [
      ['/', (english: string) => english],
      ['/es', es],
    ] as const) {
      await page.goto(path);
      const header = page.locator('header');
      await header.getByRole('link', { name: say('Dashboard') }).waitFor();
      expect(await header.getByRole('link', { name: say('Sign In') }).count()).toBe(0);
      expect(await header.getByRole('link', { name: say('Get Started') }).count()).toBe(0);
      expect(await page.locator('script').count()).toBe(0);
      await expectNoAxeViolations(page);
    }
    await page
      .locator('header')
      .getByRole('link', { name: es('Dashboard') })
      .click();
    await page.waitForURL('**/dashboard');
  });
});
