import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, phoneBrowserSession } from '../support/browser';
import { DEV_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS } from '@shared/routes';
import { es } from '../support/catalogs';
import { signedInOwner } from '../support/e2e-accounts';

const baseUrl = inject('baseUrl');
const supportEmail = inject('supportEmail');
const { context, page } = phoneBrowserSession(baseUrl);

const count = (locator: ReturnType<Page['locator']>) => () => locator.count();

async function visit(path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return response;
}

describe('landing page', () => {
  it('has the header anchors, the calls to action, the testimonials and both plans', async () => {
    await visit('/');
    for (const [label, anchor] of [
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['Reviews', '#testimonials'],
    ] as const) {
      const link = page.locator(`header a[href="${anchor}"]`).filter({ hasText: label });
      await expect.poll(count(link), { message: `${label} anchor` }).toBeGreaterThan(0);
      expect(await page.locator(anchor).count(), `${anchor} section`).toBe(1);
    }
    for (const name of ['Sign In', 'Get Started', 'Try it Free', 'Try Pro Free', 'Create Free Account']) {
      const target = page.getByRole('link', { name, exact: true }).first();
      expect(await target.getAttribute('href'), name).toBe('/auth');
    }
    await expect.poll(count(page.getByText('Most Popular'))).toBe(1);
    await expect.poll(count(page.locator('#testimonials').getByLabel('Rated 5 out of 5'))).toBe(3);
    await expect.poll(count(page.locator('#features').getByRole('heading'))).toBeGreaterThanOrEqual(3);
    for (const href of ['/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/gdpr']) {
      expect(await page.locator(`footer a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  it('arrives as prerendered HTML that loads no JavaScript, and its buttons open the app', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit('/');
    expect(scripts, 'scripts the landing page loaded').toEqual([]);
    expect(await page.title()).toBe('Permit and licence tracking for food trucks · PermitPilot');
    const heading = page.getByRole('heading', { name: 'All your permits in one place, renewed on time' });
    expect(await heading.count()).toBe(1);

    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/auth');
    await expect.poll(count(page.getByLabel('Email', { exact: true }))).toBe(1);
    expect(scripts.length, 'the app loads on /auth').toBeGreaterThan(0);

    // Back in the app, the landing page is rendered by the client, the same as the prerendered one.
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(count(heading)).toBe(1);
    await expect.poll(() => page.title()).toBe('Permit and licence tracking for food trucks · PermitPilot');
  });
});

describe('Upgrade to Pro', () => {
  it('shows the Pro plan and sends anonymous visitors to /auth', async () => {
    await visit('/signup/pro');
    await expect.poll(count(page.getByRole('heading', { name: 'Pro Plan Required' }))).toBe(1);
    for (const text of [
      '14-Day Free',
      'Try free for 14 days',
      'No credit card required for trial. Cancel anytime.',
    ]) {
      await expect.poll(count(page.getByText(text, { exact: true })), { message: text }).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page
      .getByRole('button', { name: 'Start 14-Day Free Trial' })
      .or(page.getByRole('link', { name: 'Start 14-Day Free Trial' }))
      .click();
    await page.waitForURL('**/auth');
    await visit('/signup/pro');
    await page
      .getByRole('button', { name: 'Back to Basic Plan (3 permits)' })
      .or(page.getByRole('link', { name: 'Back to Basic Plan (3 permits)' }))
      .click();
    await page.waitForURL('**/auth');
  });

  it('leads a signed-in owner to the trial screen', async () => {
    await signedInOwner(context, baseUrl);
    await visit('/signup/pro');
    await page
      .getByRole('button', { name: 'Start 14-Day Free Trial' })
      .or(page.getByRole('link', { name: 'Start 14-Day Free Trial' }))
      .click();
    await page.waitForURL('**/signup/pro/trial');
  });
});

describe('static pages', () => {
  for (const [path, heading] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/gdpr', 'GDPR Compliance'],
  ] as const) {
    it(`${path} shows the text, a Last updated date and the support e-mail`, async () => {
      const response = await visit(path);
      expect(response?.status()).toBe(200);
      await expect.poll(count(page.getByRole('heading', { level: 1, name: heading }))).toBe(1);
      await expect.poll(count(page.getByText(/Last updated:? \w+ \d{1,2}, \d{4}/))).toBeGreaterThan(0);
      await expect.poll(count(page.locator(`a[href="mailto:${supportEmail}"]`))).toBeGreaterThan(0);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(1500);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });
  }

  it('/contact gives the support e-mail, the response time and a way home', async () => {
    await visit('/contact');
    await expect.poll(count(page.locator(`a[href="mailto:${supportEmail}"]`))).toBeGreaterThan(0);
    await expect.poll(count(page.getByText(/24 hours/))).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  it('/getting-started has the four steps and the help buttons', async () => {
    await visit('/getting-started');
    for (const [name, href] of [
      ['Complete Profile', '/account'],
      ['Add Permits', '/permit-setup'],
      ['Setup Alerts', '/alert-setup'],
      ['Enable Monitoring', '/dashboard'],
    ]) {
      expect(await page.getByRole('link', { name }).first().getAttribute('href'), name).toBe(href);
    }
    await expect.poll(count(page.getByText(/90, 60, 30 and 7 days/))).toBeGreaterThan(0);
    expect(await page.locator('a[href="/contact-us"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  it("'Contact Support' goes to the contact page, in the guide's language; /contact-us redirects there", async () => {
    await visit('/getting-started');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    await visit('/es/getting-started');
    await page.getByRole('link', { name: es('Contact Support') }).click();
    await page.getByRole('heading', { level: 1, name: es('Contact Us') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/es/contact');
    // The server answers the address itself, for a link opened from elsewhere.
    for (const [path, location] of [
      ['/contact-us', '/contact'],
      ['/contact-us/?from=guide', '/contact?from=guide'],
      ['/es/contact-us', '/es/contact'],
    ]) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
    expect((await visit('/contact-us'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  });
});

describe('404', () => {
  for (const path of ['/contact-us/more', '/no/such/page']) {
    it(`${path} shows 'Oops! Page not found' with status 404 and a link home`, async () => {
      const response = await visit(path);
      expect(response?.status()).toBe(404);
      await expect.poll(count(page.getByText('Oops! Page not found'))).toBe(1);
      expect(await page.locator('a[href="/"]').count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  }
});

describe('production serving', () => {
  it('answers every client path with the app and status 200', async () => {
    for (const path of [...PUBLIC_PATHS, ...SIGNED_IN_PATHS, ...DEV_PATHS]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets pre-compressed with immutable caching and the SEO files', async () => {
    // The app shell (/ is the prerendered landing page, which loads no script).
    const html = await (await fetch(`${baseUrl}/auth`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const asset = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect((await fetch(`${baseUrl}/robots.txt`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/sitemap.xml`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/favicon.svg`)).status).toBe(200);
  });
});
