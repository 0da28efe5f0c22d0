/*
 * The permit intelligence's fixed texts, without the schemas of catalog.ts (which re-exports them): the
 * dashboard and /permit-setup show them, and zod is not part of those screens' first load (docs/decisions/0025).
 * Marked for translation (docs/decisions/0026): shown as `i18n._(CATALOG_MESSAGES.confirm)`.
 */

export const CATALOG_MESSAGES = {
  /** The reminder every answer carries (docs/decisions/0020). */
  confirm: /*i18n*/ 'Confirm the details with the agency before you rely on them.',
  /** Under a renewal link the AI provider proposed (docs/decisions/0022). */
  unverifiedLink:
    /*i18n*/ 'Suggested by AI and not verified: check that this is the agency’s official renewal page before you rely on it.',
  aiReason: /*i18n*/ 'Reason written by AI',
  notReviewed: /*i18n*/ 'Not yet reviewed',
} as const;
