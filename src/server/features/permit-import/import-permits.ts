import type { I18n } from '@lingui/core';
import type { ImportResult } from '../../../shared/contracts/permit-import';
import type { Actor } from '../../activity/record-activity';
import { assertRoomForPermits } from '../../billing/assert-can-add-permit';
import type { Database } from '../../db/client';
import { addPermit, lockBusinessForPermits } from '../../lib/add-permit';
import { AppError } from '../../lib/errors';
import { permitValues } from '../../lib/permit-values';
import { prepareImport, type ImportChoices } from './prepare-import';

/**
 * Saves the file's rows the owner did not skip, in one transaction, each checked as the permit form's save
 * is and logged as created (docs/product/permits.md#importing-a-spreadsheet). A row left in that has a problem
 * refuses the whole import: nothing is saved half-way. On the Free plan the rows go in up to its limit, in the
 * file's order, and the answer says how many were left out.
 */
export async function importPermits(options: {
  db: Database;
  actor: Actor;
  file: Uint8Array;
  choices: ImportChoices;
  skip: readonly number[];
  i18n: I18n;
}): Promise<ImportResult> {
  const { db, actor } = options;
  const { businessId } = actor;
  const prepared = await prepareImport({ ...options, businessId });
  const skipped = new Set(options.skip);
  const chosen = prepared.rows.filter(({ row }) => !skipped.has(row));
  const blocked = chosen.find(({ input }) => input === null);
  if (blocked)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      /*i18n*/ 'Row {row} cannot be imported ({problem}). Skip it or correct the file.',
      { row: blocked.row, problem: blocked.problems[0] ?? '' },
    );
  if (chosen.length === 0)
    throw new AppError(400, 'VALIDATION_ERROR', /*i18n*/ 'Every row is skipped: there is nothing to import.');
  const values: Awaited<ReturnType<typeof permitValues>>[] = [];
  for (const { input } of chosen) values.push(await permitValues(db, input!));
  return db.transaction(async (tx) => {
    await lockBusinessForPermits(tx, businessId);
    const room = await assertRoomForPermits({ db: tx, businessId });
    const taken = room.left === null ? values : values.slice(0, room.left);
    for (const permit of taken) await addPermit(tx, { actor, values: permit, vehicleName: null });
    const notImported = values.length - taken.length;
    return { imported: taken.length, notImported, limit: notImported > 0 ? room.limit : null };
  });
}
