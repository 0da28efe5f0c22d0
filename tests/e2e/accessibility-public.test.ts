import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNothingSpillsOut,
  expectTouchTargets,
  phoneBrowserSession,
} from '../support/browser';
import { es, esIfTranslated } from '../support/catalogs';
import { createConfirmedAccount } from '../support/e2e-accounts';
import { expectEveryControlReachableByTab } from '../support/keyboard-access';

// The accessibility suite (docs/product/engineering.md#suites): every public screen, as an anonymous visitor
// sees it at 375 px, passes axe and can be used from the keyboard alone. The signed-in screens and their
// dialogs: accessibility-signed-in.test.ts.

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

// The dev outbox lists every message the suite has sent; filtered to one owner it shows one with its link.
let outboxRecipient: string;
beforeAll(async () => {
  ({ email: outboxRecipient } = await createConfirmedAccount(baseUrl, 'a11y-outbox'));
});

type PublicScreen = {
  /** What the test is called, when the path alone does not say it. */
  label?: string;
  path: string;
  /** The screen's level-1 heading: proves that the screen itself rendered, not a redirect or an error. */
  heading: string;
  /** Brings the screen into the state being checked; `say` gives the page's words in its language. */
  prepare?: (page: Page, say: (english: string) => string) => Promise<void>;
};

const screens: PublicScreen[] = [
  { path: '/', heading: 'All your permits in one place, renewed on time' },
  { label: '/auth (sign in)', path: '/auth', heading: 'PermitPilot' },
  {
    label: '/auth (sign up)',
    path: '/auth',
    heading: 'PermitPilot',
    prepare: (page, say) => page.getByRole('button', { name: say('Sign up'), exact: true }).click(),
  },
  {
    label: '/auth (forgot password)',
    path: '/auth',
    heading: 'PermitPilot',
    prepare: (page, say) => page.getByRole('button', { name: say('Forgot password?') }).click(),
  },
  // The token is checked only when the new password is saved, so any token shows the owner's form.
  {
    label: '/reset-password (from the e-mailed link)',
    path: '/reset-password?token=a11y',
    heading: 'Choose a new password',
  },
  {
    label: '/reset-password (link without a token)',
    path: '/reset-password',
    heading: 'Choose a new password',
  },
  { path: '/signup/pro', heading: 'Pro Plan Required' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/cookie-policy', heading: 'Cookie Policy' },
  { path: '/gdpr', heading: 'GDPR Compliance' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/email-test', heading: 'Test Email' },
  { path: '/getting-started', heading: 'Getting Started Guide' },
  {
    path: '/dev/outbox',
    heading: 'Dev outbox',
    prepare: async (page, say) => {
      await page.getByLabel(say('Recipient')).fill(outboxRecipient);
      await page.getByRole('link', { name: /\/api\/auth\/verify-email/ }).waitFor();
    },
  },
  { label: 'an unknown path (not found)', path: '/no/such/page', heading: 'Oops! Page not found' },
];

describe('public screens at 375 px', () => {
  for (const screen of screens) {
    it(`${screen.label ?? screen.path}: no axe violations, every control reachable by Tab`, async () => {
      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
      const url = new URL(page.url());
      expect(url.pathname + url.search, 'no redirect').toBe(screen.path);
      await page.waitForLoadState('networkidle');
      await screen.prepare?.(page, (english) => english);
      await expectNoAxeViolations(page);
      await expectNothingSpillsOut(page);
      await expectTouchTargets(page);
      await expectEveryControlReachableByTab(page);
    });
  }
});

// The same screens in Spanish, whose words are longer: each at its Spanish address where it has one.
describe('public screens in Spanish at 375 px', () => {
  it('nothing spills out of any of them', { timeout: 180_000 }, async () => {
    await context.addCookies([{ name: 'pp_lang', value: 'es', url: baseUrl }]);
    for (const screen of screens) {
      await page.goto(screen.path);
      const name = esIfTranslated(screen.heading);
      await page
        .getByRole('heading', { level: 1, ...(name && { name, exact: true }) })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.lang), screen.path).toBe('es');
      await page.waitForLoadState('networkidle');
      await screen.prepare?.(page, es);
      await expectNothingSpillsOut(page);
    }
  });
});
