import type { Urgency } from '@shared/domain/renewal-urgency';
import { Badge } from '@client/components/ui/badge';

const URGENCY_BADGES = {
  critical: { label: 'Critical', variant: 'destructive' },
  urgent: { label: 'Urgent', variant: 'warning' },
  upcoming: { label: 'Upcoming', variant: 'caution' },
  normal: { label: 'Normal', variant: 'success' },
} as const satisfies Record<Urgency, { label: string; variant: string }>;

/** spec §4 Calendar urgency: critical, urgent, upcoming or normal. */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { label, variant } = URGENCY_BADGES[urgency];
  return (
    <Badge variant={variant} className="shrink-0">
      {label}
    </Badge>
  );
}
