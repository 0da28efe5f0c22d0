import { msg } from '@lingui/core/macro';

/**
 * What a member whose role only reads permits is told where a change would be (docs/decisions/0018). A message
 * descriptor: render it with `i18n._(PERMITS_READ_ONLY)` in the page's language.
 */
export const PERMITS_READ_ONLY = msg`Your role in this business does not allow changing permits.`;
