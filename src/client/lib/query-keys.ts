/**
 * Query keys that more than one feature touches: billing pages change the subscription that the
 * subscription feature shows, and features do not import each other (DESIGN §3).
 */
export const subscriptionQueryKey = ['subscription'] as const;
