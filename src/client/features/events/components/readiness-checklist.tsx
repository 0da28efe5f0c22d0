import { Trans, useLingui } from '@lingui/react/macro';
import type { EventDto, ReadinessLineDto } from '@shared/contracts/events';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useMarkLine } from '../api/events-api';
import { LineText } from './line-text';

const LazyNotNeededDialog = lazyDialog(() =>
  import('./not-needed-dialog').then((module) => module.NotNeededDialog),
);

function LineControls({ eventId, line }: { eventId: string; line: ReadinessLineDto }) {
  const { t } = useLingui();
  const dialog = useDialogOpener({ preload: LazyNotNeededDialog.preload });
  const mark = useMarkLine();
  if (line.notNeeded !== null)
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={mark.isPending}
        onClick={() =>
          mark.mutate(
            { eventId, line: line.key, reason: null },
            { onError: (error) => toast.error(t`Error`, { description: error.message }) },
          )
        }
      >
        <Trans>Take Back</Trans>
      </Button>
    );
  if (line.done) return null;
  return (
    <>
      <Button variant="outline" size="sm" {...dialog.openerProps}>
        <Trans>Not needed</Trans>
      </Button>
      <LazyNotNeededDialog {...dialog.dialogProps} eventId={eventId} line={line.key} />
    </>
  );
}

function LineStatus({ line }: { line: ReadinessLineDto }) {
  const reason = line.notNeeded;
  if (reason !== null)
    return (
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        <Trans>Not needed: {reason}</Trans>
      </p>
    );
  return line.done ? (
    <Badge variant="success">
      <Trans>Done</Trans>
    </Badge>
  ) : (
    <Badge variant="warning">
      <Trans>Missing</Trans>
    </Badge>
  );
}

/** The event's checklist, one line per thing the truck needs there, each with its reason. */
export function ReadinessChecklist({ event, editable }: { event: EventDto; editable: boolean }) {
  return (
    <ul className="flex flex-col divide-y" aria-label={event.name}>
      {event.readiness.lines.map((line) => (
        <li key={line.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <LineText line={line} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <LineStatus line={line} />
            {editable && <LineControls eventId={event.id} line={line} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
