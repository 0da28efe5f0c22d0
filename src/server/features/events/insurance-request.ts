import type { I18n } from '@lingui/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { insuranceRequestInputSchema } from '../../../shared/contracts/events';
import type { Database } from '../../db/client';
import { businessProfiles, events, organization } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/types';
import { AppError } from '../../lib/errors';
import type { SlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { COI_REQUESTS_PER_HOUR } from '../../../shared/contracts/events';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { findBusinessEvent } from './event-rows';
import { insuranceRequestEmail } from './insurance-email';

/*
 * 'Request Certificate of Insurance' (docs/product/events.md#certificate-of-insurance): the owner presses the
 * button, the broker gets the e-mail; a second request within a day is sent only when confirmed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const RECENT_MESSAGE =
  /*i18n*/ 'The broker was asked for this certificate less than a day ago. Confirm to send the request again.';

const refuseIfRecent = (requestedAt: Date | null, now: Date, confirm: boolean) => {
  if (!confirm && requestedAt && now.getTime() - requestedAt.getTime() < DAY_MS)
    throw new AppError(409, 'COI_RECENTLY_REQUESTED', RECENT_MESSAGE);
};

/** The broker the request goes to: the one given (saved to the profile), else the profile's. */
function brokerOf(
  input: z.output<typeof insuranceRequestInputSchema>,
  profile: { brokerName: string | null; brokerEmail: string | null } | undefined,
) {
  const name = input.brokerName || profile?.brokerName || '';
  const email = input.brokerEmail || profile?.brokerEmail || '';
  if (!name)
    throw new AppError(400, 'VALIDATION_ERROR', /*i18n*/ 'Broker name is required', undefined, 'brokerName');
  if (!email)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      /*i18n*/ 'Broker e-mail is required',
      undefined,
      'brokerEmail',
    );
  return { name, email, given: Boolean(input.brokerName || input.brokerEmail) };
}

export async function requestInsuranceCertificate(options: {
  db: Database;
  mailer: Mailer;
  limiter: SlidingWindowLimiter;
  actor: Actor;
  eventId: string;
  input: z.output<typeof insuranceRequestInputSchema>;
  i18n: I18n;
  now?: Date;
}) {
  const { db, actor, input } = options;
  const { businessId } = actor;
  const now = options.now ?? new Date();
  const event = await findBusinessEvent(db, businessId, options.eventId);
  refuseIfRecent(event.coiRequestedAt, now, input.confirm);
  const [profile] = await db
    .select({
      businessName: businessProfiles.businessName,
      brokerName: businessProfiles.brokerName,
      brokerEmail: businessProfiles.brokerEmail,
    })
    .from(businessProfiles)
    .where(eq(businessProfiles.businessId, businessId));
  const broker = brokerOf(input, profile);
  if (!(await options.limiter.tryTake(businessId)))
    throw new AppError(
      429,
      'RATE_LIMITED',
      /*i18n*/ 'This business has asked for {count} certificates in the last hour. Try again later.',
      { count: COI_REQUESTS_PER_HOUR },
    );
  const [business] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, businessId));
  const message = await insuranceRequestEmail({
    event,
    business: profile?.businessName || business?.name || actor.email,
    broker,
    limits: { eachOccurrence: input.eachOccurrence, aggregate: input.aggregate },
    replyTo: actor.email,
    i18n: options.i18n,
  });
  await db.transaction(async (tx) => {
    // Re-read under the row's lock: two presses at once send one request.
    const [locked] = await tx
      .select({ coiRequestedAt: events.coiRequestedAt })
      .from(events)
      .where(and(eq(events.businessId, businessId), eq(events.id, event.id)))
      .for('update');
    refuseIfRecent(locked?.coiRequestedAt ?? null, now, input.confirm);
    if (broker.given)
      await tx
        .update(businessProfiles)
        .set({ brokerName: broker.name, brokerEmail: broker.email })
        .where(eq(businessProfiles.businessId, businessId));
    await tx.update(events).set({ coiRequestedAt: now }).where(eq(events.id, event.id));
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'event.certificate_requested',
      subject: event.name,
      changes: [{ field: 'broker', before: null, after: broker.email }],
    });
    try {
      // The dev outbox writes in this transaction; a refused send rolls the request back.
      await options.mailer.send(message, { transaction: tx });
    } catch {
      throw new AppError(502, 'MAIL_FAILED', /*i18n*/ 'The request could not be e-mailed to the broker.');
    }
  });
}
