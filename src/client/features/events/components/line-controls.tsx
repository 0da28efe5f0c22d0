import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { readinessLineKey, type ReadinessLineDto } from '@shared/contracts/events';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useAddEventPermit, useMarkLine } from '../api/events-api';

const LazyNotNeededDialog = lazyDialog(() =>
  import('./not-needed-dialog').then((module) => module.NotNeededDialog),
);

type Answer = 'open' | 'done' | 'not-needed';
const answerOf = (line: ReadinessLineDto): Answer =>
  line.notNeeded !== null ? 'not-needed' : line.done ? 'done' : 'open';

/**
 * Keyboard focus must not fall to the page when an action on the line takes away the control it was taken
 * with: it goes to the control in its place ('Take Back' after 'Mark Not Needed', 'Not needed' after 'Take
 * Back'), or to the line itself when none is ('Add'). The line changes when the event is read again, which
 * may come before or after the action's own callback, so a request waits until the line shows the answer.
 */
function useFocusOnAnswer(line: ReadinessLineDto, target: () => HTMLElement | null) {
  const answer = answerOf(line);
  const [awaited, setAwaited] = useState<Answer | null>(null);
  const focusTarget = useRef(target);
  focusTarget.current = target;
  useEffect(() => {
    if (awaited === null || awaited !== answer) return;
    focusTarget.current()?.focus();
    setAwaited(null);
  }, [awaited, answer]);
  return { focus: () => focusTarget.current()?.focus(), awaitAnswer: setAwaited };
}

/**
 * 'Not needed', 'Take Back' and 'Add' on a line. The dialog stays mounted whatever the line shows (a lazy
 * dialog's contract, docs/decisions/0013): its save reports after the line has changed, and its closing
 * gives the focus to the line's control of the moment.
 */
export function LineControls({
  eventId,
  line,
  item,
}: {
  eventId: string;
  line: ReadinessLineDto;
  /** The line, focused when an action leaves it no control. */
  item: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const dialog = useDialogOpener({ preload: LazyNotNeededDialog.preload });
  const takeBack = useRef<HTMLButtonElement>(null);
  const mark = useMarkLine();
  const { focus, awaitAnswer } = useFocusOnAnswer(
    line,
    () => takeBack.current ?? dialog.openerProps.ref.current ?? item.current,
  );
  const controls =
    line.notNeeded !== null ? (
      <Button
        ref={takeBack}
        variant="outline"
        size="sm"
        disabled={mark.isPending}
        onClick={() =>
          mark.mutate(
            { eventId, line: readinessLineKey(line), reason: null },
            {
              onSuccess: () => awaitAnswer('open'),
              onError: (error) => toast.error(t`Error`, { description: error.message }),
            },
          )
        }
      >
        <Trans>Take Back</Trans>
      </Button>
    ) : line.done ? null : (
      <>
        {line.kind === 'event-permit' && line.permitId === null && (
          <AddEventPermitButton eventId={eventId} line={line} onAdded={() => awaitAnswer('done')} />
        )}
        <Button variant="outline" size="sm" {...dialog.openerProps}>
          <Trans>Not needed</Trans>
        </Button>
      </>
    );
  return (
    <>
      {controls}
      <LazyNotNeededDialog
        {...dialog.dialogProps}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focus();
        }}
        eventId={eventId}
        line={readinessLineKey(line)}
        onMarked={() => awaitAnswer('not-needed')}
      />
    </>
  );
}

/**
 * 'Add' on an event permit line (docs/product/events.md#event-permits): one tap tracks it for the event; a
 * refusal (the Free plan's limit) shows in the server's words.
 */
function AddEventPermitButton({
  eventId,
  line,
  onAdded,
}: {
  eventId: string;
  line: Extract<ReadinessLineDto, { kind: 'event-permit' }>;
  onAdded: () => void;
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
            onSuccess: () => {
              toast.success(t`Permit added successfully!`);
              onAdded();
            },
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
