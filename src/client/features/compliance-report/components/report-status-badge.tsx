import { useLingui } from '@lingui/react/macro';
import { REPORT_STATUS_LABELS, type ReportStatus } from '@shared/domain/permit-status';
import { Badge } from '@client/components/ui/badge';

// Expired red, needs attention orange, compliant green; no renewal date grey
// (docs/product/permits.md#compliance-on-the-reports).
const STATUS_VARIANTS = {
  expired: 'destructive',
  'needs-attention': 'warning',
  compliant: 'success',
  unknown: 'neutral',
} as const satisfies Record<ReportStatus, string>;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant={STATUS_VARIANTS[status]} className="shrink-0 print:border-current print:bg-transparent">
      {i18n._(REPORT_STATUS_LABELS[status])}
    </Badge>
  );
}
