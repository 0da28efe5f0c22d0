import { PERMIT_LIMITS } from './plan-limits';

/** Plans are data (STYLE habit 5). Only the billing feature maps a payment provider onto them. */
export const PLANS = {
  free: {
    id: 'free',
    name: 'Free',
    alsoCalled: 'Basic',
    priceDollars: 0,
    period: 'forever',
    // spec §1: 3 permits, stated on the sign-in and upgrade screens.
    permitLimit: PERMIT_LIMITS.free,
    // spec §1, §9: the landing page names a limited count; only sign-in and upgrade screens give the number.
    features: ['Basic permit tracking', 'Basic reminders', 'Limited permit count'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceDollars: 19,
    period: 'month',
    permitLimit: PERMIT_LIMITS.pro,
    // spec §1: what Pro adds (team collaboration is named on the upgrade screen only).
    features: [
      'Unlimited permits and licences',
      'Smart reminders by text message and email',
      'Advanced reminder settings',
      'Priority support',
      'Compliance insights and advanced reports',
      'AI-Powered Renewals',
      'Requirement monitoring',
    ],
  },
} as const;

export type PlanId = keyof typeof PLANS;

/** spec §1: the trial a checkout starts is 7 days (DESIGN §6 last paragraph). */
export const TRIAL_DAYS = 7;
