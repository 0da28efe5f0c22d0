/**
 * How many permits each plan tracks; null is no limit (Free tracks 3: docs/product/plans.md#permit-limit).
 * The plan table (plans.ts) takes its limits from here; a module of its own so that the entitlement rules,
 * which every signed-in screen loads, do not load the plan table's marketing texts.
 */
export const PERMIT_LIMITS = { free: 3, pro: null } as const;

/**
 * How many vehicles (not archived) each plan keeps apart; null is no limit (Free keeps one:
 * docs/product/fleet.md#plans). Archived vehicles do not count: a truck sold makes room for the next.
 */
export const VEHICLE_LIMITS = { free: 1, pro: null } as const;

/** How many members a business on Pro may have, the owner included (team collaboration is Pro). */
export const MEMBER_LIMIT = 10;
