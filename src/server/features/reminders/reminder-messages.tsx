import { renderToStaticMarkup } from 'react-dom/server';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import { daysText } from '../../../shared/domain/permit-status';
import { shouldStartRenewalNow } from '../../../shared/domain/renewal-urgency';

export type DueReminder = {
  permitId: string;
  permitName: string;
  renewalDate: CalendarDate;
  daysLeft: number;
  cost: number | null;
  renewalLink: string | null;
  processingTimeDays: number | null;
};

const BRAND_COLOR = '#1d4ed8';
const formatDate = (date: CalendarDate) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
const formatCost = (cost: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cost);

function PermitBlock({ reminder, appUrl }: { reminder: DueReminder; appUrl: string }) {
  const startNow =
    reminder.daysLeft >= 0 && shouldStartRenewalNow(reminder.daysLeft, reminder.processingTimeDays);
  return (
    <tr>
      <td style={{ padding: '16px 0', borderTop: '1px solid #e5e7eb' }}>
        <p style={{ margin: '0 0 4px', fontSize: 17, fontWeight: 700 }}>{reminder.permitName}</p>
        <p style={{ margin: '0 0 4px' }}>
          Renewal date: {formatDate(reminder.renewalDate)} · <strong>{daysText(reminder.daysLeft)}</strong>
        </p>
        {reminder.cost !== null && <p style={{ margin: '0 0 4px' }}>Cost: {formatCost(reminder.cost)}</p>}
        {startNow && (
          <p style={{ margin: '8px 0', color: '#b91c1c', fontWeight: 700 }}>Start renewal process now</p>
        )}
        <p style={{ margin: '8px 0 0' }}>
          {reminder.renewalLink && (
            <a href={reminder.renewalLink} style={{ color: BRAND_COLOR, marginRight: 16 }}>
              Renew online
            </a>
          )}
          <a href={`${appUrl}/dashboard?renew=${reminder.permitId}`} style={{ color: BRAND_COLOR }}>
            Mark as renewed
          </a>
        </p>
      </td>
    </tr>
  );
}

function ReminderDigestEmail({
  reminders,
  appUrl,
  unsubscribeUrl,
}: {
  reminders: DueReminder[];
  appUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>Permit renewals coming up</title>
      </head>
      <body
        style={{
          margin: 0,
          background: '#f3f4f6',
          fontFamily: '-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif',
          color: '#111827',
        }}
      >
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, background: '#ffffff', borderRadius: 8, padding: 32 }}
                >
                  <tbody>
                    <tr>
                      <td>
                        <p style={{ margin: '0 0 24px', fontSize: 20, fontWeight: 700, color: BRAND_COLOR }}>
                          PermitPilot
                        </p>
                        <h1 style={{ margin: '0 0 8px', fontSize: 22 }}>{headline(reminders)}</h1>
                        <p style={{ margin: '0 0 8px' }}>
                          Renewing on time keeps your truck open. Here is what needs you:
                        </p>
                      </td>
                    </tr>
                    {reminders.map((reminder) => (
                      <PermitBlock key={reminder.permitId} reminder={reminder} appUrl={appUrl} />
                    ))}
                    <tr>
                      <td style={{ paddingTop: 24 }}>
                        <a
                          href={`${appUrl}/dashboard`}
                          style={{
                            background: BRAND_COLOR,
                            color: '#ffffff',
                            padding: '12px 20px',
                            borderRadius: 6,
                            textDecoration: 'none',
                            fontWeight: 600,
                            display: 'inline-block',
                          }}
                        >
                          Open my dashboard
                        </a>
                        <p style={{ margin: '24px 0 0', fontSize: 12, color: '#6b7280' }}>
                          You get these reminders because e-mail alerts are on for your PermitPilot account.{' '}
                          <a href={unsubscribeUrl} style={{ color: '#6b7280' }}>
                            Unsubscribe
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function headline(reminders: DueReminder[]) {
  const expired = reminders.filter((reminder) => reminder.daysLeft < 0).length;
  if (reminders.length === 1) {
    const [only] = reminders;
    return only!.daysLeft < 0 ? `${only!.permitName} has expired` : `${only!.permitName} is due for renewal`;
  }
  return expired > 0
    ? `${reminders.length} permits need attention`
    : `${reminders.length} permits are due for renewal`;
}

/** The digest e-mail of one sweep (issue 5 §5): HTML from React components, and plain text. */
export function renderReminderEmail(options: {
  reminders: DueReminder[];
  appUrl: string;
  unsubscribeUrl: string;
}) {
  const html = `<!doctype html>${renderToStaticMarkup(<ReminderDigestEmail {...options} />)}`;
  const text = [
    'PermitPilot',
    '',
    headline(options.reminders),
    '',
    ...options.reminders.flatMap((reminder) => [
      reminder.permitName,
      `Renewal date: ${formatDate(reminder.renewalDate)} (${daysText(reminder.daysLeft)})`,
      ...(reminder.cost !== null ? [`Cost: ${formatCost(reminder.cost)}`] : []),
      ...(reminder.daysLeft >= 0 && shouldStartRenewalNow(reminder.daysLeft, reminder.processingTimeDays)
        ? ['Start renewal process now']
        : []),
      ...(reminder.renewalLink ? [`Renew online: ${reminder.renewalLink}`] : []),
      `Mark as renewed: ${options.appUrl}/dashboard?renew=${reminder.permitId}`,
      '',
    ]),
    `Open my dashboard: ${options.appUrl}/dashboard`,
    '',
    `Unsubscribe from reminder e-mails: ${options.unsubscribeUrl}`,
  ].join('\n');
  return { subject: headline(options.reminders), html, text };
}

/** The text message of one sweep, with the STOP note (spec §9). */
export function renderReminderSms(reminders: DueReminder[]): string {
  const items = reminders
    .map((reminder) => `${reminder.permitName} (${daysText(reminder.daysLeft)})`)
    .join('; ');
  const lead = reminders.length === 1 ? 'renewal due' : `${reminders.length} renewals due`;
  return `PermitPilot: ${lead}: ${items}. Reply STOP to opt out.`;
}
