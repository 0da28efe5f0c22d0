import { Trans, useLingui } from '@lingui/react/macro';
import type { EventDto, ReadinessLineDto } from '@shared/contracts/events';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { Plus } from 'lucide-react';
import { useAddEventPermit, useMarkLine } from '../api/events-api';
import { CertificateControls } from './certificate-controls';
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
      {line.kind === 'event-permit' && line.permitId === null && (
        <AddEventPermitButton eventId={eventId} line={line} />
      )}
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

/**
 * 'Add' on an event permit line (docs/product/events.md#event-permits): one tap tracks it for the event; a
 * refusal (the Free plan's limit) shows in the server's words.
 */
function AddEventPermitButton({
  eventId,
  line,
}: {
  eventId: string;
  line: Extract<ReadinessLineDto, { kind: 'event-permit' }>;
}) {
  const { t } = useLingui();
  const add = useAddEventPermit();
  const name = line.name;
  return (
    <Button
      size="sm"
      disabled={add.isPending}
      aria-label={t`Add ${name}`}
      onClick={() =>
        add.mutate(
          { eventId, catalogEntryId: line.entryId },
          {
            onSuccess: () => toast.success(t`Permit added successfully!`),
            onError: (error) => toast.error(t`Error`, { description: error.message }),
          },
        )
      }
    >
      <Plus aria-hidden="true" />
      <Trans>Add</Trans>
    </Button>
  );
}

/** The event's checklist, one line per thing the truck needs there, each with its reason. */
export function ReadinessChecklist({ event, editable }: { event: EventDto; editable: boolean }) {
  return (
    <ul className="flex flex-col divide-y" aria-label={event.name}>
      {event.readiness.lines.map((line) => (
        <li key={line.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col gap-2">
            <LineText eventId={event.id} line={line} />
            {editable && line.kind === 'insurance' && line.notNeeded === null && (
              <CertificateControls eventId={event.id} line={line} />
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:shrink-0">
            <LineStatus line={line} />
            {editable && <LineControls eventId={event.id} line={line} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
