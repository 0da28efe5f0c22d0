import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportRow } from '@shared/contracts/permit-import';
import { Tick } from '@client/components/tick';
import { Button } from '@client/components/ui/button';
import { formatCalendarDate } from '@client/lib/formatting';
import { cn } from '@client/lib/cn';

type Props = {
  rows: readonly ImportRow[];
  /** The rows left out, by their number in the file. */
  skipped: ReadonlySet<number>;
  onSkippedChange: (skipped: Set<number>) => void;
  /** How many more permits the plan takes; null for no limit. */
  room: number | null;
};

/** The rows not skipped, and those of them that have a problem (which the import refuses). */
export function importCounts(rows: readonly ImportRow[], skipped: ReadonlySet<number>) {
  const chosen = rows.filter(({ row }) => !skipped.has(row));
  return { chosen: chosen.length, blocked: chosen.filter(({ problems }) => problems.length > 0).length };
}

/**
 * Every row of the file as it would be imported, with its problems and a skip box each
 * (docs/product/permits.md#importing-a-spreadsheet).
 */
export function ImportRows({ rows, skipped, onSkippedChange, room }: Props) {
  const { t } = useLingui();
  const { chosen, blocked } = importCounts(rows, skipped);
  const toggle = (row: number, skip: boolean) => {
    const next = new Set(skipped);
    if (skip) next.add(row);
    else next.delete(row);
    onSkippedChange(next);
  };
  const skipProblems = () =>
    onSkippedChange(
      new Set([...skipped, ...rows.filter(({ problems }) => problems.length > 0).map(({ row }) => row)]),
    );
  return (
    <div className="flex flex-col gap-3">
      <p aria-live="polite" className="text-sm">
        {t`${plural(chosen, { one: '# row to import', other: '# rows to import' })}, ${plural(blocked, { one: '# with a problem', other: '# with problems' })}.`}
      </p>
      {room !== null && chosen > room && (
        <p className="rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900">
          {room === 0
            ? t`Your plan's permit limit is reached: nothing can be imported. Upgrade to Pro for unlimited permits and licenses.`
            : t`${plural(room, {
                one: 'The Free plan has room for # more permit: only the first row will be imported.',
                other: 'The Free plan has room for # more permits: only the first # rows will be imported.',
              })}`}
        </p>
      )}
      {blocked > 0 && (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm font-medium text-destructive">
            <Trans>
              Skip the rows with problems to import the others, or correct the file and choose it again.
            </Trans>
          </p>
          <Button type="button" variant="outline" onClick={skipProblems}>
            <Trans>Skip rows with problems</Trans>
          </Button>
        </div>
      )}
      <ul className="flex flex-col gap-2">
        {rows.map(({ row, permit, problems }) => {
          const isSkipped = skipped.has(row);
          const renews = permit.renewalDate && formatCalendarDate(permit.renewalDate);
          return (
            <li
              key={row}
              className={cn(
                'flex flex-col gap-1 rounded-md border p-3',
                isSkipped && 'bg-muted text-muted-foreground',
              )}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="font-medium break-words">{permit.name || t`No name`}</p>
                <p className="text-sm">{renews ? t`Renews ${renews}` : t`No renewal date`}</p>
              </div>
              {problems.length > 0 && (
                <ul className={cn('text-sm', !isSkipped && 'font-medium text-destructive')}>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
              <Tick checked={isSkipped} onChange={(event) => toggle(row, event.target.checked)}>
                {t`Skip row ${row}`}
              </Tick>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
