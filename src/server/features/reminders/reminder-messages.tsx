import type { I18n } from '@lingui/core';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import { formatCalendarDate, formatDollars } from '../../../shared/domain/formatting';
import { daysText } from '../../../shared/domain/permit-status';
import { shouldStartRenewalNow } from '../../../shared/domain/renewal-urgency';
import { toLocale } from '../../../shared/i18n/locales';
import { BrandLink, Paragraph } from '../../mail/branded-layout';
import { renderEmail } from '../../mail/render-email';
import { DigestEmail, digestLine, DigestItem, digestSms } from './digest-email';

export type DueReminder = {
  permitId: string;
  permitName: string;
  renewalDate: CalendarDate;
  daysLeft: number;
  cost: number | null;
  renewalLink: string | null;
  processingTimeDays: number | null;
};

function PermitBlock({ reminder, appUrl, i18n }: { reminder: DueReminder; appUrl: string; i18n: I18n }) {
  const locale = toLocale(i18n.locale);
  const startNow =
    reminder.daysLeft >= 0 && shouldStartRenewalNow(reminder.daysLeft, reminder.processingTimeDays);
  return (
    <DigestItem>
      <Paragraph style={{ ...digestLine, fontSize: 17, fontWeight: 700 }}>{reminder.permitName}</Paragraph>
      <Paragraph style={digestLine}>
        {`${i18n._('Renewal date: {date}', { date: formatCalendarDate(reminder.renewalDate, locale) })} · `}
        <strong>{daysText(reminder.daysLeft, i18n)}</strong>
      </Paragraph>
      {reminder.cost !== null && (
        <Paragraph style={digestLine}>
          {i18n._('Cost: {cost}', { cost: formatDollars(reminder.cost, locale) })}
        </Paragraph>
      )}
      {startNow && (
        <Paragraph style={{ margin: '8px 0', color: '#b91c1c', fontWeight: 700 }}>
          {i18n._('Start renewal process now')}
        </Paragraph>
      )}
      {/* Side by side in the e-mail; each on its own line in the plain-text part. */}
      {reminder.renewalLink && (
        <div style={{ display: 'inline-block', margin: '8px 16px 0 0' }}>
          <BrandLink href={reminder.renewalLink}>{i18n._('Renew online')}</BrandLink>
        </div>
      )}
      <div style={{ display: 'inline-block', margin: '8px 0 0' }}>
        <BrandLink href={`${appUrl}/dashboard?renew=${reminder.permitId}`}>
          {i18n._('Mark as renewed')}
        </BrandLink>
      </div>
    </DigestItem>
  );
}

function headline(reminders: DueReminder[], i18n: I18n) {
  const expired = reminders.filter((reminder) => reminder.daysLeft < 0).length;
  if (reminders.length === 1) {
    const { permitName, daysLeft } = reminders[0]!;
    return daysLeft < 0
      ? i18n._('{permitName} has expired', { permitName })
      : i18n._('{permitName} is due for renewal', { permitName });
  }
  const count = reminders.length;
  return expired > 0
    ? i18n._('{count} permits need attention', { count })
    : i18n._('{count} permits are due for renewal', { count });
}

type ReminderEmailProps = {
  reminders: DueReminder[];
  appUrl: string;
  unsubscribeUrl: string;
  /** The recipient's language. */
  i18n: I18n;
};

function ReminderDigestEmail({ reminders, appUrl, unsubscribeUrl, i18n }: ReminderEmailProps) {
  return (
    <DigestEmail
      title={i18n._('Permit renewals coming up')}
      heading={headline(reminders, i18n)}
      intro={i18n._('Renewing on time keeps your truck open. Here is what needs you:')}
      appUrl={appUrl}
      unsubscribeUrl={unsubscribeUrl}
      i18n={i18n}
    >
      {reminders.map((reminder) => (
        <PermitBlock key={reminder.permitId} reminder={reminder} appUrl={appUrl} i18n={i18n} />
      ))}
    </DigestEmail>
  );
}

/**
 * The digest e-mail of one sweep, every due permit in one message (docs/decisions/0007), as HTML and
 * plain text, in the recipient's language.
 */
export async function renderReminderEmail(options: ReminderEmailProps) {
  const { html, text } = await renderEmail(<ReminderDigestEmail {...options} />);
  return { subject: headline(options.reminders, options.i18n), html, text };
}

/** The text message of one sweep, with the STOP note (docs/product/reminders.md#the-digest). */
export function renderReminderSms(reminders: DueReminder[], i18n: I18n): string {
  const items = reminders.map((reminder) => `${reminder.permitName} (${daysText(reminder.daysLeft, i18n)})`);
  const count = reminders.length;
  const lead = count === 1 ? i18n._('renewal due') : i18n._('{count} renewals due', { count });
  return digestSms(lead, items, i18n);
}
