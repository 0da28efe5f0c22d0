import { inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { alertSettings } from '@server/db/schema';
import { createUser } from './factories';

/** A new owner whose alert settings hold `phoneNumber`, with text alerts on unless told otherwise. */
export async function ownerWithTextAlerts(db: Database, phoneNumber: string, textAlerts = true) {
  const { id } = await createUser(db);
  await db.insert(alertSettings).values({ userId: id, phoneNumber, textAlerts });
  return id;
}

/** Each owner's text alert switch (`on`) and STOP opt-out (`out`), by owner id. */
export async function textAlertState(db: Database, userIds: string[]) {
  const rows = await db
    .select({ userId: alertSettings.userId, on: alertSettings.textAlerts, out: alertSettings.smsOptedOut })
    .from(alertSettings)
    .where(inArray(alertSettings.userId, userIds));
  return Object.fromEntries(rows.map((row) => [row.userId, { on: row.on, out: row.out }]));
}
