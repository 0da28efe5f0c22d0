import type { Urgency } from '@shared/domain/renewal-urgency';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

const URGENCY_BADGES = {
  critical: { label: 'Critical', variant: 'destructive', className: '' },
  urgent: { label: 'Urgent', variant: 'warning', className: '' },
  upcoming: {
    label: 'Upcoming',
    variant: 'outline',
    className: 'border-transparent bg-amber-100 text-amber-900',
  },
  normal: { label: 'Normal', variant: 'success', className: '' },
} as const satisfies Record<Urgency, { label: string; variant: string; className: string }>;

/** spec §4 Calendar urgency: critical, urgent, upcoming or normal. */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { label, variant, className } = URGENCY_BADGES[urgency];
  return (
    <Badge variant={variant} className={cn('shrink-0', className)}>
      {label}
    </Badge>
  );
}
