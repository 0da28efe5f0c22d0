import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PLAN_FEATURES } from '@shared/domain/plan-features';
import { PLANS } from '@shared/domain/plans';

/**
 * A pricing card (docs/product/screens.md#landing-page). Prices and limits come from PLANS, never from copy.
 */
export type PlanCard = {
  id: keyof typeof PLANS;
  /** The plan's name, its period and its features are marked messages of PLANS: shown as `i18n._(text)`. */
  name: string;
  price: string;
  /** The plan's own period ('forever', a marked message of PLANS), or a message around it ('per month'). */
  period: MessageDescriptor;
  description: MessageDescriptor;
  features: readonly string[];
  callToAction: MessageDescriptor;
  popular: boolean;
};

const period = PLANS.pro.period;

export const planCards: readonly PlanCard[] = [
  {
    id: 'free',
    name: PLANS.free.name,
    price: `$${PLANS.free.priceDollars}`,
    period: { id: PLANS.free.period },
    description: msg`For a single truck getting its paperwork in order.`,
    features: PLAN_FEATURES.free,
    callToAction: msg`Start for Free`,
    popular: false,
  },
  {
    id: 'pro',
    name: PLANS.pro.name,
    price: `$${PLANS.pro.priceDollars}`,
    period: msg({
      message: `per ${period}`,
      comment: "The plan's billing period, as written in the code ('month'); its Spanish can choose by it",
    }),
    description: msg`For owners who never want to think about a lapsed permit again.`,
    features: PLAN_FEATURES.pro,
    callToAction: msg`Try Pro Free`,
    popular: true,
  },
];
