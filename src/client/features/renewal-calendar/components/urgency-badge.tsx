import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { Urgency } from '@shared/domain/renewal-urgency';
import { Badge } from '@client/components/ui/badge';

const URGENCY_BADGES = {
  critical: { label: msg`Critical`, variant: 'destructive' },
  urgent: { label: msg`Urgent`, variant: 'warning' },
  upcoming: { label: msg`Upcoming`, variant: 'caution' },
  normal: { label: msg`Normal`, variant: 'success' },
} as const satisfies Record<Urgency, { label: MessageDescriptor; variant: string }>;

/** Critical, urgent, upcoming or normal (docs/product/permits.md#renewal-urgency-and-buffer). */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { i18n } = useLingui();
  const { label, variant } = URGENCY_BADGES[urgency];
  return (
    <Badge variant={variant} className="shrink-0">
      {i18n._(label)}
    </Badge>
  );
}
