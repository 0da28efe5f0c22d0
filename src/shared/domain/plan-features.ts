/**
 * What each plan offers (spec §1), as the pricing cards list it; marked for translation (docs/decisions/0026):
 * shown as `i18n._(text)`.
 */
export const PLAN_FEATURES = {
  // spec §1, §9: the landing page names a limited count; only sign-in and upgrade screens give the number.
  free: [/*i18n*/ 'Basic permit tracking', /*i18n*/ 'Basic reminders', /*i18n*/ 'Limited permit count'],
  // spec §1: what Pro adds (team collaboration is named on the upgrade screen only).
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
