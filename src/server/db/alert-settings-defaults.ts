import { sql } from 'drizzle-orm';
import { member } from './schema';

/**
 * A new alert settings row for a member, with e-mail alerts as their role has them by default (on for the owner
 * and managers, off for crew: shared/domain/roles.ts `emailAlertsByDefault`), for inserts that set only some
 * other column (the calendar feed token). The column's own default could not know the role.
 */
export const newAlertSettingsRow = (memberId: string) => ({
  memberId,
  emailAlerts: sql<boolean>`(select ${member.role} <> 'crew' from ${member} where ${member.id} = ${memberId})`,
});
