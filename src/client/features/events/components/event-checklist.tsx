import { useLingui } from '@lingui/react/macro';
import { LoadFailed } from '@client/components/load-failed';
import { Spinner } from '@client/components/ui/spinner';
import { useEvent } from '../api/events-api';
import { ReadinessChecklist } from './readiness-checklist';

/**
 * An opened event's checklist, read from the event itself: the list sums each event's readiness up and carries
 * no lines (docs/product/events.md#the-events-screen). Until it comes a line says so; a failed read says so,
 * with 'Try again', never a spinner that does not end.
 */
export function EventChecklist({ eventId, editable }: { eventId: string; editable: boolean }) {
  const { t } = useLingui();
  const event = useEvent(eventId);
  if (event.data) return <ReadinessChecklist event={event.data} editable={editable} />;
  if (event.isError)
    return (
      <LoadFailed
        message={t`Failed to load the checklist.`}
        onRetry={() => void event.refetch()}
        retrying={event.isRefetching}
        bordered={false}
      />
    );
  return <Spinner layout="inline" label={t`Loading checklist...`} />;
}
