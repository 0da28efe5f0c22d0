import type { LocalPortal, LocalPortalAction } from '@shared/contracts/billing';
import { formatLongDate } from '@shared/domain/formatting';

const dateOrUnknown = (iso: string | null) => (iso ? formatLongDate(iso) : 'an unknown date');

/** How the local portal describes the subscription, as Stripe's portal would. */
export function portalStatusText(portal: LocalPortal): string {
  switch (portal.status) {
    case 'trialing':
      if (portal.cancelAtPeriodEnd)
        return `Cancels on ${dateOrUnknown(portal.trialEnd ?? portal.currentPeriodEnd)}`;
      return `Trialing until ${dateOrUnknown(portal.trialEnd)}`;
    case 'active':
      if (portal.cancelAtPeriodEnd) return `Cancels on ${dateOrUnknown(portal.currentPeriodEnd)}`;
      return `Active — renews ${dateOrUnknown(portal.currentPeriodEnd)}`;
    case 'past_due':
      return 'Past due — the last payment failed';
    case 'canceled':
      return 'Canceled';
    case 'none':
      return 'No subscription';
  }
}

export const PORTAL_ACTION_LABELS: Record<LocalPortalAction, string> = {
  'end-trial-now': 'End trial and start paying now',
  'cancel-at-period-end': 'Cancel at end of period',
  resume: 'Resume subscription',
  'cancel-now': 'Cancel immediately',
};
