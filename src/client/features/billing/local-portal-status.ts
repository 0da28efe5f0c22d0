import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { LocalPortal, LocalPortalAction } from '@shared/contracts/billing';
import { formatLongDate } from '@client/lib/formatting';

/*
 * Each date's sentence whole, with or without the date: another language words "an unknown date" in the
 * sentence differently from a date (docs/decisions/0026).
 */
function cancelsOn(iso: string | null) {
  if (!iso) return t`Cancels on an unknown date`;
  const date = formatLongDate(iso);
  return t`Cancels on ${date}`;
}

function trialingUntil(iso: string | null) {
  if (!iso) return t`Trialing until an unknown date`;
  const date = formatLongDate(iso);
  return t`Trialing until ${date}`;
}

function activeRenews(iso: string | null) {
  if (!iso) return t`Active — renews an unknown date`;
  const date = formatLongDate(iso);
  return t`Active — renews ${date}`;
}

/** How the local portal describes the subscription, as Stripe's portal would, in the page's language. */
export function portalStatusText(portal: LocalPortal): string {
  switch (portal.status) {
    case 'trialing':
      return portal.cancelAtPeriodEnd
        ? cancelsOn(portal.trialEnd ?? portal.currentPeriodEnd)
        : trialingUntil(portal.trialEnd);
    case 'active':
      return portal.cancelAtPeriodEnd
        ? cancelsOn(portal.currentPeriodEnd)
        : activeRenews(portal.currentPeriodEnd);
    case 'past_due':
      return t`Past due — the last payment failed`;
    case 'canceled':
      return t`Canceled`;
    case 'none':
      return t`No subscription`;
  }
}

/** The portal's buttons: descriptors, worded where they are shown (`t(PORTAL_ACTION_LABELS[action])`). */
export const PORTAL_ACTION_LABELS: Record<LocalPortalAction, MessageDescriptor> = {
  'end-trial-now': msg`End trial and start paying now`,
  'cancel-at-period-end': msg`Cancel at end of period`,
  resume: msg`Resume subscription`,
  'cancel-now': msg`Cancel immediately`,
};
