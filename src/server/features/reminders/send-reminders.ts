import { and, eq, inArray, sql } from 'drizzle-orm';
import { calendarDateIn, daysBetween } from '../../../shared/domain/calendar-dates';
import { permitLabel } from '../../../shared/domain/permit-label';
import { toLocale } from '../../../shared/i18n/locales';
import { rowsOf, type Database, type Transaction } from '../../db/client';
import { alertSettings, reminderDeliveries } from '../../db/schema';
import { i18nFor } from '../../i18n/i18n';
import type { Mailer } from '../../integrations/mail/types';
import { SmsDeliveryError, type SmsSender } from '../../integrations/sms/types';
import { unsubscribeUrl } from '../../lib/unsubscribe-link';
import type { DueReminder } from './reminder-messages';
import { reminderRecipientOf } from './reminder-recipient';
import { sqlRemindedPermit } from './sql-reminded-permit';

/**
 * How many times a delivery is tried (the first send and its retries) before it is recorded as failed and
 * shown on /alert-setup; the pg-boss queues allow one fewer retry (jobs/reminder-jobs.ts).
 */
export const MAX_ATTEMPTS = 5;

export class RetryableReminderError extends Error {}

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

/**
 * One job of the sweep: every waiting delivery of one member on one channel goes out as one message (a
 * digest of their business's permits that are due). The message is written first; then, inside one transaction,
 * the rows are locked (another worker or instance skips them), the message is sent and the rows are marked 'sent'. A crash or failure before the commit leaves them 'pending', so
 * nothing recorded is ever lost; a transport that stores messages (the dev outbox) writes inside the same
 * transaction, which makes its delivery exactly once. A failure is counted and retried by pg-boss with
 * back-off, until MAX_ATTEMPTS or a permanent refusal records the rows as 'failed'.
 */
export async function sendReminders(options: {
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
}): Promise<'sent' | 'nothing' | 'failed'> {
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

  // The message is written before the transaction: rendering loads the e-mail templates and takes a while,
  // and on PGlite a transaction holds the whole database, so every request would wait for it.
  const pending = rowsOf<Claimed>(await db.execute(pendingDeliveries(memberId, channel, false)));
  if (pending.length === 0) return 'nothing';
  let prepared: Prepared;
  try {
    prepared = await prepareMessage(options, { owner, settings, i18n, today, rows: pending });
  } catch (error) {
    return recordFailure(options, {
      error,
      ids: pending.map((row) => row.id),
      attempts: maxAttempt(pending),
    });
  }

  const outcome = await db.transaction(async (tx) => {
    const claimed = rowsOf<Claimed>(await tx.execute(pendingDeliveries(memberId, channel, true)));
    if (claimed.length === 0) return { kind: 'nothing' as const };
    const ids = claimed.map((row) => row.id);
    try {
      // Rows came or went since the message was written (a rare race with another sweep): written again.
      const message = sameRows(claimed, pending)
        ? prepared
        : await prepareMessage(options, { owner, settings, i18n, today, rows: claimed });
      await sendPrepared(options, message, tx);
    } catch (error) {
      // Nothing of this attempt stays: the failure is recorded after the transaction, below.
      return { kind: 'error' as const, error, ids, attempts: maxAttempt(claimed) };
    }
    await tx
      .update(reminderDeliveries)
      .set({ state: 'sent', sentAt: now, lastError: null, attempts: sql`${reminderDeliveries.attempts} + 1` })
      .where(inArray(reminderDeliveries.id, ids));
    return { kind: 'sent' as const };
  });
  if (outcome.kind !== 'error') return outcome.kind;
  return recordFailure(options, outcome);
}

type SendOptions = Parameters<typeof sendReminders>[0];

/**
 * A failed attempt: counted on the rows still pending, 'failed' once permanent (then the member sees it on
 * /alert-setup), else thrown again for pg-boss to retry with back-off.
 */
async function recordFailure(
  { db, memberId }: SendOptions,
  { error, ids, attempts }: { error: unknown; ids: string[]; attempts: number },
): Promise<'failed'> {
  const message = error instanceof Error ? error.message : String(error);
  const permanent = (error instanceof SmsDeliveryError && !error.retryable) || attempts >= MAX_ATTEMPTS;
  await db
    .update(reminderDeliveries)
    .set({
      state: permanent ? 'failed' : 'pending',
      lastError: message.slice(0, 500),
      attempts: sql`${reminderDeliveries.attempts} + 1`,
    })
    .where(and(inArray(reminderDeliveries.id, ids), eq(reminderDeliveries.state, 'pending')));
  if (error instanceof SmsDeliveryError && error.reason === 'opted-out') {
    // The carrier says the number replied STOP: honour it here too.
    await db
      .update(alertSettings)
      .set({ smsOptedOut: true, textAlerts: false })
      .where(eq(alertSettings.memberId, memberId));
  }
  if (permanent) return 'failed';
  throw new RetryableReminderError(message);
}

const maxAttempt = (rows: Claimed[]) => Math.max(...rows.map((row) => row.attempts)) + 1;

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

export type Prepared =
  | { channel: 'email'; to: string; subject: string; html: string; text: string; unsubscribe: string }
  | { channel: 'sms'; to: string; body: string };

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

/** Sends a written message in the transaction that marks its deliveries sent (the dev outbox writes in it). */
export async function sendPrepared(
  options: Pick<SendOptions, 'mailer' | 'sms'>,
  message: Prepared,
  tx: Transaction,
) {
  if (message.channel === 'sms') {
    await options.sms.send({ to: message.to, body: message.body }, { transaction: tx });
    return;
  }
  await options.mailer.send(
    {
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      // RFC 8058 one-click unsubscribe.
      headers: {
        'List-Unsubscribe': `<${message.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    { transaction: tx },
  );
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
