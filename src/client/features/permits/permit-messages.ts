/** What a member whose role only reads permits is told where a change would be (docs/decisions/0018). */
export const PERMITS_READ_ONLY = 'Your role in this business does not allow changing permits.';
