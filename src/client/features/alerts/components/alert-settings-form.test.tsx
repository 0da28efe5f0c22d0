import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  TEXT_ALERTS_PRO_MESSAGE,
  type AlertSettings,
  type AlertSettingsInput,
} from '@shared/contracts/alerts';
import { alertSettingsFixture } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';
import { AlertSettingsForm } from './alert-settings-form';

const server = interceptHttp();

const STORED = alertSettingsFixture();

/** The API the form talks to, answering as the server does unless told otherwise; what it received. */
function api(answers: { save?: () => Response; testSms?: () => Response } = {}) {
  const saved: AlertSettingsInput[] = [];
  const tested: unknown[] = [];
  server.use(
    http.put('*/api/alert-settings', async ({ request }) => {
      const body = (await request.json()) as AlertSettingsInput;
      saved.push(body);
      return answers.save?.() ?? HttpResponse.json({ ...STORED, ...body });
    }),
    http.post('*/api/alerts/test-sms', async ({ request }) => {
      tested.push(await request.json());
      return answers.testSms?.() ?? HttpResponse.json({ success: true });
    }),
  );
  return { saved, tested };
}

function renderForm(options: { isPro: boolean; mayUpgrade?: boolean; settings?: Partial<AlertSettings> }) {
  return renderScreen(
    <AlertSettingsForm
      settings={{ ...STORED, ...options.settings }}
      isPro={options.isPro}
      mayUpgrade={options.mayUpgrade ?? true}
    />,
    { toaster: true },
  );
}

const textSwitch = () => screen.getByRole('switch', { name: 'Text message alerts' });
const emailSwitch = () => screen.getByRole('switch', { name: 'Email alerts' });
const saveButton = () => screen.getByRole('button', { name: 'Save Alert Settings' });
/** The toast titled `title`, once it shows. */

