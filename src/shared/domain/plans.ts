import { PERMIT_LIMITS } from './plan-limits';

/**
 * Plans are data (docs/product/engineering.md#habit-5-plans-are-data). Only the billing feature maps a
 * payment provider onto them. The names, periods and features people read are marked for translation
 * (docs/decisions/0026): shown as `i18n._(text)`.
 */
export const PLANS = {
  free: {
    id: 'free',
    name: /*i18n*/ 'Free',
    alsoCalled: 'Basic',
    priceDollars: 0,
    period: /*i18n*/ 'forever',
    // 3 permits, stated on the sign-in and upgrade screens (docs/product/plans.md#permit-limit).
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

/** The trial a checkout starts is 7 days (docs/product/plans.md#trial-lengths-per-screen). */
export const TRIAL_DAYS = 7;
