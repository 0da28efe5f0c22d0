/**
 * What calendar sync needs of a calendar service (docs/decisions/0023), whichever it is: the OAuth web-server
 * flow (the consent URL, the code exchange, revoking the grant; an expired access token is refreshed by the
 * session, which hands the new one back to be kept) and one calendar of all-day events that PermitPilot
 * creates, renames, fills, reads back and deletes. Google's implementation is `google/`; another service would
 * be one more folder beside it, chosen in `index.ts`.
 */

/** A member's grant. Only the refresh token lasts; the access token is a cache of the latest one. */
export type CalendarTokens = { refreshToken: string; accessToken: string | null; expiresAt: Date | null };

/** A grant as Connect receives it, with the account it belongs to. */
export type GrantedConnection = CalendarTokens & { email: string; scopes: string[] };

/** What a consent that granted too little lacked: offline access, or the calendar scope. */
export type MissingGrant = { missing: 'refresh-token' | 'scope' };

/** An all-day event as the sync wants it in the member's calendar; the provider writes it in its own shape. */
export type CalendarEventInput = {
  summary: string;
  description: string;
  /** The day of the event (YYYY-MM-DD). */
  date: string;
  /** Popup reminders in minutes before the day begins, farthest first; a provider keeps those it can. */
  reminderMinutes: number[];
  /** Where the event points: the permit's renewal link. */
  link: { title: string; url: string } | null;
  /** Kept privately with the event: the permit it is about, and which of its two events it is. */
  permitId: string;
  kind: 'renewal' | 'start';
};

/** An event as a full sync reads it back, to find what was deleted or moved by hand. */
export type ListedCalendarEvent = {
  id: string;
  /** Deleted: the id stays taken. */
  cancelled: boolean;
  date: string | undefined;
  summary: string | undefined;
};

/** What may be logged or kept of a failed call: never its request, which carries tokens or secrets. */
export type CalendarFailure = { status?: number; reasons: string[]; message: string };

/** Calendar calls with one member's tokens. A refused grant throws CalendarGrantError. */
export type CalendarSession = {
  /** Returns the new calendar's id. */
  createCalendar(summary: string, timeZone: string): Promise<string>;
  /**
   * Renames the calendar from the name we gave it to another; one the person renamed keeps theirs ('kept').
   * Throws CalendarGoneError when the calendar is gone.
   */
  renameCalendar(calendarId: string, names: { from: string; to: string }): Promise<'renamed' | 'kept'>;
  /** Done when the calendar is already gone. */
  deleteCalendar(calendarId: string): Promise<void>;
  /**
   * 'duplicate' when the id is taken in the calendar (an earlier try that did succeed, or a deleted event).
   * Throws CalendarGoneError when the calendar is gone.
   */
  insertEvent(calendarId: string, id: string, event: CalendarEventInput): Promise<'created' | 'duplicate'>;
  /** Also restores a deleted event. 'missing' when there is no such event. */
  updateEvent(calendarId: string, id: string, event: CalendarEventInput): Promise<'updated' | 'missing'>;
  /** Done when the event is already gone. */
  deleteEvent(calendarId: string, id: string): Promise<void>;
  /** Every event of the calendar, the deleted ones too. Throws CalendarGoneError when the calendar is gone. */
  listEvents(calendarId: string): Promise<ListedCalendarEvent[]>;
};

export type CalendarProvider = {
  /** The name kept with a connection and carried in a Connect's state. */
  readonly id: 'google';
  /** Where Connect sends the browser: the consent screen, coming back to /calendar-callback with `state`. */
  authorizationUrl(state: string): string;
  /** Trades the callback's code for tokens and the account's address. A refused code: CalendarCodeError. */
  exchangeCode(code: string): Promise<GrantedConnection | MissingGrant>;
  /** Revokes the grant; a token the service no longer knows counts as revoked. */
  revoke(refreshToken: string): Promise<void>;
  /** Calendar calls with a member's tokens; a refreshed access token is handed to `onRefreshed` to be kept. */
  session(tokens: CalendarTokens, onRefreshed: (tokens: CalendarTokens) => void): CalendarSession;
  /** A digest of what would be sent for the event: an event whose digest is unchanged is not sent again. */
  fingerprint(event: CalendarEventInput): string;
  /** What may be logged or kept of a failed call (docs/decisions/0023). */
  failureOf(error: unknown): CalendarFailure;
};

/** The service refused the grant: revoked by the user, expired, or the app's access removed. Reconnecting helps. */
export class CalendarGrantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarGrantError';
  }
}

/** The PermitPilot calendar is gone from the account (deleted by hand): a new one is needed. */
export class CalendarGoneError extends Error {
  constructor() {
    super('The PermitPilot calendar is no longer in the account.');
    this.name = 'CalendarGoneError';
  }
}

/** The service refused the authorization code: used, expired or not ours. */
export class CalendarCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarCodeError';
  }
}
