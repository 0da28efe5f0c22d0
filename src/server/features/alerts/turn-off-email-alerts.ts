import type { Database } from '../../db/client';
import { alertSettings } from '../../db/schema';

/** One-click unsubscribe from reminder e-mails (docs/decisions/0007). */
export async function turnOffEmailAlerts({ db, userId }: { db: Database; userId: string }) {
  await db
    .insert(alertSettings)
    .values({ userId, emailAlerts: false })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { emailAlerts: false } });
}
