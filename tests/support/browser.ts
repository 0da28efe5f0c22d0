import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A phone-sized context (375 px wide, mobile first). */
export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/**
 * The page passes an axe scan: no violations at all. Toasts are left out: sonner fades them in and keeps
 * stacked ones transparent, which axe reads as low contrast; `expectToastAccessible` scans one settled toast.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Nothing is wider than the phone: no sideways scrolling at 375 px. */
export async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(widths.client);
}

/** Scans the toasts once they have finished animating in. */
export async function expectToastAccessible(page: Page) {
  await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
  await page.waitForTimeout(600);
  const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * Watches a prerendered page being taken over by the app (docs/decisions/0009): collects console errors,
 * warnings and page errors (a hydration mismatch shows as one), and holds the app's start-up script back,
 * as a slow connection would, until `release` is called. Call before `page.goto`.
 */
export async function holdAppStartUp(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { problems, release };
}

/**
 * Stands for whatever `read` returns when it is used, so that a test file can name the current test's page
 * once, at the top, instead of copying it into a variable before each test.
 */
function current<T extends object>(read: () => T | undefined, name: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = read();
      if (!target) throw new Error(`there is no ${name} outside the tests and hooks of a browser test file`);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The browser of a test file: one Chromium for the file (`browser`, from its first hook on) and, for each
 * test, a fresh phone-sized `context` and its `page`. The three always stand for the current ones.
 */
export function phoneBrowserSession(baseUrl: string) {
  const session: { browser?: Browser; context?: BrowserContext; page?: Page } = {};
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(() => session.browser?.close());
  beforeEach(async () => {
    session.context = await phoneContext(session.browser!, baseUrl);
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await session.context?.close();
    session.context = undefined;
    session.page = undefined;
  });
  return {
    browser: current(() => session.browser, 'browser'),
    context: current(() => session.context, 'browser context'),
    page: current(() => session.page, 'page'),
  };
}
