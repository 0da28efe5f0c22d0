/**
 * Where a visitor sent to /auth was going (guarded screens send visitors to /auth:
 * docs/product/screens.md#access), so that signing in or confirming the address brings them back. Only a path
 * of this site is taken: an absolute URL, a protocol-relative '//host' or a backslash trick would make /auth
 * an open redirect; /auth itself would loop.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  if (/\p{Cc}/u.test(value)) return null;
  const base = 'https://permitpilot.invalid';
  const url = new URL(value, base);
  if (url.origin !== base || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return url.pathname + url.search;
}

/** The confirmation link's landing address: the sign-in screen with its notice, and where to go after. */
export function confirmedCallback(next: string | null): string {
  return next ? `/auth?confirmed=1&next=${encodeURIComponent(next)}` : '/auth?confirmed=1';
}
