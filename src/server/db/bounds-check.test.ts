import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REMINDER_DAY, MAX_REMINDER_DAYS, MIN_REMINDER_DAY } from '../../shared/contracts/alert-limits';
import { reminderDaysSchema } from '../../shared/contracts/alerts';
import { rowsOf } from './client';
import { alertSettings } from './schema';
import { createUser } from '@tests/support/factories';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

/** Whether the migrated database stores these reminder days for a member. */
async function stored(days: number[]): Promise<boolean> {
  const { db } = database;
  const owner = await createUser(db);
  try {
    await db.insert(alertSettings).values({ memberId: owner.memberId, reminderDays: days });
    return true;
  } catch (error) {
    const constraint = (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint;
    expect(constraint ?? (error as { constraint?: string }).constraint).toBe(
      'alert_settings_reminder_days_check',
    );
    return false;
  }
}

const days = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("the database's reminder-day check", () => {
  it('names the bounds of alert-limits.ts', async () => {
    const [row] = rowsOf<{ definition: string }>(
      await database.db.execute(
        sql`select pg_get_constraintdef(oid) as definition from pg_constraint
            where conname = 'alert_settings_reminder_days_check'`,
      ),
    );
    const numbers = row!.definition.match(/\d+/g)?.map(Number);
    expect(numbers).toEqual([1, MAX_REMINDER_DAYS, MIN_REMINDER_DAY, MAX_REMINDER_DAY]);
  });

  it('stores what reminderDaysSchema takes at each bound, and refuses what it refuses', async () => {
    const cases = [
      [MIN_REMINDER_DAY],
      [MIN_REMINDER_DAY - 1],
      [MAX_REMINDER_DAY],
      [MAX_REMINDER_DAY + 1],
      days(MAX_REMINDER_DAYS),
      days(MAX_REMINDER_DAYS + 1),
      [],
    ];
    const answers = [];
    for (const value of cases)
      answers.push({
        days: value,
        schema: reminderDaysSchema.safeParse(value).success,
        database: await stored(value),
      });
    expect(answers.filter((answer) => answer.schema !== answer.database)).toEqual([]);
    expect(answers.map((answer) => answer.database)).toEqual([true, false, true, false, true, false, false]);
  });
});
