import type { Cookie, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNothingSpillsOut,
  expectTouchTargets,
  phoneBrowserSession,
} from '../support/browser';
import { esIfTranslated } from '../support/catalogs';
import { pathIn } from '@shared/i18n/localized-paths';
import {
  createConfirmedAccount,
  outboxFor,
  signedInOwner,
  signInThroughApi,
  type Account,
} from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, uploadDocumentThroughApi } from '../support/e2e-helpers';
import {
  expectDialogOperableByKeyboard,
  expectEveryControlReachableByTab,
  type DialogPath,
} from '../support/keyboard-access';

// The accessibility suite (docs/product/engineering.md#suites): every signed-in screen at 375 px, and every
// dialog on it, passes axe and can be used from the keyboard alone. The public screens:
// accessibility-public.test.ts.

type Owner = 'free' | 'pro' | 'not onboarded';

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);

const owners = {} as Record<Owner, Account>;
/** Each owner's session, signed in once: a test's new context is given its cookies. */
const sessions = {} as Record<Owner, Cookie[]>;
let editedPermitId: string;

// The Free owner has the plan's 3 permits, one with a renewal link and a document, so that every control
// of a permit row renders and /permit-setup shows its upgrade notice. The Pro owner is on the trial.
beforeAll(async () => {
  owners['not onboarded'] = await createConfirmedAccount(baseUrl, 'a11y-new');
  const setup = await browser.newContext();
  owners.free = await signedInOwner(setup, baseUrl, { prefix: 'a11y-free' });
  editedPermitId = (
    await addPermitThroughApi(setup, baseUrl, {
      name: 'Health Permit',
      renewalDate: inDays(20),
      cost: 425.5,
      renewalLink: 'https://www.acgov.org/aceh/food/',
    })
  ).id;
  await uploadDocumentThroughApi(setup, baseUrl, editedPermitId, { name: 'health-permit.pdf' });
  await addPermitThroughApi(setup, baseUrl, { name: 'Fire Safety Inspection', renewalDate: inDays(-5) });
  await addPermitThroughApi(setup, baseUrl, { name: 'Commissary Agreement' });
  await setup.clearCookies();
  owners.pro = await signedInOwner(setup, baseUrl, { prefix: 'a11y-pro', plan: 'trial' });
  await setup.close();
  for (const owner of Object.keys(owners) as Owner[]) {
    const signedIn = await browser.newContext();
    await signInThroughApi(signedIn, baseUrl, owners[owner], { onboarded: owner !== 'not onboarded' });
    sessions[owner] = await signedIn.cookies();
    await signedIn.close();
  }
});

/** An open test-mode checkout of the signed-in owner, as the trial buttons open it. */
async function newCheckoutPath() {
  const checkout = await context.request.post(`${baseUrl}/api/billing/checkout`, {
    data: { trial: true },
    headers: { origin: baseUrl },
  });
  if (!checkout.ok()) throw new Error(`checkout failed: ${checkout.status()}`);
  return new URL(((await checkout.json()) as { url: string }).url, baseUrl).pathname;
}

const button = (name: string) => (on: Page) => on.getByRole('button', { name, exact: true });
const manageSubscription = button('Manage Subscription');

const calendarDialog: DialogPath = {
  role: 'dialog',
  name: 'Permit Renewal Calendar',
  // The action card's whole text names the button: 'View Calendar Every renewal and …'.
  triggers: (on) => [on.getByRole('button', { name: /^View Calendar/ })],
};
const renewDialog: DialogPath = {
  role: 'dialog',
  name: 'Mark as renewed',
  triggers: (on) => [button('Mark Health Permit as renewed')(on)],
};
const deletePermitDialog: DialogPath = {
  role: 'alertdialog',
  name: 'Delete Permit',
  triggers: (on) => [button('Delete Health Permit')(on)],
};
const regenerateLinkDialog: DialogPath = {
  role: 'alertdialog',
  name: 'Regenerate the calendar link?',
  triggers: (on) => [button('Regenerate link')(on)],
};
// A Free owner closes the account from its own card; a subscriber through Manage Subscription
// (docs/product/screens.md#account).
const closeAccountDialog: DialogPath = {
  role: 'alertdialog',
  name: 'Are you absolutely sure?',
  triggers: (on) => [button('Close Account')(on)],
};
const manageSubscriptionDialog: DialogPath = {
  role: 'dialog',
  name: 'Manage Subscription',
  triggers: (on) => [manageSubscription(on)],
};
const downgradeDialog: DialogPath = {
  role: 'alertdialog',
  name: 'Downgrade to the Free plan?',
  triggers: (on) => [manageSubscription(on), button('Downgrade to Free Plan')(on)],
};
const closeSubscribedAccountDialog: DialogPath = {
  ...closeAccountDialog,
  triggers: (on) => [manageSubscription(on), button('Close Account')(on)],
};

