import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneBrowserSession } from '../support/browser';
import { es } from '../support/catalogs';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, toast } from '../support/e2e-helpers';
import { BROKEN_PDF } from '../support/pdf-files';

// What a new owner still tripped over, text by text, on a phone (375 px), in English and in Spanish.

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

type Language = 'en' | 'es';
const LANGUAGE_NAMES = { en: 'English', es: 'Español' } as const;

/** A new owner on the Free plan, reading PermitPilot in `language`. */
async function ownerReading(language: Language, browser: BrowserContext = context) {
  const owner = await signedInOwner(browser, baseUrl);
  if (language === 'es') {
    const response = await browser.request.put(`${baseUrl}/api/account/language`, {
      data: { locale: 'es' },
      headers: { origin: baseUrl },
    });
    expect(response.ok()).toBe(true);
  }
  return owner;
}

const lang = () => page.evaluate(() => document.documentElement.lang);

for (const language of ['en', 'es'] as const) {
  const say = (english: string) => (language === 'es' ? es(english) : english);
  const other: Language = language === 'es' ? 'en' : 'es';

  describe(`in ${LANGUAGE_NAMES[language]}`, () => {
    it("the dashboard shows each tile's second line, shares current permits only, and switches language from the header", async () => {
      await ownerReading(language);
      await addPermitThroughApi(context, baseUrl, { name: 'Health Permit', renewalDate: inDays(90) });
      await addPermitThroughApi(context, baseUrl, { name: 'Fire Inspection', renewalDate: inDays(-5) });
      await page.goto('/dashboard');
      await expect.poll(() => page.getByTestId('permit-row').count()).toBe(2);
      expect(await lang()).toBe(language);

      // The tiles say what they lead to on a phone too.
      for (const [path, action] of [
        ['/alert-setup', 'Setup Alerts'],
        ['/compliance-reports', 'View Reports'],
      ] as const) {
        const line = page.locator(`main a[href="${path}"]`).getByText(say(action), { exact: true });
        expect(await line.isVisible(), action).toBe(true);
      }

      // Share Permits ticks the current permit, and lists the expired one unticked, with a note.
      await page.getByRole('button', { name: say('Share Permits') }).click();
      const dialog = page.getByRole('dialog', { name: say('Share Permits') });
      await dialog.getByRole('checkbox').first().waitFor();
      expect(await dialog.getByRole('checkbox', { name: /^Health Permit/ }).isChecked()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: /^Fire Inspection/ }).isChecked()).toBe(false);
      const note =
        language === 'es'
          ? 'Este permiso venció, por eso no está marcado: márquelo para compartirlo de todos modos.'
          : 'This permit has expired, so it is not ticked: tick it to share it anyway.';
      expect(await dialog.getByText(note).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The other language is one tap away in the header, on the phone's first screen.
      const header = page.getByRole('banner');
      const switchButton = header.getByRole('button', { name: LANGUAGE_NAMES[other], exact: true });
      const box = (await switchButton.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await switchButton.click();
      await expect.poll(lang).toBe(other);
      await header.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }).waitFor();
    });

    it('the permit form names an unknown state, shows a small file in kB, and refuses a damaged PDF under its field', async () => {
      await ownerReading(language);
      await page.goto('/permit-setup');
      await page.getByLabel(say('License/Permit Name')).fill('Health Permit');
      await page.getByLabel(say('State'), { exact: true }).fill('ZZ');
      await page.getByRole('button', { name: say('Search Latest Requirements') }).click();
      // Where the answer goes, under the button: the value sent, and what the State field takes.
      const answer = say(
        'We don\'t know the state "{value}". Enter a US state or DC by its name or two-letter code, such as California or CA.',
      ).replace('{value}', 'ZZ');
      await page.getByTestId('requirement-result').filter({ hasText: answer }).waitFor();
      expect(await toast(page, say('Search failed')).count()).toBe(0);

      await page.getByLabel(say('Issue/Start Date')).fill(inDays(-300));
      await page.getByLabel(say('Renewal/Expiration Date')).fill(inDays(60));
      await page.getByLabel(say('Cost/Fee ($)')).fill('125');
      const documentField = page.getByLabel(say('Permit document (optional)'));
      await documentField.setInputFiles({
        name: 'health-permit.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(BROKEN_PDF),
      });
      await page.getByText('1 kB', { exact: true }).waitFor();
      await page.getByRole('button', { name: say('Save Permit') }).click();
      await page.waitForURL(/\/permit-setup\?edit=/);
      const refusal = say(
        'This PDF cannot be opened or has no pages. Upload a copy that opens on your device, or a photo of the permit.',
      );
      await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
      expect(await documentField.getAttribute('aria-invalid')).toBe('true');
    });
  });
}

describe('at the Free limit', () => {
  it("'Add Permit', 'Add Another Permit' and a suggestion's 'Add' lead to the Pro gate, not to a form", async () => {
    await ownerReading('en');
    const profile = await context.request.put(`${baseUrl}/api/business-profile`, {
      data: { businessName: 'Rolling Tacos', statesOperating: 'CA' },
      headers: { origin: baseUrl },
    });
    expect(profile.ok()).toBe(true);
    for (const name of ['Health Permit', 'Fire Inspection', 'Commissary Agreement'])
      await addPermitThroughApi(context, baseUrl, { name, renewalDate: inDays(90) });
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Permit Suggestions' }).waitFor();
    const main = page.getByRole('main');
    const links = [
      main.getByRole('link', { name: 'Add Permit', exact: true }),
      main.getByRole('link', { name: /^Add Another Permit/ }),
      main.getByRole('link', { name: /^Add .*Seller's Permit/ }).first(),
    ];
    for (const link of links) expect(await link.getAttribute('href')).toBe('/signup/pro');
    await links[0]!.click();
    await page.getByRole('heading', { level: 1, name: 'Pro Plan Required' }).waitFor();
    // Asked for by its address, the form is the upgrade instead.
    await page.goto('/permit-setup');
    await page.getByText("You have reached the Free plan's 3 permits.").waitFor();
    expect(await page.getByLabel('License/Permit Name').count()).toBe(0);
  });
});
