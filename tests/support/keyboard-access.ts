import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations, expectTouchTargets } from './browser';

// Enough for the longest screen (the landing page) several times over; a walk that needs more is a trap.
const MAX_TAB_PRESSES = 300;

const CONTROLS = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  '[role=switch]',
  '[role=checkbox]',
  '[role=tab]',
  '[role=combobox]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

// Composite widgets whose members share one tab stop (roving tabindex), moved with the arrow keys.
const COMPOSITE_WIDGETS = '[role=tablist], [role=grid], [role=radiogroup], [role=toolbar], [role=menubar]';

type WalkState = { first: Element | null; last: Element | null; reached: Set<Element>; stay: number };
type WalkWindow = Window & { keyboardWalk?: WalkState };

/**
 * Presses Tab until the focus comes back to the first control it reached (through the browser's own UI at
 * the end of a page, or round a dialog's focus trap), then expects every visible, enabled control of
 * `scope` (the page, or an open dialog) to have had the focus at least once.
 */
export async function expectEveryControlReachableByTab(page: Page, scope?: Locator) {
  await page.evaluate(() => {
    (window as WalkWindow).keyboardWalk = { first: null, last: null, reached: new Set(), stay: 0 };
  });
  let cameBack = false;
  for (let press = 0; press < MAX_TAB_PRESSES && !cameBack; press++) {
    await page.keyboard.press('Tab');
    cameBack = await page.evaluate(() => {
      const walk = (window as WalkWindow).keyboardWalk!;
      const focused = document.activeElement;
      // Between the last control and the first, the focus is in the browser's UI, not the page.
      if (!focused || focused === document.body) {
        walk.last = null;
        return false;
      }
      // A date input keeps the focus for several presses (month, day, year): back means back from elsewhere.
      if (focused === walk.first && walk.last !== walk.first) return true;
      // A dialog whose only control is its close button keeps the focus there, round its focus trap.
      walk.stay = focused === walk.last ? walk.stay + 1 : 0;
      if (focused === walk.first && walk.reached.size === 1 && walk.stay >= 5) return true;
      walk.first ??= focused;
      walk.last = focused;
      walk.reached.add(focused);
      return false;
    });
  }
  expect(cameBack, `Tab never came back to the first control on ${page.url()}: a keyboard trap?`).toBe(true);

  const scopeHandle = scope ? await scope.elementHandle() : null;
  const missed = await page.evaluate(
    ({ root, controls, composites }) => {
      const { reached } = (window as WalkWindow).keyboardWalk!;
      const describe = (element: Element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const name =
          element.getAttribute('aria-label') ??
          (labelledBy && document.getElementById(labelledBy)?.textContent) ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent?.trim() ??
          element.getAttribute('title') ??
          element.getAttribute('href');
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        return `${role} "${(name ?? '').replace(/\s+/g, ' ').trim()}"`;
      };
      const radioGroupStop = (radio: HTMLInputElement) => {
        const group = [
          ...document.querySelectorAll<HTMLInputElement>(
            `input[type=radio][name="${CSS.escape(radio.name)}"]`,
          ),
        ];
        return group.find((member) => member.checked) ?? group[0];
      };
      const isTabStop = (element: Element) => {
        // Toasts come and go while the walk runs; sonner gives them their own hotkey (Alt+T).
        if (element.closest('[data-sonner-toaster]')) return false;
        if (!element.checkVisibility({ visibilityProperty: true })) return false;
        if (element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]')) return false;
        // react-day-picker takes a month button it has disabled out of the tab order.
        if (element.getAttribute('aria-disabled') === 'true') return false;
        // Arrow keys move between the radios of a group: only the checked one (or the first) is a tab stop.
        if (element instanceof HTMLInputElement && element.type === 'radio' && element.name)
          return radioGroupStop(element) === element;
        // Roving tabindex: the widget's active member is its one tab stop, the others wait for the arrows.
        if (element.getAttribute('tabindex') === '-1')
          return !element.parentElement?.closest(composites)?.querySelector('[tabindex="0"]');
        return true;
      };
      const wasReached = (element: Element) =>
        reached.has(element) ||
        // Radix makes a roving group itself tabbable only to hand the focus on to its active member.
        (element.matches(composites) && [...reached].some((control) => element.contains(control)));
      return [...(root ?? document).querySelectorAll(controls)]
        .filter((element) => isTabStop(element) && !wasReached(element))
        .map(describe);
    },
    { root: scopeHandle, controls: CONTROLS, composites: COMPOSITE_WIDGETS },
  );
  expect(missed, `controls Tab never reached on ${page.url()}`).toEqual([]);
}

export type DialogPath = {
  /** The dialog's role and accessible name. */
  role: 'dialog' | 'alertdialog';
  name: string;
  /**
   * The controls that open it, in turn: usually one button, or a button inside another dialog that hands
   * over to this one. The focus comes back to the first when it closes.
   */
  triggers: (page: Page) => Locator[];
};

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const holdsFocus = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

async function openWithKeyboard(page: Page, path: DialogPath, key: 'Enter' | 'Space') {
  for (const trigger of path.triggers(page)) {
    await trigger.focus();
    await page.keyboard.press(key);
  }
  const dialog = page.getByRole(path.role, { name: path.name, exact: true });
  await dialog.waitFor();
  await expect.poll(() => holdsFocus(dialog), { message: `focus inside ${path.name}` }).toBe(true);
  return dialog;
}

async function closeWithEscape(page: Page, path: DialogPath, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count(), { message: `${path.name} closes with Escape` }).toBe(0);
  const [opener] = path.triggers(page);
  await expect
    .poll(() => hasFocus(opener!), { message: `focus back on the opener of ${path.name}` })
    .toBe(true);
}

/**
 * Opens the dialog from the keyboard (Enter, and again with Space), scans it with axe, walks it with Tab
 * and closes it with Escape, expecting the focus inside it while open and back on its opener after.
 */
export async function expectDialogOperableByKeyboard(page: Page, path: DialogPath) {
  const dialog = await openWithKeyboard(page, path, 'Enter');
  await expectNoAxeViolations(page);
  await expectTouchTargets(page, '[role=dialog], [role=alertdialog]');
  await expectEveryControlReachableByTab(page, dialog);
  await closeWithEscape(page, path, dialog);
  await closeWithEscape(page, path, await openWithKeyboard(page, path, 'Space'));
}
