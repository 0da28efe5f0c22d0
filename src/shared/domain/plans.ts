import { PERMIT_LIMITS } from './plan-limits';

/**
 * Plans are data (STYLE habit 5). Only the billing feature maps a payment provider onto them. The names,
 * periods and features people read are marked for translation (docs/decisions/0026): shown as `i18n._(text)`.
 */
export const PLANS = {
  free: {
    id: 'free',
    name: /*i18n*/ 'Free',
    alsoCalled: 'Basic',
    priceDollars: 0,
    period: /*i18n*/ 'forever',
    // spec §1: 3 permits, stated on the sign-in and upgrade screens.
    permitLimit: PERMIT_LIMITS.free,
  },
  pro: {
    id: 'pro',
    name: /*i18n*/ 'Pro',
    priceDollars: 19,
    period: /*i18n*/ 'month',
    permitLimit: PERMIT_LIMITS.pro,
  },
} as const;

export type PlanId = keyof typeof PLANS;

/** spec §1: the trial a checkout starts is 7 days (DESIGN §6 last paragraph). */
export const TRIAL_DAYS = 7;
