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
    features: ['Basic permit tracking', 'Basic reminders', `Up to ${PLANS.free.permitLimit} permits`],
    callToAction: 'Start for Free',
    popular: false,
  },
  {
    id: 'pro',
    name: PLANS.pro.name,
    price: `$${PLANS.pro.priceDollars}`,
    period: `per ${PLANS.pro.period}`,
    description: 'For owners who never want to think about a lapsed permit again.',
    features: [
      'Unlimited permits and licences',
      'Smart reminders by text message and email',
      'Advanced reminder settings',
      'Priority support',
      'Compliance insights and advanced reports',
      'AI-Powered Renewals',
      'Requirement monitoring',
    ],
    callToAction: 'Try Pro Free',
    popular: true,
  },
];
