/**
 * The scan's rate limit (docs/product/scanning.md#limits), apart from the scan itself: the routes set the limiter
 * up at start-up, and the scan's readers (chrono-node among them) load only with the first scan
 * (docs/decisions/0028).
 */

/** The limiter's name in the rate-limit table (lib/sliding-window-limiter.ts). */
export const SCAN_LIMIT_NAME = 'permit-scan';

/** Scans a business may make in an hour: a folder of permits, and more. */
export const SCANS_PER_HOUR = 60;
