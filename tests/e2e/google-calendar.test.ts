import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, expectTouchTargets } from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, toast } from '../support/e2e-helpers';
import { startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { expectDialogOperableByKeyboard, expectEveryControlReachableByTab } from '../support/keyboard-access';
import { ownServerSession } from '../support/own-server-session';

// Google Calendar sync (docs/decisions/0023): a server process of its own with Google's OAuth and Calendar
// endpoints at a local fake, in a phone's browser; the syncs run on the server's pg-boss.
let fake: FakeGoogle;
beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake?.close());
const session = ownServerSession(() => fake.appEnv);
// A request the fake does not know fails the test.
afterEach(() => expect(fake.unexpected).toEqual([]));

/** The PermitPilot calendar's events in the fake Google account, as 'date summary'. */
const eventsIn = (email: string) => {
  const [calendar] = fake.calendarsOf(email);
  if (!calendar) return [];
  return fake
    .eventsOf(calendar.id)
    .filter((event) => event.status !== 'cancelled')
    .map((event) => `${event.start?.date} ${event.summary}`)
    .sort();
};

describe('Google Calendar', () => {
  it('connects through Google, then keeps the calendar in step as permits are added, edited, renewed and deleted', async () => {
    await signedInOwner(session.context, session.server.url);
    fake.account = { email: 'rolling.tacos@gmail.test' };
    const permit = await addPermitThroughApi(session.context, session.server.url, {
      name: 'Health Permit',
      renewalDate: '2027-03-01',
      processingTimeDays: 10,
    });

    await session.page.goto('/alert-setup');
    expect(await session.page.getByText('New Feature Coming Soon!').count()).toBe(0);
    await session.page.getByRole('button', { name: 'Connect' }).click();
    // Google's consent (the fake's) sends the browser back to /calendar-callback, which lands on /alert-setup.
    await expect.poll(() => toast(session.page, 'Calendar Connected!').count(), { timeout: 15_000 }).toBe(1);
    await session.page.waitForURL('**/alert-setup');
    const connection = session.page.getByTestId('google-calendar-connection');
    await connection.getByText('rolling.tacos@gmail.test').waitFor();
    await expectNoHorizontalScroll(session.page);
    await expectNoAxeViolations(session.page);

    await expect
      .poll(() => eventsIn('rolling.tacos@gmail.test'), { timeout: 20_000 })
      .toEqual(['2027-02-14 Start renewal: Health Permit', '2027-03-01 Renew: Health Permit']);
    await session.page.reload();
    await connection.getByText('Last sync').waitFor();
    expect(await connection.getByText('Syncing your permits…').count()).toBe(0);

    const headers = { origin: session.server.url };
    await session.context.request.put(`${session.server.url}/api/permits/${permit.id}`, {
      data: { name: 'County Health Permit', renewalDate: '2027-04-01', processingTimeDays: 10 },
      headers,
    });
    await expect
      .poll(() => eventsIn('rolling.tacos@gmail.test'), { timeout: 20_000 })
      .toEqual(['2027-03-17 Start renewal: County Health Permit', '2027-04-01 Renew: County Health Permit']);

    await session.context.request.post(`${session.server.url}/api/permits/${permit.id}/renew`, {
      data: { renewalDate: '2028-04-01' },
      headers,
    });
    await expect
      .poll(() => eventsIn('rolling.tacos@gmail.test'), { timeout: 20_000 })
      .toEqual(['2028-03-17 Start renewal: County Health Permit', '2028-04-01 Renew: County Health Permit']);

    await session.context.request.delete(`${session.server.url}/api/permits/${permit.id}`, { headers });
    await expect.poll(() => eventsIn('rolling.tacos@gmail.test'), { timeout: 20_000 }).toEqual([]);

    // 44 px targets and the keyboard, on the connected box and in the Disconnect dialog.
    await expectTouchTargets(session.page);
    await expectEveryControlReachableByTab(session.page);
    await expectDialogOperableByKeyboard(session.page, {
      role: 'alertdialog',
      name: 'Disconnect Google Calendar?',
      triggers: (on) => [
        on.getByTestId('google-calendar-connection').getByRole('button', { name: 'Disconnect' }),
      ],
    });

    // Disconnect, after a confirmation: the calendar leaves the Google account.
    await connection.getByRole('button', { name: 'Disconnect' }).click();
    await session.page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => toast(session.page, 'Google Calendar disconnected').count()).toBe(1);
    expect(fake.calendarsOf('rolling.tacos@gmail.test')).toEqual([]);
    await session.page.getByRole('button', { name: 'Connect' }).waitFor();
  });

  it("shows 'Connection Failed' when the owner refuses on Google's screen, then goes back to Alert Setup", async () => {
    await signedInOwner(session.context, session.server.url);
    await session.page.goto('/alert-setup');
    fake.nextAuthorization({ error: 'access_denied' });
    await session.page.getByRole('button', { name: 'Connect' }).click();
    await session.page.getByRole('heading', { name: 'Connection Failed' }).waitFor({ timeout: 15_000 });
    expect(await session.page.getByRole('alert').innerText()).toBe('OAuth error: access_denied');
    await expectNoAxeViolations(session.page);
    await session.page.waitForURL('**/alert-setup', { timeout: 10_000 });
    await session.page.getByRole('button', { name: 'Connect' }).waitFor();
  });
});
