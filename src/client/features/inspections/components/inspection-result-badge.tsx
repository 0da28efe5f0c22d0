import { useLingui } from '@lingui/react/macro';
import { INSPECTION_RESULT_LABELS, type InspectionResult } from '@shared/domain/inspection-results';
import { Badge } from '@client/components/ui/badge';

const LOOK = { passed: 'success', failed: 'destructive', pending: 'neutral' } as const;

/** 'Passed', 'Failed' or 'Pending' in the result's colour (docs/product/events.md#inspections). */
export function InspectionResultBadge({ result }: { result: InspectionResult }) {
  const { i18n } = useLingui();
  return <Badge variant={LOOK[result]}>{i18n._(INSPECTION_RESULT_LABELS[result])}</Badge>;
}
