import { z } from 'zod';

/**
 * Every code the API answers with (docs/product/errors.md#codes); the client maps some to the product's
 * texts. /api/auth also passes better-auth's own codes through (USER_ALREADY_EXISTS, PASSWORD_TOO_SHORT…,
 * docs/decisions/0003).
 */
export const errorCodeSchema = z.enum([
  // The request
  'VALIDATION_ERROR',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN_ORIGIN',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'RATE_LIMITED',
  'AUTH_ERROR',
  // Roles and the team (docs/decisions/0018)
  'FORBIDDEN',
  'BUSINESS_SUSPENDED',
  'NO_BUSINESS',
  'ALREADY_OWNER',
  'MEMBER_LIMIT_REACHED',
  'ALREADY_MEMBER',
  'ALREADY_INVITED',
  'CANNOT_INVITE_SELF',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_REVOKED',
  'INVITATION_FOR_ANOTHER_ADDRESS',
  'OWNER_CANNOT_LEAVE',
  'LAST_OWNER',
  'NOT_A_MEMBER',
  // Permits and documents
  'PERMIT_LIMIT_REACHED',
  // Vehicles (docs/product/fleet.md)
  'PLAN_LIMIT_REACHED',
  'VEHICLE_NAME_TAKEN',
  'VEHICLE_ARCHIVED',
  // Events (docs/product/events.md)
  'COI_RECENTLY_REQUESTED',
  'NO_ORGANIZER_EMAIL',
  'INVALID_FILE_TYPE',
  'EMPTY_FILE',
  'DAMAGED_PDF',
  'STORAGE_UNAVAILABLE',
  // Reading a permit from a photo or a PDF (docs/product/scanning.md#refusals)
  'NO_TEXT_FOUND',
  'NOT_A_PERMIT',
  'ENCRYPTED_PDF',
  'DAMAGED_DOCUMENT',
  'IMAGE_TOO_LARGE',
  'SCAN_TIMED_OUT',
  'BUSY',
  // Share links and the compliance packet (docs/decisions/0024)
  'PACKET_TOO_LARGE',
  // The permit catalog's searches
  'UNKNOWN_STATE',
  // The business profile's places (docs/product/intelligence.md#where-a-truck-sells)
  'UNKNOWN_SELLING_PLACE',
  // Alerts
  'PRO_REQUIRED',
  'PHONE_NOT_VERIFIED',
  'SMS_COUNTRY_NOT_ALLOWED',
  // Live requirement changes: open event streams (docs/decisions/0014)
  'TOO_MANY_STREAMS',
  'STREAMS_BUSY',
  // Google Calendar (docs/product/calendar.md#the-callback, docs/decisions/0023)
  'CALENDAR_NOT_CONFIGURED',
  'CALENDAR_MISSING_PARAMETERS',
  'CALENDAR_UNSUPPORTED_PROVIDER',
  'CALENDAR_CONNECTION_FAILED',
  'CALENDAR_NOT_CONNECTED',
  // Billing and the account
  'ALREADY_SUBSCRIBED',
  'TRIAL_ALREADY_USED',
  'CHECKOUT_CLOSED',
  'NO_BILLING_ACCOUNT',
  'INVALID_SUBSCRIPTION_STATE',
  'SUBSCRIPTION_CANCEL_FAILED',
  'PORTAL_NOT_CONFIGURED',
  'PROVIDER_ERROR',
  // Our side or a vendor's
  'MAIL_FAILED',
  'INTERNAL_ERROR',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * Every API error (docs/product/errors.md#the-error-envelope): a stable code and a human message. The status
 * is a 4xx for what the request did wrong, 502 when a vendor we depend on failed, 503 when the document store
 * cannot be reached (docs/decisions/0015) and 500 for our own failure (docs/decisions/0012).
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** The path of the field a validation refusal is about, e.g. `renewalDate` or `reminderDays.0`. */
    field: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
