import { z } from 'zod';
import { REPORT_FILTERS, type ReportFilter } from '../domain/report-filters';
import { emailSchema } from './auth';
import { fillMessage } from '../i18n/fill-message';
import { calendarDateSchema } from './calendar-date';
import { idSchema } from './ids';
import { permitAgencySchema } from './permits';
import { permitVehicleSchema, vehicleFilterSchema } from './vehicles';

/*
 * Share links and the compliance packet (docs/decisions/0024): a read-only public page of chosen permits, and
 * one PDF of the report for an inspector or an event organiser.
 */

/** The labels are marked for translation (docs/decisions/0026): `i18n._(expiry.label)`. */
export const SHARE_LINK_EXPIRIES = [
  { id: '7d', label: /*i18n*/ '7 days', days: 7 },
  { id: '30d', label: /*i18n*/ '30 days', days: 30 },
  { id: 'never', label: /*i18n*/ 'Never', days: null },
] as const;
export type ShareLinkExpiry = (typeof SHARE_LINK_EXPIRIES)[number]['id'];

/** At most this many permits on one link: more than any business has, fewer than a request could name. */
export const MAX_SHARED_PERMITS = 500;

/**
 * A link of chosen permits, of one vehicle (docs/product/sharing.md#share-links) or of one event for its
 * organiser (docs/product/events.md#the-organisers-packet): `permitIds`, `vehicleId` or `eventId`, one of them.
 */
export const shareLinkInputSchema = z
  .strictObject({
    permitIds: z
      .array(idSchema(/*i18n*/ 'No such permit', 'uuid'))
      .min(1, /*i18n*/ 'Choose at least one permit to share.')
      .max(
        MAX_SHARED_PERMITS,
        fillMessage(/*i18n*/ 'Choose at most {max} permits.', { max: MAX_SHARED_PERMITS }),
      )
      .optional(),
    /** A vehicle's link shows its permits and the whole business's, as they are when opened. */
    vehicleId: idSchema(/*i18n*/ 'No such vehicle', 'uuid').optional(),
    /** An event's link shows the permits that make the truck legal there and its certificate of insurance. */
    eventId: idSchema(/*i18n*/ 'No such event', 'uuid').optional(),
    expiresIn: z.enum(
      ['7d', '30d', 'never'],
      /*i18n*/ 'Choose when the link expires: 7 days, 30 days or never.',
    ),
  })
  .superRefine((input, context) => {
    if (input.eventId !== undefined) {
      if (input.permitIds !== undefined || input.vehicleId !== undefined)
        context.addIssue({
          code: 'custom',
          path: ['eventId'],
          message:
            /*i18n*/ "An event's link holds the event's own permits: choose no permits or vehicle with it.",
        });
      return;
    }
    if (input.permitIds === undefined && input.vehicleId === undefined)
      context.addIssue({
        code: 'custom',
        path: ['permitIds'],
        message: /*i18n*/ 'Choose at least one permit to share.',
      });
    if (input.permitIds !== undefined && input.vehicleId !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['vehicleId'],
        message: /*i18n*/ 'Share either chosen permits or one vehicle, not both.',
      });
  });
export type ShareLinkInput = z.infer<typeof shareLinkInputSchema>;

export const shareLinkSchema = z.object({
  id: z.string(),
  /** The public page's address; whoever has it sees the chosen permits. */
  url: z.string(),
  /** The chosen permits; none for a vehicle's link, whose permits are read when it is opened. */
  permits: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The vehicle of a vehicle's link; while it is archived the link opens nothing. */
  vehicle: permitVehicleSchema.nullable(),
  /** The event of an organiser's link (docs/product/events.md#the-organisers-packet). */
  event: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Null: it never expires. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListSchema = z.object({ links: z.array(shareLinkSchema) });

export const shareLinkIdParamsSchema = z.object({ id: idSchema(/*i18n*/ 'No such share link', 'uuid') });

/** A public share page's address: a token of the wrong shape is a 404, as a link that never existed. */
export const shareTokenParamsSchema = z.object({ token: idSchema() });

/** A token as the links carry it: 32 random bytes in base64url. Anything else is a link that never existed. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the public page shows: no notes, costs or members (docs/decisions/0024). */
export const sharedPermitSchema = z.object({
  id: z.string(),
  name: z.string(),
  permitNumber: z.string().nullable(),
  /**
   * The issuing agency: the owner's, else the catalog entry's, with the catalog's page of it when it is the
   * entry's (docs/product/permits.md#fields); null where no source names it.
   */
  agency: permitAgencySchema.nullable(),
  status: z.string(),
  renewalDate: z.string().nullable(),
  /** The name of the vehicle it licenses; null for a permit of the whole business. */
  vehicleName: z.string().nullable(),
  document: z.object({ name: z.string(), type: z.string() }).nullable(),
});
export type SharedPermit = z.infer<typeof sharedPermitSchema>;

/**
 * The event of an organiser's link (docs/product/events.md#the-organisers-packet): what, when and where, and its
 * certificate of insurance. Not the organiser, the booth fee or the notes.
 */
export const sharedEventSchema = z.object({
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  address: z.string().nullable(),
  city: z.string(),
  stateCode: z.string(),
  certificate: z.object({ name: z.string(), type: z.string() }).nullable(),
});
export type SharedEvent = z.infer<typeof sharedEventSchema>;

export const sharedPageSchema = z.object({
  businessName: z.string(),
  /** The vehicle of a vehicle's link, by name, for the page's heading ('Truck 2 — Taco Loco'). */
  vehicleName: z.string().nullable(),
  event: sharedEventSchema.nullable(),
  permits: z.array(sharedPermitSchema),
  expiresAt: z.string().nullable(),
});
export type SharedPage = z.infer<typeof sharedPageSchema>;

/** The packet's limits (docs/decisions/0024): more is refused with PACKET_TOO_LARGE. */
export const PACKET_MAX_PERMITS = 200;
export const PACKET_MAX_DOCUMENT_BYTES = 200 * 1024 * 1024;
/** An e-mailed packet's documents: what mail servers commonly accept as one message. */
export const PACKET_MAX_EMAIL_BYTES = 20 * 1024 * 1024;

const reportFilterSchema = z
  .enum(
    REPORT_FILTERS.map((filter) => filter.id) as [ReportFilter, ...ReportFilter[]],
    /*i18n*/ 'No such report filter',
  )
  .default('all');

/**
 * Which permits go in the packet: the report's filter as the screen has it, on the member's today (the
 * screen's date; the server's when not given).
 */
export const packetQuerySchema = z.strictObject({
  filter: reportFilterSchema,
  /** One vehicle's permits and the whole business's, or 'business' alone (docs/product/fleet.md#reports-by-vehicle). */
  vehicle: vehicleFilterSchema.optional(),
  today: calendarDateSchema(/*i18n*/ 'Report date').optional(),
});
export type PacketQuery = z.input<typeof packetQuerySchema>;

export const packetEmailSchema = packetQuerySchema.extend({
  to: emailSchema.transform((address) => address.toLowerCase()),
});
export type PacketEmailInput = z.input<typeof packetEmailSchema>;

/** E-mailed packets per business per hour: an organiser or two per event, not a mailing list. */
export const PACKET_EMAILS_PER_HOUR = 10;
