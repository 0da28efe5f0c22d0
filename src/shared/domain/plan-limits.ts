/**
 * How many permits each plan tracks; null is no limit (spec §1: Free tracks 3, stated on the sign-in and
 * upgrade screens). The plan table (plans.ts) takes its limits from here; a module of its own so that the
 * entitlement rules, which every signed-in screen loads, do not load the plan table's marketing texts.
 */
export const PERMIT_LIMITS = { free: 3, pro: null } as const;

/** How many members a business on Pro may have, the owner included (team collaboration is Pro). */
export const MEMBER_LIMIT = 10;