const historyDialog: DialogPath = {
  role: 'dialog',
  name: 'History',
  triggers: (on) => [button('History of Health Permit')(on)],
};
const inviteMemberDialog: DialogPath = {
  role: 'dialog',
  name: 'Invite Member',
  triggers: (on) => [button('Invite Member')(on)],
};

/** An invitation from the Pro owner's business to the Free owner, as its e-mail links to it. */
async function invitationPath() {
  const inviter = await browser.newContext();
  await signInThroughApi(inviter, baseUrl, owners.pro);
  const invited = await inviter.request.post(`${baseUrl}/api/team/invitations`, {
    data: { email: owners.free.email, role: 'crew' },
    headers: { origin: baseUrl },
  });
  await inviter.close();
  if (invited.status() !== 201 && invited.status() !== 409)
    throw new Error(`inviting failed: ${invited.status()}`);
  const [mail] = await outboxFor(baseUrl, owners.free.email);
  return new URL(/https?:\/\/\S+\/invitation\/\S+/.exec(mail!.text)![0]).pathname;
}

type SignedInScreen = {
  label: string;
  owner: Owner;
  /** The address; a function when it is only known once the test runs. */
  path: string | (() => string | Promise<string>);
  /** The screen's level-1 heading: proves that the screen itself rendered, not a redirect. */
  heading: string;
  dialogs?: DialogPath[];
};

const screens: SignedInScreen[] = [
  {
    label: '/dashboard with permits',
    owner: 'free',
    path: '/dashboard',
    heading: 'Welcome to Your Dashboard',
    dialogs: [calendarDialog, renewDialog, deletePermitDialog, historyDialog],
  },
  {
    label: '/account on the Free plan',
    owner: 'free',
    path: '/account',
    heading: 'Account',
    dialogs: [closeAccountDialog],
  },
  {
    label: '/account on Pro',
    owner: 'pro',
    path: '/account',
    heading: 'Account',
    dialogs: [manageSubscriptionDialog, downgradeDialog, closeSubscribedAccountDialog],
  },
  // Without a business profile an owner is led here; with one, the same route edits the profile.
  {
    label: '/onboarding (first time)',
    owner: 'not onboarded',
    path: '/onboarding',
    heading: 'Tell us about your business',
  },
  {
    label: '/onboarding (editing the profile)',
    owner: 'free',
    path: '/onboarding',
    heading: 'Business Profile',
  },
  { label: '/welcome', owner: 'free', path: '/welcome', heading: 'Welcome!' },
  {
    label: '/permit-setup at the Free limit',
    owner: 'free',
    path: '/permit-setup',
    heading: 'Add Another Permit',
  },
  {
    label: '/permit-setup?edit=<id>',
    owner: 'free',
    path: () => `/permit-setup?edit=${editedPermitId}`,
    heading: 'Edit Permit',
  },
  { label: '/compliance-reports', owner: 'free', path: '/compliance-reports', heading: 'Compliance Reports' },
  {
    label: '/alert-setup on the Free plan',
    owner: 'free',
    path: '/alert-setup',
    heading: 'Alert Settings',
    dialogs: [regenerateLinkDialog],
  },
  { label: '/alert-setup on Pro', owner: 'pro', path: '/alert-setup', heading: 'Alert Settings' },
  { label: '/team on the Free plan', owner: 'free', path: '/team', heading: 'Team' },
  { label: '/team on Pro', owner: 'pro', path: '/team', heading: 'Team', dialogs: [inviteMemberDialog] },
  { label: '/vehicles on the Free plan', owner: 'free', path: '/vehicles', heading: 'Vehicles' },
  {
    label: '/vehicles on Pro',
    owner: 'pro',
    path: '/vehicles',
    heading: 'Vehicles',
    dialogs: [
      {
        role: 'dialog',
        name: 'Add Vehicle',
        triggers: (on) => [button('Add Vehicle')(on)],
      },
    ],
  },
  { label: '/invitation/:id', owner: 'free', path: invitationPath, heading: 'Join Rolling Tacos' },
  { label: '/signup/pro signed in', owner: 'free', path: '/signup/pro', heading: 'Pro Plan Required' },
  { label: '/signup/pro/trial', owner: 'free', path: '/signup/pro/trial', heading: 'Start Your Pro Trial' },
  { label: '/gdpr signed in', owner: 'free', path: '/gdpr', heading: 'GDPR Compliance' },
  {
    label: '/billing/local/checkout/:sessionId',
    owner: 'free',
    path: newCheckoutPath,
    heading: 'Subscribe to PermitPilot Pro',
  },
  {
    label: '/billing/local/portal',
    owner: 'pro',
    path: '/billing/local/portal',
    heading: 'Your subscription',
  },
];

