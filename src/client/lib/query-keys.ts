/**
 * Query keys that more than one feature touches: billing pages change the subscription that the subscription
 * feature shows, and features do not import each other (docs/product/engineering.md#layout).
 */
export const subscriptionQueryKey = ['subscription'] as const;

/** The business profile: the account screen edits it, and a certificate request saves its broker. */
export const businessProfileQueryKey = ['business-profile'] as const;

/**
 * Whether a cached query belongs to the person rather than to the business they work in: only their session
 * (features/auth/api/get-session.ts) does. The rest is forgotten when they switch, leave or join a business
 * (docs/decisions/0018), so that nothing of one business shows while another's loads.
 */
export const belongsToPerson = (queryKey: readonly unknown[]) => queryKey[0] === 'session';

/**
 * Every permit query starts with this key, so adding, editing, renewing or deleting a permit refreshes them
 * all: the lists, a permit, and the permit suggestions (docs/decisions/0020), which change when a permit is
 * added.
 */
export const permitsQueryKey = ['permits'] as const;
