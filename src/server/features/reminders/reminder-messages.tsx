import { Link, Section } from '@react-email/components';
import { BRAND } from '../../../shared/brand';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import { formatCalendarDate, formatDollars } from '../../../shared/domain/formatting';
import { daysText } from '../../../shared/domain/permit-status';
import { shouldStartRenewalNow } from '../../../shared/domain/renewal-urgency';
import {
  ActionButton,
  BrandedLayout,
  BrandLink,
  EmailHeading,
  Footnote,
  MUTED_COLOR,
  Paragraph,
} from '../../mail/branded-layout';
import { renderEmail } from '../../mail/render-email';

export type DueReminder = {
  permitId: string;
  permitName: string;
  renewalDate: CalendarDate;
  daysLeft: number;
  cost: number | null;
  renewalLink: string | null;
  processingTimeDays: number | null;
};

const line = { margin: '0 0 4px' };

function PermitBlock({ reminder, appUrl }: { reminder: DueReminder; appUrl: string }) {
  const startNow =
    reminder.daysLeft >= 0 && shouldStartRenewalNow(reminder.daysLeft, reminder.processingTimeDays);
  return (
    <Section style={{ padding: '16px 0', borderTop: '1px solid #e5e7eb' }}>
      <Paragraph style={{ ...line, fontSize: 17, fontWeight: 700 }}>{reminder.permitName}</Paragraph>
      <Paragraph style={line}>
        {`Renewal date: ${formatCalendarDate(reminder.renewalDate)} · `}
        <strong>{daysText(reminder.daysLeft)}</strong>
      </Paragraph>
      {reminder.cost !== null && (
        <Paragraph style={line}>{`Cost: ${formatDollars(reminder.cost)}`}</Paragraph>
      )}
      {startNow && (
        <Paragraph style={{ margin: '8px 0', color: '#b91c1c', fontWeight: 700 }}>
          Start renewal process now
        </Paragraph>
      )}
      {/* Side by side in the e-mail; each on its own line in the plain-text part. */}
      {reminder.renewalLink && (
        <div style={{ display: 'inline-block', margin: '8px 16px 0 0' }}>
          <BrandLink href={reminder.renewalLink}>Renew online</BrandLink>
        </div>
      )}
      <div style={{ display: 'inline-block', margin: '8px 0 0' }}>
        <BrandLink href={`${appUrl}/dashboard?renew=${reminder.permitId}`}>Mark as renewed</BrandLink>
      </div>
    </Section>
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

type ReminderEmailProps = { reminders: DueReminder[]; appUrl: string; unsubscribeUrl: string };

function ReminderDigestEmail({ reminders, appUrl, unsubscribeUrl }: ReminderEmailProps) {
  return (
    <BrandedLayout title="Permit renewals coming up">
      <EmailHeading>{headline(reminders)}</EmailHeading>
      <Paragraph style={{ margin: '0 0 8px' }}>
        Renewing on time keeps your truck open. Here is what needs you:
      </Paragraph>
      {reminders.map((reminder) => (
        <PermitBlock key={reminder.permitId} reminder={reminder} appUrl={appUrl} />
      ))}
      <Section style={{ paddingTop: 24 }}>
        <ActionButton label="Open my dashboard" url={`${appUrl}/dashboard`} />
      </Section>
      <Footnote>
        {`You get these reminders because e-mail alerts are on for your ${BRAND.name} account. `}
        <Link
          href={unsubscribeUrl}
          aria-label="Unsubscribe from reminder e-mails"
          style={{ color: MUTED_COLOR, textDecoration: 'underline' }}
        >
          Unsubscribe
        </Link>
      </Footnote>
    </BrandedLayout>
  );
}

/**
 * The digest e-mail of one sweep, every due permit in one message (docs/decisions/0007), as HTML and
 * plain text.
 */
export async function renderReminderEmail(options: ReminderEmailProps) {
  const { html, text } = await renderEmail(<ReminderDigestEmail {...options} />);
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