describe('the alert settings form', () => {
  it('saves what the screen shows, and says so only once saved', async () => {
    const { saved } = api();
    const user = renderForm({ isPro: false });
    await user.click(emailSwitch());
    await user.click(screen.getByRole('button', { name: 'Remove 1 day' }));
    await user.type(screen.getByLabelText('Add a reminder (days before renewal)'), '60');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Berlin');
    await user.selectOptions(screen.getByLabelText('Send reminders at'), '18:00');
    await user.click(saveButton());

    await toastTitled('Settings Saved');
    expect(saved).toEqual([
      {
        emailAlerts: false,
        textAlerts: false,
        reminderDays: [60, 30, 14, 7],
        timeZone: 'Europe/Berlin',
        sendHour: 18,
        onlyMyVehicles: false,
      },
    ]);
  });

  it('keeps text alerts off for a Free owner, with the Pro Feature toast and no phone number field', async () => {
    const { saved, tested } = api();
    // Stored as on from a lapsed Pro subscription: the server would refuse to keep them on.
    const user = renderForm({ isPro: false, settings: { textAlerts: true, phoneNumber: '+15105550134' } });
    expect(textSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Pro Only')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    expect(screen.queryByLabelText('New phone number')).toBeNull();

    await user.click(textSwitch());
    const toast = await toastTitled('Pro Feature');
    expect(within(toast).getByText(TEXT_ALERTS_PRO_MESSAGE)).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(textSwitch().getAttribute('aria-checked')).toBe('false');

    await user.click(saveButton());
    await toastTitled('Settings Saved');
    expect(saved[0]!.textAlerts).toBe(false);
    expect(tested).toEqual([]);
  });

  it("offers a manager or crew member of a Free business no 'Upgrade': the owner buys the plan", async () => {
    api();
    const user = renderForm({ isPro: false, mayUpgrade: false });
    await user.click(textSwitch());
    const toast = await toastTitled('Pro Feature');
    expect(within(toast).getByText(TEXT_ALERTS_PRO_MESSAGE)).toBeInTheDocument();
    expect(within(toast).queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(textSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('turns text alerts on for a Pro owner once the test SMS reached the typed number', async () => {
    const { tested, saved } = api();
    const user = renderForm({ isPro: true });
    await user.type(screen.getByLabelText('Phone number'), '(510) 555-0134');
    await user.click(textSwitch());

    const toast = await toastTitled('Test SMS Sent!');
    expect(within(toast).getByText('Check your phone for the test message.')).toBeInTheDocument();
    expect(tested).toEqual([{ phoneNumber: '+15105550134' }]);
    expect(textSwitch().getAttribute('aria-checked')).toBe('true');
    await user.click(saveButton());
    await toastTitled('Settings Saved');
    expect(saved[0]!.textAlerts).toBe(true);
    // The number is stored by the test SMS only, never by the save.
    expect(saved[0]).not.toHaveProperty('phoneNumber');
  });

  it('refuses a number that is no phone number before sending anything', async () => {
    const { tested } = api();
    const user = renderForm({ isPro: true });
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '555');
    await user.click(textSwitch());
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Enter a valid phone number, e.g. (510) 555-0134 or +44 20 7946 0958'),
    ).toBeInTheDocument();
    expect(textSwitch().getAttribute('aria-checked')).toBe('false');
    expect(tested).toEqual([]);

    await user.type(phone, '0134');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it("leaves text alerts off when the test SMS fails, with Twilio's reason", async () => {
    api({
      testSms: () =>
        HttpResponse.json({
          success: false,
          error: "The 'To' number +15105550199 is not a valid phone number.",
        }),
    });
    const user = renderForm({ isPro: true });
    await user.type(screen.getByLabelText('Phone number'), '+1 510 555 0199');
    await user.click(textSwitch());
    const toast = await toastTitled('SMS Test Failed');
    expect(
      within(toast).getByText("The 'To' number +15105550199 is not a valid phone number."),
    ).toBeInTheDocument();
    expect(textSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it("shows the server's refusal of the number under it, as the screen's own check would", async () => {
    api({
      testSms: () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Text alerts go to mobile numbers only',
              field: 'phoneNumber',
            },
          },
          { status: 400 },
        ),
    });
    const user = renderForm({ isPro: true });
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '+1 510 555 0199');
    await user.click(textSwitch());
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Text alerts go to mobile numbers only'),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Text alerts go to mobile numbers only$/);
    expect(textSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('flips text alerts on without a test when no number is typed; the save then needs a tested one', async () => {
    const { tested } = api();
    const user = renderForm({ isPro: true, settings: { phoneNumber: '+15105550134' } });
    expect(screen.getByText('+1 (510) 555-0134')).toBeInTheDocument();
    expect(screen.getByLabelText('New phone number')).toBeInTheDocument();
    await user.click(textSwitch());
    expect(textSwitch().getAttribute('aria-checked')).toBe('true');
    await user.click(textSwitch());
    expect(textSwitch().getAttribute('aria-checked')).toBe('false');
    expect(tested).toEqual([]);
  });

  it('says that texts are paused after a STOP reply', () => {
    api();
    renderForm({ isPro: true, settings: { smsOptedOut: true, phoneNumber: '+15105550134' } });
    expect(screen.getByRole('status').textContent).toContain('you replied STOP to one of our texts');
  });

  it('asks for a reminder day instead of saving none', async () => {
    const { saved } = api();
    const user = renderForm({ isPro: false, settings: { reminderDays: [7] } });
    await user.click(screen.getByRole('button', { name: 'Remove 7 days' }));
    await user.click(saveButton());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Choose at least one reminder day',
    );
    expect(saved).toEqual([]);
  });

  it("shows the server's reason for a refused save, and our own text when the server fails", async () => {
    let answer = HttpResponse.json(
      { error: { code: 'PHONE_NOT_VERIFIED', message: 'Send a test text message first.' } },
      { status: 400 },
    );
    api({ save: () => answer });
    const user = renderForm({ isPro: false });
    await user.click(saveButton());
    expect(
      within(await toastTitled('Error')).getByText('Send a test text message first.'),
    ).toBeInTheDocument();

    answer = HttpResponse.json({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }, { status: 500 });
    await user.click(saveButton());
    expect(await screen.findByText('Failed to save alert settings. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Settings Saved')).toBeNull();
  });
});
