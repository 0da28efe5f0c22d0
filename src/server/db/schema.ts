import { sql } from 'drizzle-orm';
import { DEFAULT_REMINDER_DAYS } from '../../shared/domain/reminder-schedule';
import { SUBSCRIPTION_STATE_NAMES } from '../../shared/domain/subscription-states';
import {
  DEFAULT_SEND_HOUR,
  MAX_REMINDER_DAY,
  MAX_REMINDER_DAYS,
  MIN_REMINDER_DAY,
} from '../../shared/contracts/alert-limits';
import {
  bigint,
  bigserial,
  customType,
  primaryKey,
  smallint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { MAX_VEHICLE_NAME_LENGTH, VEHICLE_KINDS } from '../../shared/contracts/vehicles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------
// better-auth tables. Written by hand from better-auth's documented core schema (its CLI crashes on Node 20,
// see docs/product/engineering.md#gotchas). The object keys are the field names better-auth uses; the columns
// are snake_case like the rest of the schema.
// ---------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** The business chosen last: a new session starts in it, so the choice lasts across sign-ins. */
  lastBusinessId: text('last_business_id'),
  /**
   * The language the person reads us in (shared/i18n/locales.ts; docs/decisions/0026): their browser's at
   * sign-up, then their choice. E-mails, text messages and calendar events use it too.
   */
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The business this session works in (better-auth's organization plugin; docs/decisions/0018). */
    activeOrganizationId: text('active_organization_id'),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** better-auth's rate limiter with `storage: 'database'`, shared by every server instance. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Our own limits (test SMS, test e-mail), shared by every server instance like better-auth's
 * (lib/sliding-window-limiter.ts, docs/decisions/0011).
 */
export const rateLimitAttempts = pgTable(
  'rate_limit_attempts',
  {
    /** `<limit name>:<who>`, e.g. 'test-sms:<user id>'. */
    key: text('key').primaryKey(),
    /** When each attempt counted in the window was made, in epoch milliseconds. */
    attempts: bigint('attempts', { mode: 'number' }).array().notNull(),
    /** When the newest attempt leaves the window; the row counts for nothing after it. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limit_attempts_expires_at_idx').on(table.expiresAt)],
);

// ---------------------------------------------------------------------------
// Businesses and their members: better-auth's organization plugin (docs/decisions/0018).
// An organization is a business; the product's data belongs to it.
// ---------------------------------------------------------------------------

export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: createdAt(),
});

export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('member_organization_user_idx').on(table.organizationId, table.userId),
    index('member_user_id_idx').on(table.userId),
    check('member_role_check', sql`${table.role} in ('owner', 'manager', 'crew')`),
  ],
);

export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('invitation_organization_status_idx').on(table.organizationId, table.status),
    index('invitation_email_idx').on(table.email),
  ],
);

// ---------------------------------------------------------------------------
// Reference data, seeded by a migration.
// ---------------------------------------------------------------------------

export const permitCategories = pgTable('permit_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  description: text('description').notNull(),
});

export const states = pgTable('states', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

// ---------------------------------------------------------------------------
// The product's data (docs/product/README.md#what-is-stored).
// ---------------------------------------------------------------------------

/**
 * A truck, trailer, cart or stand of the business (docs/product/fleet.md): each is licensed on its own, so a
 * permit belongs to one vehicle or to the whole business. Archived, never deleted: its permits stay in the
 * history and the reports.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: MAX_VEHICLE_NAME_LENGTH }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    plate: varchar('plate', { length: 20 }),
    vin: varchar('vin', { length: 17 }),
    commissary: varchar('commissary', { length: 200 }),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Names are unique in a business whatever their case ('Truck 1' and 'truck 1' are one truck).
    uniqueIndex('vehicles_business_name_idx').on(table.businessId, sql`lower(${table.name})`),
    // What a permit's and a share link's (business, vehicle) pair points at: never another business's vehicle.
    unique('vehicles_business_id_key').on(table.businessId, table.id),
    check('vehicles_kind_check', sql.raw(`kind in (${VEHICLE_KINDS.map((kind) => `'${kind}'`).join(', ')})`)),
    check('vehicles_vin_check', sql`${table.vin} is null or ${table.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
  ],
);

// ---------------------------------------------------------------------------
// Events (docs/product/events.md): a festival, market or private event the business sells at, with the
// permits that must be valid there and the deadlines counted back from its first day.
// ---------------------------------------------------------------------------

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    organizer: varchar('organizer', { length: 200 }).notNull(),
    organizerEmail: varchar('organizer_email', { length: 254 }),
    address: varchar('address', { length: 500 }),
    city: varchar('city', { length: 100 }).notNull(),
    stateCode: varchar('state_code', { length: 2 })
      .notNull()
      .references(() => states.code),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    applicationDeadline: date('application_deadline'),
    boothFee: numeric('booth_fee', { precision: 10, scale: 2, mode: 'number' }),
    notes: text('notes'),
    /** The certificate of insurance naming the organiser (docs/product/events.md#certificate-of-insurance). */
    coiRequestedAt: timestamp('coi_requested_at', { withTimezone: true }),
    coiDocumentKey: text('coi_document_key'),
    coiDocumentName: varchar('coi_document_name', { length: 255 }),
    coiDocumentType: varchar('coi_document_type', { length: 100 }),
    coiDocumentSize: integer('coi_document_size'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // What an event's vehicles, marks and permits point at: never another business's event.
    unique('events_business_id_key').on(table.businessId, table.id),
    index('events_business_starts_idx').on(table.businessId, table.startsOn),
    check('events_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
    check('events_booth_fee_check', sql`${table.boothFee} is null or ${table.boothFee} >= 0`),
  ],
);

/** The vehicles that work an event (docs/product/events.md#fields). */
export const eventVehicles = pgTable(
  'event_vehicles',
  {
    eventId: uuid('event_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    businessId: text('business_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.vehicleId] }),
    foreignKey({
      name: 'event_vehicles_event_fk',
      columns: [table.businessId, table.eventId],
      foreignColumns: [events.businessId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_vehicles_vehicle_fk',
      columns: [table.businessId, table.vehicleId],
      foreignColumns: [vehicles.businessId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/** A readiness line the owner marked 'Not needed', with the reason (docs/product/events.md#readiness). */
export const eventLineMarks = pgTable(
  'event_line_marks',
  {
    eventId: uuid('event_id').notNull(),
    businessId: text('business_id').notNull(),
    lineKey: varchar('line_key', { length: 200 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    markedBy: text('marked_by').references(() => user.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.lineKey] }),
    foreignKey({
      name: 'event_line_marks_event_fk',
      columns: [table.businessId, table.eventId],
      foreignColumns: [events.businessId, events.id],
    }).onDelete('cascade'),
  ],
);

/**
 * When what an event's readiness reads last changed, per business (docs/decisions/0034): the business's
 * permits, vehicles, profile, events, their vehicles and marks. Triggers of migration 0022 set `version` to
 * the id of each transaction that changes one of them, as it commits; an instance keeps its readiness answers
 * only while the version it read them at is still the one stored. The row comes with the business.
 */
export const readinessVersions = pgTable('readiness_versions', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The vehicles a member works on (docs/product/fleet.md#teams): crew start on theirs. */
export const memberVehicles = pgTable(
  'member_vehicles',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.vehicleId] }),
    index('member_vehicles_vehicle_idx').on(table.vehicleId),
  ],
);

export const permits = pgTable(
  'permits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    // The issue/start date the form collects is stored (docs/product/permits.md#fields).
    issueDate: date('issue_date'),
    renewalDate: date('renewal_date'),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    city: varchar('city', { length: 120 }),
    state: varchar('state', { length: 120 }),
    stateCode: varchar('state_code', { length: 2 }),
    county: varchar('county', { length: 120 }),
    notes: text('notes'),
    renewalLink: varchar('renewal_link', { length: 2048 }),
    // What an inspector asks for first (docs/product/permits.md#fields); both one line, both optional.
    permitNumber: varchar('permit_number', { length: 100 }),
    issuingAgency: varchar('issuing_agency', { length: 100 }),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    // Treated as 30 when missing (docs/product/permits.md#renewal-urgency-and-buffer).
    processingTimeDays: integer('processing_time_days'),
    categoryId: integer('category_id').references(() => permitCategories.id, { onDelete: 'set null' }),
    // One document per permit (docs/product/permits.md#documents), stored by the documents integration under
    // documentKey.
    documentKey: text('document_key'),
    documentName: varchar('document_name', { length: 255 }),
    documentType: varchar('document_type', { length: 100 }),
    documentSize: integer('document_size'),
    /** Hex SHA-256 of the stored bytes, taken as they streamed in; moving stores checks against it. */
    documentSha256: varchar('document_sha256', { length: 64 }),
    /**
     * The permit catalog's entry it was added from (catalog/, docs/decisions/0020). Not a foreign key: the
     * catalog is data in the repository, and an id it drops leaves the permit as it is.
     */
    catalogEntryId: varchar('catalog_entry_id', { length: 80 }),
    /** The event it was added for (docs/product/events.md#readiness); the event's removal unlinks it first. */
    eventId: uuid('event_id'),
    /** The vehicle it licenses; null for a permit of the whole business (docs/product/fleet.md). */
    vehicleId: uuid('vehicle_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('permits_business_id_renewal_date_idx').on(table.businessId, table.renewalDate),
    // How many permits a list holds, counted beside its first rows (docs/decisions/0019), from the index alone:
    // the count had read every one of the business's rows (docs/decisions/0028).
    index('permits_business_id_vehicle_id_idx').on(table.businessId, table.vehicleId),
    // What an inspection points at: never another business's permit.
    unique('permits_business_id_key').on(table.businessId, table.id),
    // A vehicle's list: its permits, most urgent first.
    index('permits_vehicle_renewal_date_idx')
      .on(table.vehicleId, table.renewalDate)
      .where(sql`${table.vehicleId} is not null`),
    // Only an event of the permit's own business.
    foreignKey({
      name: 'permits_event_fk',
      columns: [table.businessId, table.eventId],
      foreignColumns: [events.businessId, events.id],
    }),
    // Only a vehicle of the permit's own business.
    foreignKey({
      name: 'permits_vehicle_fk',
      columns: [table.businessId, table.vehicleId],
      foreignColumns: [vehicles.businessId, vehicles.id],
    }),
    // The orphan sweep asks which stored keys a permit still references (docs/decisions/0015).
    index('permits_document_key_idx')
      .on(table.documentKey)
      .where(sql`${table.documentKey} is not null`),
    check('permits_status_check', sql`${table.status} in ('active', 'expired')`),
    check('permits_cost_check', sql`${table.cost} is null or ${table.cost} >= 0`),
  ],
);

/**
 * A scheduled inspection of a permit (docs/product/events.md#inspections): its date, the agency, the result and,
 * on a failure, the date of the re-inspection; the inspector's report is kept as a document.
 */
export const permitInspections = pgTable(
  'permit_inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    permitId: uuid('permit_id').notNull(),
    scheduledOn: date('scheduled_on').notNull(),
    agency: varchar('agency', { length: 200 }),
    notes: text('notes'),
    result: varchar('result', { length: 10 }).notNull().default('pending'),
    reinspectionOn: date('reinspection_on'),
    reportDocumentKey: text('report_document_key'),
    reportDocumentName: varchar('report_document_name', { length: 255 }),
    reportDocumentType: varchar('report_document_type', { length: 100 }),
    reportDocumentSize: integer('report_document_size'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('permit_inspections_business_id_key').on(table.businessId, table.id),
    index('permit_inspections_business_date_idx').on(table.businessId, table.scheduledOn),
    index('permit_inspections_permit_idx').on(table.permitId, table.scheduledOn),
    // Only a permit of the inspection's own business; the inspections go with the permit.
    foreignKey({
      name: 'permit_inspections_permit_fk',
      columns: [table.businessId, table.permitId],
      foreignColumns: [permits.businessId, permits.id],
    }).onDelete('cascade'),
    check('permit_inspections_result_check', sql`${table.result} in ('pending', 'passed', 'failed')`),
    check(
      'permit_inspections_reinspection_check',
      sql`${table.reinspectionOn} is null or ${table.reinspectionOn} >= ${table.scheduledOn}`,
    ),
  ],
);

export const businessProfiles = pgTable(
  'business_profiles',
  {
    businessId: text('business_id')
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    businessName: varchar('business_name', { length: 200 }).notNull(),
    statesOperating: varchar('states_operating', { length: 500 }),
    servesBeerWine: boolean('serves_beer_wine').notNull().default(false),
    servesLiquor: boolean('serves_liquor').notNull().default(false),
    /**
     * Where the truck sells and whether it carries propane: the catalog's conditions (docs/product/intelligence.md#where-a-truck-sells).
     * A profile saved before these were asked holds all three places and propane, so nobody loses a suggestion.
     */
    sellsAt: text('sells_at')
      .array()
      .notNull()
      .default(sql`'{vends-on-streets,vends-on-private-property,vends-at-events}'::text[]`),
    carriesPropane: boolean('carries_propane').notNull().default(true),
    /** The insurance broker a certificate of insurance is asked of (docs/product/events.md#certificate-of-insurance). */
    brokerName: varchar('broker_name', { length: 200 }),
    brokerEmail: varchar('broker_email', { length: 254 }),
    phone: varchar('phone', { length: 40 }),
    email: varchar('email', { length: 254 }),
    address: varchar('address', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'business_profiles_sells_at_check',
      sql`cardinality(${table.sellsAt}) between 1 and 3 and ${table.sellsAt} <@ array['vends-on-streets', 'vends-on-private-property', 'vends-at-events']::text[]`,
    ),
  ],
);

// ---------------------------------------------------------------------------
// Share links (docs/decisions/0024): a read-only public page of chosen permits, opened by an unguessable
// token. The token is the link's secret, as an invitation's id is; revoking or expiry ends it.
// ---------------------------------------------------------------------------

export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /**
     * SHA-256 (hex) of the token the link's address carries, never the token itself (docs/decisions/0027):
     * the token is derived from the id with the server's key, so that the owner can see the address again.
     */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The token before the address changed (a link made before hashing, a new key): it still opens the link. */
    previousTokenHash: varchar('previous_token_hash', { length: 64 }).unique(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Null: it never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * A link of one vehicle (docs/product/fleet.md#at-the-window): it shows that vehicle's permits and the whole
     * business's as they are when opened, rather than the permits chosen when it was made.
     */
    vehicleId: uuid('vehicle_id'),
    /** A link for an event's organiser: exactly the event's permits and certificate (docs/product/events.md#the-organisers-packet). */
    eventId: uuid('event_id'),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('share_links_business_idx').on(table.businessId, table.createdAt),
    foreignKey({
      name: 'share_links_vehicle_fk',
      columns: [table.businessId, table.vehicleId],
      foreignColumns: [vehicles.businessId, vehicles.id],
    }),
    foreignKey({
      name: 'share_links_event_fk',
      columns: [table.businessId, table.eventId],
      foreignColumns: [events.businessId, events.id],
    }).onDelete('cascade'),
  ],
);

/** The permits a link shows; a permit deleted leaves every link that chose it. */
export const shareLinkPermits = pgTable(
  'share_link_permits',
  {
    shareLinkId: uuid('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    permitId: uuid('permit_id')
      .notNull()
      .references(() => permits.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.shareLinkId, table.permitId] }),
    index('share_link_permits_permit_idx').on(table.permitId),
  ],
);

/**
 * Permit suggestions a business dismissed (docs/product/intelligence.md#suggestions; the browser's
 * hiddenPermitSuggestions mirrors them), by catalog entry id (docs/decisions/0020).
 */
export const suggestionDismissals = pgTable(
  'suggestion_dismissals',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    entryId: varchar('entry_id', { length: 80 }).notNull(),
    dismissedBy: text('dismissed_by').references(() => user.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.entryId] })],
);

/**
 * A member's connection to their Google Calendar (docs/product/calendar.md#google-calendar-sync,
 * docs/decisions/0023). The tokens are encrypted at rest (AES-256-GCM); the calendar is the one PermitPilot
 * created in their account.
 */
export const calendarIntegrations = pgTable(
  'calendar_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The membership whose business's permits are synced: a person in two businesses connects each. */
    memberId: text('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The Google account's address, shown on /alert-setup. */
    accountEmail: varchar('account_email', { length: 320 }).notNull(),
    refreshToken: text('refresh_token').notNull(),
    accessToken: text('access_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** Google's id of the 'PermitPilot renewals' calendar, once created. */
    calendarId: varchar('calendar_id', { length: 1024 }),
    /**
     * The name last given to that calendar, in the member's language: a change of language renames it
     * (docs/decisions/0026). Null for one created before names were kept, which the next sync names.
     */
    calendarName: varchar('calendar_name', { length: 255 }),
    /** 'connected', or 'reconnect-needed' once Google refused the grant (revoked or expired). */
    status: varchar('status', { length: 20 }).notNull().default('connected'),
    reconnectNotifiedAt: timestamp('reconnect_notified_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastFullSyncAt: timestamp('last_full_sync_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('calendar_integrations_member_provider_idx').on(table.memberId, table.provider),
    index('calendar_integrations_user_idx').on(table.userId),
    check('calendar_integrations_provider_check', sql`${table.provider} in ('google')`),
    check('calendar_integrations_status_check', sql`${table.status} in ('connected', 'reconnect-needed')`),
  ],
);

/**
 * A Connect in progress (docs/product/calendar.md#callback-state): the state's nonce, hashed, bound to the
 * member and to the browser that started it; single use, and short-lived.
 */
export const calendarOauthStates = pgTable('calendar_oauth_states', {
  nonceHash: varchar('nonce_hash', { length: 64 }).primaryKey(),
  memberId: text('member_id')
    .notNull()
    .references(() => member.id, { onDelete: 'cascade' }),
  /** The hash of a random value kept in a cookie of the browser that pressed Connect. */
  browserHash: varchar('browser_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * The events PermitPilot keeps in a member's Google calendar: one per permit and kind (the renewal date, the
 * recommended start date). No foreign key to the permit: a deleted permit's event is removed from Google first.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => calendarIntegrations.id, { onDelete: 'cascade' }),
    permitId: uuid('permit_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Google's event id, derived from the permit, the kind and the generation. */
    eventId: varchar('event_id', { length: 1024 }).notNull(),
    /** Bumped when the owner deleted the event by hand: Google never reuses a deleted event's id. */
    generation: integer('generation').notNull().default(0),
    /** What the event says (a hash): an unchanged permit sends nothing. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.integrationId, table.permitId, table.kind] }),
    check('calendar_events_kind_check', sql`${table.kind} in ('renewal', 'start')`),
  ],
);

/**
 * A page the requirement monitor watches, once for every business that cares about it (docs/decisions/0021):
 * a catalog entry's source page or a permit's renewal link. It keeps the page's validators for conditional
 * requests, and its normalised text for the next comparison.
 */
export const monitoredPages = pgTable(
  'monitored_pages',
  {
    url: varchar('url', { length: 2048 }).primaryKey(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    contentHash: varchar('content_hash', { length: 64 }),
    content: text('content'),
    /** 'ok' when last read; otherwise why it could not be (features/requirement-monitor/pages/fetch-page.ts). */
    outcome: varchar('outcome', { length: 32 }),
    failure: text('failure'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /** Set while an instance fetches it, so that two instances never fetch one page at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('monitored_pages_checked_at_idx').on(table.checkedAt)],
);

/**
 * A change found on a monitored page: a fact about the page, the same for every business
 * (docs/product/intelligence.md#requirement-monitor).
 */
export const pageChanges = pgTable(
  'page_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: varchar('url', { length: 2048 }).notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    effectiveDate: date('effective_date'),
    changeDescription: text('change_description').notNull(),
    aiConfidence: real('ai_confidence').notNull(),
    /** The lines that changed, '+ ' added and '- ' removed. */
    excerpt: text('excerpt').notNull(),
    categoryId: integer('category_id').references(() => permitCategories.id, { onDelete: 'set null' }),
    stateCode: varchar('state_code', { length: 2 }).references(() => states.code),
    /** Who wrote the description and the confidence: the diff's rules, or the AI provider (docs/decisions/0022). */
    describedBy: varchar('described_by', { length: 8 }).notNull().default('diff'),
  },
  (table) => [
    check('page_changes_described_by_check', sql`${table.describedBy} in ('diff', 'ai')`),
    index('page_changes_url_idx').on(table.url, table.detectedAt),
    check('page_changes_confidence_check', sql`${table.aiConfidence} between 0 and 1`),
  ],
);

/**
 * A business's review of a page change (pending → verified or dismissed:
 * docs/product/intelligence.md#requirement-changes). One business's dismissal hides nothing from another
 * (docs/decisions/0021).
 */
export const requirementChanges = pgTable(
  'requirement_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    pageChangeId: uuid('page_change_id')
      .notNull()
      .references(() => pageChanges.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('requirement_changes_business_change_idx').on(table.businessId, table.pageChangeId),
    index('requirement_changes_business_status_idx').on(table.businessId, table.status, table.detectedAt),
    check('requirement_changes_status_check', sql`${table.status} in ('pending', 'dismissed', 'verified')`),
  ],
);

/** One row per business once it has ever subscribed; no row means the Free plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    businessId: text('business_id')
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    tier: varchar('tier', { length: 20 }).notNull().default('free'),
    status: varchar('status', { length: 20 }).notNull().default('none'),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: varchar('provider', { length: 20 }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** When the provider's state was last read; an older observation never overwrites a newer one. */
    providerSyncedAt: timestamp('provider_synced_at', { withTimezone: true }),
    /** When the owner's one free trial began; never cleared, so a later checkout offers none. */
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'subscriptions_status_check',
      sql`${table.status} in (${sql.raw(SUBSCRIPTION_STATE_NAMES.map((name) => `'${name}'`).join(', '))})`,
    ),
    uniqueIndex('subscriptions_provider_customer_idx').on(table.provider, table.providerCustomerId),
  ],
);

/**
 * Alert settings per owner (docs/product/reminders.md#alert-settings: saved on the server, where the first
 * description kept them on the screen only). The time zone and send hour decide when a reminder goes out in
 * the owner's own day.
 */
/** The default lead days in SQL: the column default, and the sweep's for owners without settings. */
export const defaultReminderDaysSql = sql.raw(`'{${DEFAULT_REMINDER_DAYS.join(',')}}'::integer[]`);

export const alertSettings = pgTable(
  'alert_settings',
  {
    /** Each member of a business has their own (docs/decisions/0018). */
    memberId: text('member_id')
      .primaryKey()
      .references(() => member.id, { onDelete: 'cascade' }),
    emailAlerts: boolean('email_alerts').notNull().default(true),
    textAlerts: boolean('text_alerts').notNull().default(false),
    /** E.164, e.g. +15105550134. */
    phoneNumber: varchar('phone_number', { length: 16 }),
    /** STOP received from the phone: no text messages until START. */
    smsOptedOut: boolean('sms_opted_out').notNull().default(false),
    reminderDays: integer('reminder_days').array().notNull().default(defaultReminderDaysSql),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    sendHour: smallint('send_hour').notNull().default(DEFAULT_SEND_HOUR),
    /** Reminders for the member's own vehicles and the whole business's permits only (docs/product/fleet.md#teams). */
    onlyMyVehicles: boolean('only_my_vehicles').notNull().default(false),
    /**
     * The member's iCalendar feed URL: its token is derived from this seed with the server's key, and only
     * its SHA-256 (hex) is kept (docs/decisions/0027). Regenerating it draws a new seed and retires the old URL.
     */
    calendarFeedSeed: varchar('calendar_feed_seed', { length: 64 }),
    calendarFeedTokenHash: varchar('calendar_feed_token_hash', { length: 64 }).unique(),
    /** The token before the URL changed (a feed made before hashing, a new key): it still serves the feed. */
    calendarFeedPreviousTokenHash: varchar('calendar_feed_previous_token_hash', { length: 64 }).unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('alert_settings_send_hour_check', sql`${table.sendHour} between 0 and 23`),
    check(
      'alert_settings_reminder_days_check',
      sql`cardinality(${table.reminderDays}) between 1 and ${sql.raw(String(MAX_REMINDER_DAYS))} and ${sql.raw(String(MIN_REMINDER_DAY))} <= all(${table.reminderDays}) and ${sql.raw(String(MAX_REMINDER_DAY))} >= all(${table.reminderDays})`,
    ),
  ],
);

/**
 * One row per reminder that is due to be, or was, sent: the unique key makes each reminder exactly once.
 * lead_day 0 is the 'expired' notice. The row is written before the send (state 'pending') and marked
 * 'sent' in the transaction that sends it.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    permitId: uuid('permit_id')
      .notNull()
      .references(() => permits.id, { onDelete: 'cascade' }),
    renewalDate: date('renewal_date').notNull(),
    leadDay: integer('lead_day').notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reminder_deliveries_once_idx').on(
      table.memberId,
      table.permitId,
      table.renewalDate,
      table.leadDay,
      table.channel,
    ),
    index('reminder_deliveries_member_state_idx').on(table.memberId, table.state),
    index('reminder_deliveries_open_idx')
      .on(table.memberId, table.channel)
      .where(sql`${table.state} = 'pending'`),
    check('reminder_deliveries_channel_check', sql`${table.channel} in ('email', 'sms')`),
    check('reminder_deliveries_state_check', sql`${table.state} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * One reminder of a dated deadline that is not a permit's renewal (docs/product/events.md#deadlines): an event's
 * 'Apply by' date, the organiser's application deadline, an inspection or re-inspection. Same exactly-once rule as
 * reminder_deliveries: the key names the deadline (e.g. 'event:<id>:apply-by:<entry>', 'inspection:<id>'), and a
 * moved date is a new deadline.
 */
export const deadlineDeliveries = pgTable(
  'deadline_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    businessId: text('business_id').notNull(),
    /** The event the deadline belongs to, when it is an event's (gone with the event). */
    eventId: uuid('event_id'),
    /** The inspection the deadline belongs to, when it is an inspection's (gone with it). */
    inspectionId: uuid('inspection_id'),
    deadlineKey: varchar('deadline_key', { length: 300 }).notNull(),
    dueOn: date('due_on').notNull(),
    leadDay: integer('lead_day').notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('deadline_deliveries_once_idx').on(
      table.memberId,
      table.deadlineKey,
      table.dueOn,
      table.leadDay,
      table.channel,
    ),
    index('deadline_deliveries_open_idx')
      .on(table.memberId, table.channel)
      .where(sql`${table.state} = 'pending'`),
    foreignKey({
      name: 'deadline_deliveries_event_fk',
      columns: [table.businessId, table.eventId],
      foreignColumns: [events.businessId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'deadline_deliveries_inspection_fk',
      columns: [table.businessId, table.inspectionId],
      foreignColumns: [permitInspections.businessId, permitInspections.id],
    }).onDelete('cascade'),
    check(
      'deadline_deliveries_subject_check',
      sql`(${table.eventId} is null) <> (${table.inspectionId} is null)`,
    ),
    check('deadline_deliveries_channel_check', sql`${table.channel} in ('email', 'sms')`),
    check('deadline_deliveries_state_check', sql`${table.state} in ('pending', 'sent', 'failed')`),
  ],
);

/** Mark as renewed: the history of a permit's renewal dates. */
export const permitRenewals = pgTable(
  'permit_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    permitId: uuid('permit_id')
      .notNull()
      .references(() => permits.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** Who marked it renewed; kept when they leave the business. */
    renewedBy: text('renewed_by').references(() => user.id, { onDelete: 'set null' }),
    previousRenewalDate: date('previous_renewal_date'),
    newRenewalDate: date('new_renewal_date').notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('permit_renewals_permit_idx').on(table.permitId, table.renewedAt)],
);

/** Payment-provider webhook events already processed: a replayed event changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Checkout sessions of the local test-mode billing (docs/product/plans.md#local-test-mode-billing), the
 * embedded stand-in for Stripe Checkout.
 */
export const localCheckoutSessions = pgTable(
  'local_checkout_sessions',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    trial: boolean('trial').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('local_checkout_sessions_business_idx').on(table.businessId),
    check('local_checkout_sessions_status_check', sql`${table.status} in ('open', 'complete', 'expired')`),
  ],
);

/** The dev outbox (docs/product/screens.md#dev-outbox): e-mails and texts that no real transport sent. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: varchar('channel', { length: 10 }).notNull(),
    to: varchar('to', { length: 320 }).notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_to_created_idx').on(table.to, table.createdAt),
    check('outbox_messages_channel_check', sql`${table.channel} in ('email', 'sms')`),
  ],
);

// ---------------------------------------------------------------------------
// Permit documents (docs/product/engineering.md#integrations, docs/decisions/0015).
// ---------------------------------------------------------------------------

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Files attached to an outbox e-mail (a compliance packet), in the order the message lists them. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.position] })],
);

/**
 * The database document store (PostgreSQL without S3): one row per document, its bytes in the chunks below.
 * `completedAt` stays null while an upload streams in; a crash leaves such a row for the orphan sweep.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    key: text('key').primaryKey(),
    size: bigint('size', { mode: 'number' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('document_files_unfinished_idx')
      .on(table.createdAt)
      .where(sql`${table.completedAt} is null`),
  ],
);

/** A document's bytes in pieces of 256 KB, read back one piece per query: never a whole file per request. */
export const documentFileChunks = pgTable(
  'document_file_chunks',
  {
    fileKey: text('file_key')
      .notNull()
      .references(() => documentFiles.key, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileKey, table.position] })],
);

/**
 * Documents to remove from the store, written in the transaction that stops referencing them (a permit or an
 * account deleted, a document replaced or removed) and drained by the document jobs until the store confirms.
 * `wholePrefix` removes every key under `key/` (all of a closed account's documents).
 */
export const documentDeletions = pgTable('document_deletions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  wholePrefix: boolean('whole_prefix').notNull().default(false),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------
// The activity log (docs/decisions/0018): written in the transaction of the change it records.
// ---------------------------------------------------------------------------

export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** Who made the change; null once their account is gone, when `actorEmail` still names them. */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 320 }),
    /** What happened, e.g. 'permit.updated' (shared/contracts/activity.ts). */
    action: varchar('action', { length: 40 }).notNull(),
    /** The permit it concerns, kept after the permit is deleted so that the business's log still reads. */
    permitId: uuid('permit_id'),
    /** What it concerns in words at the time: a permit's name, a member's e-mail. */
    subject: text('subject'),
    /** The vehicle it concerns, by name at the time (docs/product/fleet.md#teams). */
    vehicleName: varchar('vehicle_name', { length: MAX_VEHICLE_NAME_LENGTH }),
    /** Edited fields, each `{ field, before, after }`. */
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_events_business_idx').on(table.businessId, table.id),
    index('activity_events_permit_idx')
      .on(table.permitId, table.id)
      .where(sql`${table.permitId} is not null`),
  ],
);
