/**
 * What each plan offers (docs/product/plans.md#the-plans), as the pricing cards list it; marked for
 * translation (docs/decisions/0026): shown as `i18n._(text)`.
 */
export const PLAN_FEATURES = {
  // The landing page names a limited count; only sign-in and upgrade screens give the number
  // (docs/product/plans.md#where-each-screen-states-the-plans).
  free: [/*i18n*/ 'Basic permit tracking', /*i18n*/ 'Basic reminders', /*i18n*/ 'Limited permit count'],
  // What Pro adds (docs/product/plans.md#the-plans); team collaboration is named on the upgrade screen only.
  pro: [
    /*i18n*/ 'Unlimited permits and licences',
    /*i18n*/ 'Smart reminders by text message and email',
    /*i18n*/ 'Advanced reminder settings',
    /*i18n*/ 'Priority support',
    /*i18n*/ 'Compliance insights and advanced reports',
    /*i18n*/ 'AI-Powered Renewals',
    /*i18n*/ 'Requirement monitoring',
  ],
} as const;
