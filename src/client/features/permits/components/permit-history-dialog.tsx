import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ActivityEvent } from '@shared/contracts/activity';
import type { Permit } from '@shared/contracts/permits';
import type { DialogProps } from '@client/components/lazy-dialog';
import { LoadFailed } from '@client/components/load-failed';
import { TitledDialog } from '@client/components/titled-dialog';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { usePermitActivity } from '../api/list-permit-activity';
import { describeActivity, describeChange, formatActivityTime } from '../describe-activity';

type Props = DialogProps & { permit: Pick<Permit, 'id' | 'name'> };

/**
 * A permit's history from the business's activity log (docs/decisions/0018): who changed what and when,
 * newest first, 25 at a time with 'Show older'. Every member may read it. The log is only asked for while the
 * dialog is open: the dashboard has one of these per permit, and each stays mounted once loaded.
 */
export function PermitHistoryDialog({ permit, ...props }: Props) {
  const { t } = useLingui();
  const name = permit.name;
  return (
    <TitledDialog
      {...props}
      title={<Trans>History</Trans>}
      description={t`Who changed ${name}, and when. Newest first.`}
    >
      <PermitHistory permitId={permit.id} />
    </TitledDialog>
  );
}

function PermitHistory({ permitId }: { permitId: string }) {
  const { t } = useLingui();
  const history = usePermitActivity(permitId);
  const events = history.data?.pages.flatMap((page) => page.events) ?? [];
  // After 'Show older' the focus goes to the first entry it brought, so keyboard users read on from there
  // (the button itself goes away on the last page).
  const entries = useRef(new Map<number, HTMLLIElement>());
  const [focusId, setFocusId] = useState<number | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    entries.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  if (history.isPending) return <Spinner label={t`Loading history...`} />;
  if (history.isError && !history.data)
    return (
      <LoadFailed
        message={t`Failed to load the history. Please try again.`}
        onRetry={() => void history.refetch()}
        retrying={history.isRefetching}
      />
    );
  if (events.length === 0)
    return (
      <p className="text-sm">
        <Trans>No changes recorded yet.</Trans>
      </p>
    );

  const showOlder = async () => {
    const result = await history.fetchNextPage();
    const first = result.data?.pages.at(-1)?.events[0];
    if (!result.isFetchNextPageError && first) setFocusId(first.id);
  };

  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-2" aria-label={t`Changes, newest first`}>
        {events.map((event) => (
          <HistoryEntry
            key={event.id}
            event={event}
            ref={(element) => {
              if (element) entries.current.set(event.id, element);
              else entries.current.delete(event.id);
            }}
          />
        ))}
      </ol>
      {history.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          <Trans>Failed to load older changes. Please try again.</Trans>
        </p>
      )}
      {history.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void showOlder()}
          disabled={history.isFetchingNextPage}
        >
          {history.isFetchingNextPage ? t`Loading older...` : t`Show older`}
        </Button>
      )}
    </div>
  );
}

function HistoryEntry({
  event,
  ref,
}: {
  event: ActivityEvent;
  ref: (element: HTMLLIElement | null) => void;
}) {
  const { who, what } = describeActivity(event);
  return (
    <li
      ref={ref}
      tabIndex={-1}
      className="rounded-md border p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="history-entry"
    >
      <p>
        <span className="font-medium break-all">{who}</span> {what}
      </p>
      <p className="text-muted-foreground">
        <time dateTime={event.createdAt}>{formatActivityTime(event.createdAt)}</time>
      </p>
      {event.changes.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1">
          {event.changes.map((change) => (
            <li key={change.field} className="break-words">
              {describeChange(change)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
