import { z } from 'zod';

/*
 * Google Calendar sync (docs/product/calendar.md#google-calendar-sync, docs/decisions/0023).
 */

export { CALENDAR_MESSAGES } from './google-calendar-messages';

export const googleCalendarConnectionSchema = z.object({
  /** The Google account's address. */
  accountEmail: z.string(),
  /** 'reconnect-needed': Google refused the grant (revoked or expired). */
  status: z.enum(['connected', 'reconnect-needed']),
  lastSyncedAt: z.string().nullable(),
});
export type GoogleCalendarConnection = z.infer<typeof googleCalendarConnectionSchema>;

export const googleCalendarStatusSchema = z.object({
  /** False when the operator has not set GOOGLE_CLIENT_ID: Connect stays disabled. */
  configured: z.boolean(),
  connection: googleCalendarConnectionSchema.nullable(),
});
export type GoogleCalendarStatus = z.infer<typeof googleCalendarStatusSchema>;

export const googleCalendarConnectSchema = z.object({ url: z.string() });

/**
 * The callback state (docs/product/calendar.md#callback-state): JSON with the provider, here with a
 * single-use nonce, base64url.
 */
export const calendarCallbackStateSchema = z.object({
  provider: z.string(),
  nonce: z.string().min(16).max(128),
});

/**
 * google-calendar-auth, action 'exchangeCode' (docs/product/api.md#calls-and-endpoints): code, state →
 * success, error.
 */
export const googleCalendarAuthRequestSchema = z.object({
  action: z.literal('exchangeCode'),
  code: z.string().trim().max(2048).optional().default(''),
  state: z.string().trim().max(2048).optional().default(''),
});
export type GoogleCalendarAuthRequest = z.input<typeof googleCalendarAuthRequestSchema>;

export const googleCalendarAuthResponseSchema = z.object({ success: z.literal(true) });
