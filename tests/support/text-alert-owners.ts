import { inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { alertSettings } from '@server/db/schema';
import { createUser } from './factories';

/**
 * A new owner whose alert settings (those of their membership in their own business) hold `phoneNumber`, with text
 * alerts on unless told otherwise. Answers the owner's member id, which the alert settings belong to.
 */
export async function ownerWithTextAlerts(db: Database, phoneNumber: string, textAlerts = true) {
  const { memberId } = await createUser(db);
  await db.insert(alertSettings).values({ memberId, phoneNumber, textAlerts });
  return memberId;
}

/** Each member's text alert switch (`on`) and STOP opt-out (`out`), by member id. */
export async function textAlertState(db: Database, memberIds: string[]) {
  const rows = await db
    .select({
      memberId: alertSettings.memberId,
      on: alertSettings.textAlerts,
      out: alertSettings.smsOptedOut,
    })
    .from(alertSettings)
    .where(inArray(alertSettings.memberId, memberIds));
  return Object.fromEntries(rows.map((row) => [row.memberId, { on: row.on, out: row.out }]));
}
