/** How long an invitation to a business works (docs/decisions/0018). */
export const INVITATION_DAYS = 7;
