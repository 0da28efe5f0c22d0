import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { readinessLineKey, type EventDto, type ReadinessLineDto } from '@shared/contracts/events';
import { Badge } from '@client/components/ui/badge';
import { CertificateControls } from './certificate-controls';
import { LineControls } from './line-controls';
import { LineText } from './line-text';

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

/** One line; it takes the focus when an action on it leaves it no control ('Add'). */
function ReadinessLine({
  eventId,
  line,
  editable,
}: {
  eventId: string;
  line: ReadinessLineDto;
  editable: boolean;
}) {
  const item = useRef<HTMLLIElement>(null);
  return (
    <li
      ref={item}
      tabIndex={-1}
      className="flex flex-col gap-2 py-3 focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <LineText eventId={eventId} line={line} />
        {editable && line.kind === 'insurance' && line.notNeeded === null && (
          <CertificateControls eventId={eventId} line={line} />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:shrink-0">
        <LineStatus line={line} />
        {editable && <LineControls eventId={eventId} line={line} item={item} />}
      </div>
    </li>
  );
}

/** The event's checklist, one line per thing the truck needs there, each with its reason. */
export function ReadinessChecklist({ event, editable }: { event: EventDto; editable: boolean }) {
  return (
    <ul className="flex flex-col divide-y" aria-label={event.name}>
      {event.readiness.lines.map((line) => (
        <ReadinessLine key={readinessLineKey(line)} eventId={event.id} line={line} editable={editable} />
      ))}
    </ul>
  );
}
