/**
 * The API operations open without a session (the authorization matrices, src/server/security/): each
 * `METHOD /path` as the OpenAPI document names it.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /api/site',
  'POST /api/email-test',
  'GET /api/dev/outbox',
  'GET /api/dev/outbox/{id}/attachments/{position}',
  'POST /api/billing/webhooks/stripe',
  'GET /api/reminders/unsubscribe',
  'POST /api/reminders/unsubscribe',
  'POST /api/sms/inbound',
  'GET /api/calendar/{file}',
  // The invitation link's summary: its id (32 random characters) is what the invitee holds (docs/decisions/0018).
  'GET /api/invitations/{id}',
  // A share link's public page: its token (32 random bytes) is what the visitor holds (docs/decisions/0024).
  'GET /api/shared/{token}',
  'GET /api/shared/{token}/qr.svg',
  'GET /api/shared/{token}/permits/{permitId}/document',
]);

/** A path with ids that exist nowhere, for an operation of the OpenAPI document. */
export const concretePath = (path: string) =>
  path
    .replace('{id}', '00000000-0000-4000-8000-000000000000')
    .replace('{sessionId}', 'cs_local_x')
    .replace('{file}', 'x.ics')
    .replace('{token}', 'x'.repeat(43))
    .replace('{permitId}', '00000000-0000-4000-8000-000000000000')
    .replace('{position}', '0');
