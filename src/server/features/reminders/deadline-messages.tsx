import type { I18n } from '@lingui/core';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import { formatCalendarDate } from '../../../shared/domain/formatting';
import { daysText } from '../../../shared/domain/permit-status';
import { toLocale } from '../../../shared/i18n/locales';
import { BrandLink, Paragraph } from '../../mail/branded-layout';
import { renderEmail } from '../../mail/render-email';
import type { Deadline } from '../../lib/deadlines';
import { DigestEmail, digestLine, DigestItem, digestSms } from './digest-email';

export type DueDeadline = Pick<Deadline, 'key' | 'kind' | 'date' | 'eventName' | 'permitName'> & {
  daysLeft: number;
};

/** What is due, in the member's language: 'Apply by Jun 03, 2026 for Temporary Food Permit — Taco Fest'. */
export function deadlineLine(
  deadline: Pick<DueDeadline, 'kind' | 'eventName' | 'permitName'>,
  date: CalendarDate,
  i18n: I18n,
) {
  const values = {
    date: formatCalendarDate(date, toLocale(i18n.locale)),
    permit: deadline.permitName ?? '',
    event: deadline.eventName ?? '',
  };
  switch (deadline.kind) {
    case 'apply-by':
      return i18n._('Apply by {date} for {permit} — {event}', values);
    case 'organizer':
      return i18n._('Organizer deadline {date} — {event}', values);
    case 'inspection':
      return i18n._('Inspection {date}: {permit}', values);
    case 'reinspection':
      return i18n._('Re-inspection {date}: {permit}', values);
  }
}

function headline(deadlines: DueDeadline[], i18n: I18n) {
  if (deadlines.length === 1) return deadlineLine(deadlines[0]!, deadlines[0]!.date, i18n);
  return i18n._('{count} deadlines coming up', { count: deadlines.length });
}

type DeadlineEmailProps = { deadlines: DueDeadline[]; appUrl: string; unsubscribeUrl: string; i18n: I18n };

function DeadlineDigestEmail({ deadlines, appUrl, unsubscribeUrl, i18n }: DeadlineEmailProps) {
  return (
    <DigestEmail
      title={i18n._('Deadlines coming up')}
      heading={headline(deadlines, i18n)}
      intro={i18n._('Dates to meet for your events and inspections:')}
      appUrl={appUrl}
      unsubscribeUrl={unsubscribeUrl}
      i18n={i18n}
    >
      {deadlines.map((deadline) => (
        <DigestItem key={deadline.key}>
          <Paragraph style={{ ...digestLine, fontSize: 17, fontWeight: 700 }}>
            {deadlineLine(deadline, deadline.date, i18n)}
          </Paragraph>
          <Paragraph style={digestLine}>
            <strong>{daysText(deadline.daysLeft, i18n)}</strong>
          </Paragraph>
          {deadline.kind === 'apply-by' || deadline.kind === 'organizer' ? (
            <BrandLink href={`${appUrl}/events`}>{i18n._('Open my events')}</BrandLink>
          ) : null}
        </DigestItem>
      ))}
    </DigestEmail>
  );
}

/** The digest e-mail of a member's due deadlines (docs/product/events.md#deadlines), in their language. */
export async function renderDeadlineEmail(options: DeadlineEmailProps) {
  const { html, text } = await renderEmail(<DeadlineDigestEmail {...options} />);
  return { subject: headline(options.deadlines, options.i18n), html, text };
}

/** The text message of a member's due deadlines, with the STOP note, in their language. */
export function renderDeadlineSms(deadlines: DueDeadline[], i18n: I18n): string {
  const items = deadlines.map(
    (deadline) => `${deadlineLine(deadline, deadline.date, i18n)} (${daysText(deadline.daysLeft, i18n)})`,
  );
  const count = deadlines.length;
  const lead = count === 1 ? i18n._('deadline coming up') : i18n._('{count} deadlines coming up', { count });
  return digestSms(lead, items, i18n);
}