async function openScreen(screen: SignedInScreen, language: 'en' | 'es' = 'en') {
  await context.addCookies(sessions[screen.owner]);
  const path = typeof screen.path === 'string' ? screen.path : await screen.path();
  await page.goto(path);
  // A heading with a name in it ('Join Rolling Tacos') is any level-1 heading in Spanish.
  const name = language === 'en' ? screen.heading : esIfTranslated(screen.heading);
  await page.getByRole('heading', { level: 1, ...(name && { name, exact: true }) }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  const url = new URL(page.url());
  // A public page answers at its address in the language read (docs/decisions/0026).
  expect(url.pathname + url.search, 'no redirect').toBe(pathIn(path, language));
  await page.waitForLoadState('networkidle');
}

for (const screen of screens) {
  describe(`${screen.label} at 375 px`, () => {
    it('has no axe violations, 44 px targets, and Tab reaches every control', async () => {
      await openScreen(screen);
      await expectNoAxeViolations(page);
      await expectNothingSpillsOut(page);
      await expectTouchTargets(page);
      await expectEveryControlReachableByTab(page);
    });

    for (const dialog of screen.dialogs ?? []) {
      it(`opens '${dialog.name}' from the keyboard, passes axe, and Escape returns to its opener`, async () => {
        await openScreen(screen);
        await expectDialogOperableByKeyboard(page, dialog);
      });
    }
  });
}

/** Sets the language an owner's account reads PermitPilot in (docs/decisions/0026), from their session. */
async function setLanguage(owner: Owner, locale: 'en' | 'es') {
  const signedIn = await browser.newContext();
  await signedIn.addCookies(sessions[owner]);
  const response = await signedIn.request.put(`${baseUrl}/api/account/language`, {
    data: { locale },
    headers: { origin: baseUrl },
  });
  // The answer sets the language's cookie, as on the owner's own phone.
  sessions[owner] = await signedIn.cookies();
  await signedIn.close();
  if (!response.ok()) throw new Error(`setting the language failed: ${response.status()}`);
}

// The same screens in Spanish, whose words are longer ('recordatorios', 'cumplimiento'). Last in the file:
// the owners read Spanish until it ends.
describe('every signed-in screen in Spanish at 375 px', () => {
  it('nothing spills out of any of them', { timeout: 240_000 }, async () => {
    for (const owner of Object.keys(owners) as Owner[]) await setLanguage(owner, 'es');
    try {
      for (const screen of screens) {
        await openScreen(screen, 'es');
        await expectNothingSpillsOut(page);
      }
    } finally {
      for (const owner of Object.keys(owners) as Owner[]) await setLanguage(owner, 'en');
    }
  });
});
