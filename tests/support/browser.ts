import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * The worker's one browser, which its test files take in turn (the browser project shares modules within a
 * worker: vitest.config.ts): a launch a file saved, and its start-up (docs/product/engineering.md#tests-and-ci).
 * It ends with the worker; one closed or crashed is launched again for the next file.
 */
function workerBrowser(): Promise<Browser> {
  sharedBrowser ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (sharedBrowser = undefined));
    return browser;
  });
  return sharedBrowser;
}

/**
 * A phone-sized context (375 px wide, mobile first). The service worker is blocked unless a test is about it
 * (tests/e2e/offline-app.test.ts): otherwise each of the suite's contexts would precache the whole app from
 * the one server while the tests run.
 */
export function phoneContext(
  browser: Browser,
  baseURL: string,
  options: { serviceWorkers?: 'allow' | 'block'; locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    // The browser's language, which it also asks pages in (Accept-Language).
    locale: options.locale ?? 'en-US',
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: options.serviceWorkers ?? 'block',
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

/** The screen passes axe and needs no sideways scrolling: what every screen owes a phone. */
export async function expectAccessibleOnPhone(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

/**
 * Nothing spills out at 375 px: no element reaches past the screen's edges (unless a box that scrolls or
 * clips sideways holds it), and no element's content is wider than the element itself, as a long word in a
 * narrow tile would be. Form fields, whose text scrolls inside them, and hidden or toast elements are left out.
 */
export async function expectNothingSpillsOut(page: Page) {
  const spills = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const heldSideways = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('[data-sonner-toaster], [aria-hidden=true], input, textarea, select')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.clipPath === 'inset(50%)')
        continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !heldSideways(element))
        found.push(`${name(element)} reaches ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (
        style.overflowX === 'visible' &&
        element.clientWidth > 0 &&
        element.scrollWidth > element.clientWidth + 1
      )
        found.push(`${name(element)} holds ${element.scrollWidth} px in ${element.clientWidth} px`);
    }
    return found;
  });
  expect(spills.slice(0, 10), `content spilling out on ${page.url()}`).toEqual([]);
}

/** Scans the toasts once they have finished animating in. */
export async function expectToastAccessible(page: Page) {
  await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
  await page.waitForTimeout(600);
  const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** What Chromium logs when a context that blocks service workers meets the app's registration. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/**
 * Watches a prerendered page being taken over by the app (docs/decisions/0009): collects console errors,
 * warnings and page errors (a hydration mismatch shows as one), and holds the app's start-up script back,
 * as a slow connection would, until `release` is called. Call before `page.goto`.
 */
export async function holdAppStartUp(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The suite's contexts block the service worker (phoneContext); the app's registration then fails quietly.
    if (message.text() === SERVICE_WORKER_BLOCKED) return;
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
 * What a page asked and heard, for a failed test's output: the requests still unanswered and the last of its
 * requests, console messages and errors. A test that waits in vain (a dialog that never opens) then says
 * whether the page asked nothing, or asked and heard nothing back.
 */
function followPage(page: Page) {
  const unanswered = new Map<object, string>();
  const events: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  const note = (line: string) => events.push(`${at()} ${line}`) > 40 && events.shift();
  page.on(
    'request',
    (request) => void unanswered.set(request, `${at()} ${request.method()} ${request.url()}`),
  );
  page.on('requestfinished', (request) => {
    unanswered.delete(request);
    note(`answered ${request.method()} ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    unanswered.delete(request);
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  return () =>
    [
      `  at ${page.url()}`,
      `  unanswered: ${unanswered.size === 0 ? 'none' : ''}`,
      ...[...unanswered.values()].map((line) => `    ${line}`),
      '  last events:',
      ...events.map((line) => `    ${line}`),
    ].join('\n');
}

/**
 * The browser of a test file: the worker's one Chromium (`browser`, from the file's first hook on) and, for
 * each test, a fresh phone-sized `context` and its `page`. The three always stand for the current ones.
 */
export function phoneBrowserSession(baseUrl: string, options: { locale?: string } = {}) {
  const session: { browser?: Browser; context?: BrowserContext; page?: Page } = {};
  beforeAll(async () => {
    session.browser = await workerBrowser();
  });
  // The browser stays for the worker's next file; what this file opened in it closes with the file.
  afterAll(async () => {
    await Promise.all(session.browser?.contexts().map((context) => context.close()) ?? []);
  });
  let trail: ReturnType<typeof followPage>;
  beforeEach(async () => {
    session.context = await phoneContext(session.browser!, baseUrl, options);
    session.page = await session.context.newPage();
    trail = followPage(session.page);
  });
  afterEach(async ({ task }) => {
    // The error too: when a retry passes, the run's output keeps no trace of the first attempt's.
    if (task.result?.state === 'fail')
      console.log(
        `What the page did before "${task.name}" failed (${task.result.errors?.map((error) => error.message).join('; ')}):\n${trail()}`,
      );
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

/** WCAG 2.5.5 (AAA) and the platforms' guidance: a finger needs 44 × 44 CSS px. */
export const MIN_TARGET_PX = 44;

/**
 * Every visible, enabled control takes a tap 22 px left, right, above and below its centre: the browser's own
 * hit testing decides, so a larger invisible hit area (a pseudo-element, a label) counts and a neighbour
 * covering it does not. The corners are not probed, since rounded corners take no hits. Links inside running
 * text are exempt, as in WCAG 2.5.5. Each control is scrolled to the middle of the screen first.
 */
export async function expectTouchTargets(page: Page, within = 'body') {
  const small = await page.evaluate(
    ({ selector, size }) => {
      const controls = document
        .querySelector(selector)!
        .querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=switch], [role=tab], [role=checkbox], [role=radio], [role=link], [role=combobox]',
        );
      const inRunningText = (element: HTMLElement) => {
        const block = element.closest('p, li, dd, td');
        if (!block || element.tagName !== 'A') return false;
        return (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      };
      const takesTapOf = (target: Element | null, control: HTMLElement) =>
        target !== null &&
        (target === control || control.contains(target) || target.closest('label')?.control === control);
      const problems: string[] = [];
      for (const control of controls) {
        const style = getComputedStyle(control);
        const box = control.getBoundingClientRect();
        const visuallyHidden = style.clipPath === 'inset(50%)';
        if (style.visibility === 'hidden' || style.display === 'none' || visuallyHidden) continue;
        if (box.width <= 1 || box.height <= 1) continue;
        // A disabled control cannot be activated: its size matters once it is enabled.
        if (control.matches(':disabled, [aria-disabled=true]')) continue;
        if (control.closest('[data-sonner-toaster], [aria-hidden=true], [inert]')) continue;
        if (inRunningText(control)) continue;
        control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const rect = control.getBoundingClientRect();
        const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
        const reach = size / 2 - 1;
        const probes = [
          [x - reach, y],
          [x + reach, y],
          [x, y - reach],
          [x, y + reach],
        ] as const;
        const hits = probes.map(([px, py]) => document.elementFromPoint(px, py));
        if (hits.every((hit) => takesTapOf(hit, control))) continue;
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40);
        const missed = hits
          .filter((hit) => !takesTapOf(hit, control))
          .map((hit) => (hit ? hit.tagName.toLowerCase() : 'nothing'));
        problems.push(
          `${control.tagName.toLowerCase()} "${name || control.id}" ${Math.round(rect.width)}×${Math.round(rect.height)} (taps go to ${missed.join(', ')})`,
        );
      }
      window.scrollTo(0, 0);
      return problems;
    },
    { selector: within, size: MIN_TARGET_PX },
  );
  expect(small.join('\n'), `controls smaller than ${MIN_TARGET_PX} px on ${page.url()}`).toBe('');
}
