import { sql } from 'drizzle-orm';
import { calendarDateIn, daysBetween } from '../../../shared/domain/calendar-dates';
import { permitLabel } from '../../../shared/domain/permit-label';
import { toLocale } from '../../../shared/i18n/locales';
import { rowsOf, type Database } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';
import { i18nFor } from '../../i18n/i18n';
import type { Mailer } from '../../integrations/mail/types';
import type { SmsSender } from '../../integrations/sms/types';
import { unsubscribeUrl } from '../../lib/unsubscribe-link';
import { deliverDigest, type Prepared } from './deliver-digest';
import type { DueReminder } from './reminder-messages';
import { reminderRecipientOf } from './reminder-recipient';
import { sqlRemindedPermit } from './sql-reminded-permit';

type Claimed = {
  id: string;
  attempts: number;
  renewal_date: string;
  permit_id: string;
  name: string;
  vehicle_name: string | null;
  cost: string | number | null;
  renewal_link: string | null;
  processing_time_days: number | null;
};

/** What one reminder job is run with, the permits' and the deadlines'. */
export type ReminderJobOptions = {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  appUrl: string;
  signingSecret: string;
  memberId: string;
  channel: 'email' | 'sms';
  /** SMS_ALLOWED_COUNTRIES: a number stored before the operator narrowed them gets no more texts. */
  allowedSmsCountries: readonly string[];
  now?: Date;
};

/**
 * One job of the sweep: every waiting delivery of one member on one channel goes out as one message (a
 * digest of their business's permits that are due), written, sent and marked as deliver-digest.ts does for
 * both ledgers.
 */
export async function sendReminders(options: ReminderJobOptions): Promise<'sent' | 'nothing' | 'failed'> {
  const { db, memberId, channel } = options;
  const now = options.now ?? new Date();
  const { owner, settings, enabled, onlyMine } = await reminderRecipientOf({ ...options, now });
  // A renewed permit (another date now), a channel switched off or text alerts no longer in the plan (a
  // downgrade: docs/product/reminders.md#retries-and-failures) since the sweep: nothing to send. The rows are
  // deleted rather than marked, as for a switched-off channel: they were never a failed delivery, and an
  // owner who upgrades again gets the reminder the sweep then finds due. So are those of a vehicle archived,
  // or not the member's when they keep to theirs, since the sweep (docs/product/fleet.md#teams).
  await db.execute(sql`
    delete from reminder_deliveries d
    using permits p
    where d.permit_id = p.id and d.member_id = ${memberId} and d.channel = ${channel} and d.state = 'pending'
      and (${!enabled} or p.renewal_date is distinct from d.renewal_date
        or not ${sqlRemindedPermit('p', sql`${memberId}`, sql`${onlyMine}`)})
  `);
  if (!owner) return 'nothing';
  const today = calendarDateIn(settings?.timeZone ?? 'UTC', now);
  // Each member reads their reminders in their own language (docs/decisions/0026).
  const i18n = i18nFor(toLocale(owner.locale));

  const pending = rowsOf<Claimed>(await db.execute(pendingDeliveries(memberId, channel, false)));
  if (pending.length === 0) return 'nothing';
  return deliverDigest({
    ...options,
    now,
    ledger: reminderDeliveries,
    pending,
    claim: async (tx) => rowsOf<Claimed>(await tx.execute(pendingDeliveries(memberId, channel, true))),
    same: sameRows,
    prepare: (rows) => prepareMessage(options, { owner, settings, i18n, today, rows }),
  });
}

type SendOptions = Parameters<typeof sendReminders>[0];

const sameRows = (a: Claimed[], b: Claimed[]) =>
  a.length === b.length &&
  a.every((row, index) => row.id === b[index]!.id && row.renewal_date === b[index]!.renewal_date);

/** The member's waiting deliveries on one channel with their permits; locked (others skip them) in the transaction. */
const pendingDeliveries = (memberId: string, channel: 'email' | 'sms', lock: boolean) => sql`
  select d.id, d.attempts, d.renewal_date, p.id as permit_id, p.name, v.name as vehicle_name, p.cost,
    p.renewal_link, p.processing_time_days
  from reminder_deliveries d
  join permits p on p.id = d.permit_id
  left join vehicles v on v.id = p.vehicle_id
  where d.member_id = ${memberId} and d.channel = ${channel} and d.state = 'pending'
  order by d.id
  ${lock ? sql`for update of d skip locked` : sql``}
`;

/** The one message of these deliveries, in the member's language. */
async function prepareMessage(
  options: SendOptions,
  context: {
    owner: { email: string };
    settings: { phoneNumber: string | null } | null | undefined;
    i18n: ReturnType<typeof i18nFor>;
    today: string;
    rows: Claimed[];
  },
): Promise<Prepared> {
  const reminders = context.rows
    .map((row) => toReminder(row, context.today))
    .sort((a, b) => a.daysLeft - b.daysLeft);
  // Loaded at the first reminder rather than at start-up, as every e-mail template (mail/branded-email.ts).
  const { renderReminderEmail, renderReminderSms } = await import('./reminder-messages');
  if (options.channel === 'sms')
    return {
      channel: 'sms',
      to: context.settings!.phoneNumber!,
      body: renderReminderSms(reminders, context.i18n),
    };
  const unsubscribe = unsubscribeUrl(options.appUrl, options.signingSecret, options.memberId);
  const message = await renderReminderEmail({
    reminders,
    appUrl: options.appUrl,
    unsubscribeUrl: unsubscribe,
    i18n: context.i18n,
  });
  return { channel: 'email', to: context.owner.email, ...message, unsubscribe };
}

function toReminder(row: Claimed, today: string): DueReminder {
  const renewalDate = String(row.renewal_date).slice(0, 10);
  return {
    permitId: row.permit_id,
    // 'Health Permit — Truck 2' in the subject, the body and the text
    // (docs/product/fleet.md#reminders-and-calendars).
    permitName: permitLabel(row.name, row.vehicle_name),
    renewalDate,
    daysLeft: daysBetween(today, renewalDate),
    cost: row.cost === null ? null : Number(row.cost),
    renewalLink: row.renewal_link,
    processingTimeDays: row.processing_time_days,
  };
}
