import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { alertSettings, type deadlineDeliveries, type reminderDeliveries } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/types';
import { SmsDeliveryError, type SmsSender } from '../../integrations/sms/types';

/**
 * How many times a delivery is tried (the first send and its retries) before it is recorded as failed and
 * shown on /alert-setup; the pg-boss queues allow one fewer retry (jobs/reminder-jobs.ts).
 */
export const MAX_ATTEMPTS = 5;

export class RetryableReminderError extends Error {}

export type Prepared =
  | { channel: 'email'; to: string; subject: string; html: string; text: string; unsubscribe: string }
  | { channel: 'sms'; to: string; body: string };

/** The permits' ledger or the deadlines' (two tables, docs/decisions/0034); both are marked alike. */
type Ledger = typeof reminderDeliveries | typeof deadlineDeliveries;
type Row = { id: string; attempts: number };
type Transport = { mailer: Mailer; sms: SmsSender };

/**
 * Sends one member's waiting deliveries on one channel as one message, and marks them, for either ledger. The
 * message is written first, before the transaction: rendering loads the e-mail templates and takes a while,
 * and on PGlite a transaction holds the whole database, so every request would wait for it. Then, inside one
 * transaction, the rows are claimed (locked: another worker or instance skips them), the message is sent and
 * the rows are marked 'sent'. A crash or failure before the commit leaves them 'pending', so nothing recorded is
 * ever lost; a transport that stores messages (the dev outbox) writes inside the same transaction, which makes
 * its delivery exactly once. A failure is counted and retried by pg-boss with back-off, until MAX_ATTEMPTS or a
 * permanent refusal records the rows as 'failed'.
 */
export async function deliverDigest<R extends Row>(
  options: Transport & {
    db: Database;
    memberId: string;
    now: Date;
    ledger: Ledger;
    /** The waiting rows the message is first written for; at least one. */
    pending: R[];
    /** The rows still waiting and due, locked for `tx`. */
    claim: (tx: Transaction) => Promise<R[]>;
    /** Whether the message written for `pending` still serves the rows claimed. */
    same: (claimed: R[], pending: R[]) => boolean;
    prepare: (rows: R[]) => Promise<Prepared>;
  },
): Promise<'sent' | 'nothing' | 'failed'> {
  const { db, ledger, pending } = options;
  let prepared: Prepared;
  try {
    prepared = await options.prepare(pending);
  } catch (error) {
    return recordFailure(options, error, pending);
  }
  const outcome = await db.transaction(async (tx) => {
    const claimed = await options.claim(tx);
    if (claimed.length === 0) return { kind: 'nothing' as const };
    try {
      // Rows came or went since the message was written (a rare race with another sweep): written again.
      const message = options.same(claimed, pending) ? prepared : await options.prepare(claimed);
      await sendPrepared(options, message, tx);
    } catch (error) {
      // Nothing of this attempt stays: the failure is recorded after the transaction, below.
      return { kind: 'error' as const, error, rows: claimed };
    }
    await tx
      .update(ledger)
      .set({ state: 'sent', sentAt: options.now, lastError: null, attempts: sql`${ledger.attempts} + 1` })
      .where(
        inArray(
          ledger.id,
          claimed.map((row) => row.id),
        ),
      );
    return { kind: 'sent' as const };
  });
  if (outcome.kind !== 'error') return outcome.kind;
  return recordFailure(options, outcome.error, outcome.rows);
}

/**
 * A failed attempt: counted on the rows still pending, 'failed' once permanent (then the member sees it on
 * /alert-setup), else thrown again for pg-boss to retry with back-off.
 */
async function recordFailure(
  { db, ledger, memberId }: { db: Database; ledger: Ledger; memberId: string },
  error: unknown,
  rows: Row[],
): Promise<'failed'> {
  const message = error instanceof Error ? error.message : String(error);
  const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
  const permanent = (error instanceof SmsDeliveryError && !error.retryable) || attempts >= MAX_ATTEMPTS;
  await db
    .update(ledger)
    .set({
      state: permanent ? 'failed' : 'pending',
      lastError: message.slice(0, 500),
      attempts: sql`${ledger.attempts} + 1`,
    })
    .where(
      and(
        inArray(
          ledger.id,
          rows.map((row) => row.id),
        ),
        eq(ledger.state, 'pending'),
      ),
    );
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

/** Sends a written message in the transaction that marks its deliveries sent (the dev outbox writes in it). */
async function sendPrepared(options: Transport, message: Prepared, tx: Transaction) {
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
