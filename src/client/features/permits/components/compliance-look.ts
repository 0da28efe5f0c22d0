import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DashboardCompliance } from '@shared/domain/permit-status';

// Red, orange, green; grey without a renewal date (docs/product/permits.md#compliance-on-the-dashboard,
// docs/decisions/0006).
export const COMPLIANCE: Record<
  DashboardCompliance,
  {
    label: MessageDescriptor;
    border: string;
    /** The dot of a vehicle's colour on the dashboard's filter. */
    dot: string;
    badge: 'destructive' | 'warning' | 'success' | 'outline';
  }
> = {
  'non-compliant': {
    label: msg`Expired`,
    border: 'border-l-red-600',
    dot: 'bg-red-600',
    badge: 'destructive',
  },
  'needs-attention': {
    label: msg`Due soon`,
    border: 'border-l-orange-500',
    dot: 'bg-orange-500',
    badge: 'warning',
  },
  compliant: { label: msg`Compliant`, border: 'border-l-green-600', dot: 'bg-green-600', badge: 'success' },
  // Neutral: not known to be compliant (the reports' 'No Renewal Date').
  unknown: {
    label: msg`No Renewal Date`,
    border: 'border-l-slate-400',
    dot: 'bg-slate-400',
    badge: 'outline',
  },
};
