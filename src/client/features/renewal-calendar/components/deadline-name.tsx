import { useLingui } from '@lingui/react/macro';
import type { DeadlineDto } from '@shared/contracts/deadlines';

/**
 * How the calendar names a deadline that is no renewal (docs/product/events.md#deadlines): 'Apply for
 * {permit} — {event}', "Organizer's deadline — {event}", 'Inspection of {permit}'. Names are what people typed.
 */
export function DeadlineName({ deadline }: { deadline: DeadlineDto }) {
  const { t } = useLingui();
  const permit = deadline.permitName ?? '';
  const event = deadline.eventName ?? '';
  switch (deadline.kind) {
    case 'apply-by':
      return <>{t`Apply for ${permit} — ${event}`}</>;
    case 'organizer':
      return <>{t`Organizer's deadline — ${event}`}</>;
    case 'inspection':
      return <>{t`Inspection of ${permit}`}</>;
    case 'reinspection':
      return <>{t`Re-inspection of ${permit}`}</>;
  }
}
