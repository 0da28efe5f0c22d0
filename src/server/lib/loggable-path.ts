/**
 * The routes with a bearer secret in their path: whoever holds the address gets in, with no session. The
 * logs keep the route and write `:secret` in the secret's place, so that reading them gives no one a working
 * link (docs/decisions/0014). A route added with a secret in its path belongs here, and in
 * security/secrets-in-logs.test.ts.
 *
 * Each pattern matches from the start of the path up to the end of the secret; what follows it (`/accept`,
 * `/qr.svg`) stays. Case and doubled slashes are ignored: such a path finds no route, but its secret may
 * still be a working one.
 */
const SECRET_ROUTES: RegExp[] = [
  // A password-reset link (better-auth), which the e-mail points at.
  /^(\/+api\/+auth\/+reset-password\/+)[^/]+/i,
  // A calendar feed, `<token>.ics`; /api/calendar/google is the Google Calendar connection, no secret.
  /^(\/+api\/+calendar\/+)(?!google(?:\/|$))[^/]+/i,
  // A share link's page, and its API: the page, its QR code, a chosen permit's document (docs/decisions/0024).
  /^(\/+share\/+)[^/]+/i,
  /^(\/+api\/+shared\/+)[^/]+/i,
  // An invitation's id is its link's secret (docs/decisions/0018): the page, its summary, accepting it, and
  // the owner's resend and revoke.
  /^(\/+invitation\/+)[^/]+/i,
  /^(\/+api\/+invitations\/+)[^/]+/i,
  /^(\/+api\/+team\/+invitations\/+)[^/]+/i,
];

/** The path as the logs may keep it: every secret in it replaced by `:secret`. */
export const loggablePath = (path: string) =>
  SECRET_ROUTES.reduce((logged, pattern) => logged.replace(pattern, '$1:secret'), path);
