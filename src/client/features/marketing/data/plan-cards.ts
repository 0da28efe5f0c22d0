import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PLANS } from '@shared/domain/plans';

/** spec §3 Plan card: landing content. Prices and limits come from PLANS, never from copy. */
export type PlanCard = {
  id: keyof typeof PLANS;
  name: string;
  price: string;
  /** The plan's own period ('forever'), or a message around it ('per month'). */
  period: string | MessageDescriptor;
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
    period: PLANS.free.period,
    description: msg`For a single truck getting its paperwork in order.`,
    features: PLANS.free.features,
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
    features: PLANS.pro.features,
    callToAction: msg`Try Pro Free`,
    popular: true,
  },
];
