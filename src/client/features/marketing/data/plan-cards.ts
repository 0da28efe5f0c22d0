import { PLANS } from '@shared/domain/plans';

/** spec §3 Plan card: landing content. Prices and limits come from PLANS, never from copy. */
export type PlanCard = {
  id: keyof typeof PLANS;
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  callToAction: string;
  popular: boolean;
};

export const planCards: readonly PlanCard[] = [
  {
    id: 'free',
    name: PLANS.free.name,
    price: `$${PLANS.free.priceDollars}`,
    period: PLANS.free.period,
    description: 'For a single truck getting its paperwork in order.',
    features: PLANS.free.features,
    callToAction: 'Start for Free',
    popular: false,
  },
  {
    id: 'pro',
    name: PLANS.pro.name,
    price: `$${PLANS.pro.priceDollars}`,
    period: `per ${PLANS.pro.period}`,
    description: 'For owners who never want to think about a lapsed permit again.',
    features: PLANS.pro.features,
    callToAction: 'Try Pro Free',
    popular: true,
  },
];
