import { describe, expect, inject, it } from 'vitest';
import { expectAccessibleOnPhone, holdAppStartUp, phoneBrowserSession } from '../support/browser';
import { englishLeftOn, es, expectNoEnglishLeft } from '../support/catalogs';
import { firstLink, outboxFor } from '../support/e2e-accounts';
import { inDays, toast } from '../support/e2e-helpers';
import { DEFAULT_PASSWORD, uniqueEmail } from '../support/factories';

// A food-truck owner whose phone speaks Spanish (docs/decisions/0026): from the landing page to the first
// permit, the alerts and the reports, every screen in Spanish, with none of the English catalogue left.

const baseUrl = inject('baseUrl');
const { page } = phoneBrowserSession(baseUrl, { locale: 'es-MX' });

/** The screen in Spanish, reachable and readable (axe), at 375 px. */
async function expectSpanishScreen() {
  await expectNoEnglishLeft(page);
  await expectAccessibleOnPhone(page);
}

describe('PermitPilot in Spanish', () => {
  it('walks a new owner from the landing page through sign-up, onboarding, a permit, alerts and reports', async () => {
    // The landing page, at its Spanish address, with no JavaScript.
    await page.goto('/');
    await page.waitForURL('**/es');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('script').count()).toBe(0);
    await expectSpanishScreen();

    // Sign-up, in Spanish, and the confirmation e-mail in Spanish.
    const email = uniqueEmail('espanol');
    await page.goto('/auth');
    await page.getByRole('button', { name: es('Sign up') }).click();
    await page.getByLabel(es('Email')).fill(email);
    await page.getByLabel(es('Password')).fill(DEFAULT_PASSWORD);
    await expectSpanishScreen();
    await page.getByRole('button', { name: es('Create Account') }).click();
    await page.getByRole('region', { name: es('Check your inbox') }).waitFor();
    await expectSpanishScreen();
    const [confirmation] = await outboxFor(baseUrl, email);
    expect(confirmation!.subject).toBe(es('Confirm your PermitPilot account'));
    expect(confirmation!.html).toContain('lang="es"');

    await page.goto(firstLink(confirmation!.text));
    await page.getByText(es('Your e-mail address is confirmed. Sign in to continue.')).waitFor();
    await page.getByLabel(es('Email')).fill(email);
    await page.getByLabel(es('Password')).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: es('Sign In'), exact: true }).click();

    // Onboarding and Welcome.
    await page.waitForURL('**/onboarding');
    await page.getByLabel(es('Business name')).fill('Tacos El Güero');
    await expectSpanishScreen();
    await page.getByRole('button', { name: es('Continue') }).click();
    await page.waitForURL('**/welcome');
    await page.getByRole('heading', { name: es('Welcome!') }).waitFor();
    await expectSpanishScreen();

    // The first permit.
    await page.goto('/permit-setup');
    await page.getByLabel(es('License/Permit Name')).fill('Permiso de salud del condado');
    await page.getByLabel(es('Issue/Start Date')).fill(inDays(-300));
    await page.getByLabel(es('Renewal/Expiration Date')).fill(inDays(20));
    await page.getByLabel(es('Cost/Fee ($)')).fill('1250');
    await expectSpanishScreen();
    await page.getByRole('button', { name: es('Save Permit') }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => toast(page, es('Permit added successfully!')).count()).toBe(1);
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(1);
    const row = await page.getByTestId('permit-row').innerText();
    expect(row).toContain('Permiso de salud del condado');
    await expectSpanishScreen();

    // Alerts and reports.
    await page.goto('/alert-setup');
    await page.getByRole('button', { name: es('Save Alert Settings') }).waitFor();
    await expectSpanishScreen();
    await page.goto('/compliance-reports');
    await page.getByRole('heading', { name: es('Compliance Reports'), level: 1 }).waitFor();
    await expect.poll(() => page.getByText('$1,250.00').count()).toBeGreaterThan(0);
    await expectSpanishScreen();

    // The account says which language it keeps, and the choice goes back to English everywhere.
    await page.goto('/account');
    await page.getByRole('heading', { name: es('Language') }).waitFor();
    await expectSpanishScreen();
    await page.getByLabel(es('Language')).selectOption('en');
    await page.getByRole('button', { name: es('Save Language') }).click();
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Account' }).waitFor();
  });

  it('switches a visitor to English with a plain link, and keeps the choice', async () => {
    await page.goto('/es');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The check of the Spanish screens does find English where there is some.
    expect(await englishLeftOn(page)).toEqual(
      expect.arrayContaining(['Sign in to keep your permits on track']),
    );
  });

  // Last: it holds the app's start-up script back on this page for the rest of the file.
  it('gives each public page a Spanish address, prerendered in Spanish, which the app takes over', async () => {
    await page.context().clearCookies();
    const { problems, release } = await holdAppStartUp(page);
    await page.goto('/privacy-policy', { waitUntil: 'commit' });
    await page.waitForURL('**/es/privacy-policy', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: es('Privacy Policy') }).waitFor();
    expect(await page.title()).toBe(`${es('Privacy Policy')} · PermitPilot`);
    release();
    await expectSpanishScreen();
    // Its links stay in Spanish.
    await page
      .getByRole('navigation', { name: es('Legal and contact') })
      .getByRole('link', { name: es('GDPR Compliance') })
      .click();
    await page.waitForURL('**/es/gdpr');
    await page.getByRole('heading', { level: 1, name: es('GDPR Compliance') }).waitFor();
    await expectSpanishScreen();
    // And every other public page at its Spanish address.
    for (const [path, heading] of [
      ['/es/terms-of-service', 'Terms of Service'],
      ['/es/cookie-policy', 'Cookie Policy'],
      ['/es/contact', 'Contact Us'],
      ['/es/getting-started', 'Getting Started Guide'],
      ['/es/signup/pro', 'Pro Plan Required'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: es(heading) }).waitFor();
      await expectSpanishScreen();
    }
    expect(problems, 'hydration errors or warnings').toEqual([]);
  });
});
