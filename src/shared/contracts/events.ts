import { z } from 'zod';
import { stateCodeOf } from '../domain/us-states';
import { costRangeSchema } from './catalog';
import { calendarDateSchema } from './calendar-date';
import { idSchema } from './ids';
import { multiLineTextSchema, singleLineTextSchema } from './text';

/*
 * Events a business sells at (docs/product/events.md): a festival, a market or a private event, often in another
 * city, with the permits that must be valid there and the deadlines counted back from its first day.
 */

/** How many upcoming events the Free plan keeps at once (docs/product/events.md#plans); Pro has no limit. */
export const FREE_UPCOMING_EVENTS = 1;

const optionalLine = (label: string, max: number) =>
  singleLineTextSchema(label, max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** A US state or DC by name or code, kept as its code; anything else is refused with UNKNOWN_STATE. */
const eventStateSchema = singleLineTextSchema(/*i18n*/ 'State', 120)
  .refine((value) => stateCodeOf(value) !== null, {
    message:
      /*i18n*/ 'We don\'t know the state "{value}". Enter a US state or DC by its name or two-letter code, such as California or CA.',
    params: { code: 'UNKNOWN_STATE' },
  })
  .transform((value) => stateCodeOf(value)!);

/** An event as the API takes it (add and edit). */
export const eventInputSchema = z
  .strictObject({
    name: singleLineTextSchema(/*i18n*/ 'Event name', 200).min(1, /*i18n*/ 'Event name is required'),
    organizer: singleLineTextSchema(/*i18n*/ 'Organizer', 200).min(1, /*i18n*/ 'Organizer is required'),
    organizerEmail: singleLineTextSchema(/*i18n*/ 'Organizer e-mail', 254)
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        /*i18n*/ 'Enter a valid email address',
      )
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    address: optionalLine(/*i18n*/ 'Address', 500),
    city: singleLineTextSchema(/*i18n*/ 'City', 100).min(1, /*i18n*/ 'City is required'),
    state: eventStateSchema,
    startsOn: calendarDateSchema(/*i18n*/ 'Starts'),
    endsOn: calendarDateSchema(/*i18n*/ 'Ends'),
    applicationDeadline: calendarDateSchema(/*i18n*/ 'Application deadline').nullable().optional(),
    /** The vehicles that work it, when the business has a fleet (docs/product/fleet.md). */
    vehicleIds: z.array(idSchema(/*i18n*/ 'No such vehicle', 'uuid')).max(20).optional().default([]),
    boothFee: z
      .number()
      .min(0, /*i18n*/ 'Booth fee cannot be negative')
      .max(1_000_000, /*i18n*/ 'Booth fee is too large')
      .nullable()
      .optional(),
    notes: multiLineTextSchema(/*i18n*/ 'Notes', 2000)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  })
  .refine((event) => event.endsOn >= event.startsOn, {
    message: /*i18n*/ 'The event cannot end before it starts',
    path: ['endsOn'],
  });
export type EventInput = z.input<typeof eventInputSchema>;

export const eventIdParamsSchema = z.object({ id: idSchema(/*i18n*/ 'No such event', 'uuid') });

/** A line marked 'Not needed', with the owner's reason (docs/product/events.md#readiness). */
export const lineMarkParamsSchema = z.object({
  id: idSchema(/*i18n*/ 'No such event', 'uuid'),
  line: z
    .string()
    .max(200, /*i18n*/ 'No such line')
    .regex(
      /^(permit:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|catalog:[a-z0-9-]{1,80}|reciprocity|insurance|organizer-deadline)$/,
      /*i18n*/ 'No such line',
    ),
});
export const lineMarkInputSchema = z.strictObject({
  reason: singleLineTextSchema(/*i18n*/ 'Reason', 500).min(1, /*i18n*/ 'Say why it is not needed'),
});

/**
 * 'Add' on an event permit line (docs/product/events.md#event-permits): the catalog entry it tracks, and the
 * day it expires when the owner knows it.
 */
export const eventPermitInputSchema = z.strictObject({
  catalogEntryId: z
    .string()
    .max(80, /*i18n*/ 'No such event permit')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, /*i18n*/ 'No such event permit'),
  renewalDate: calendarDateSchema(/*i18n*/ 'Renewal date').nullable().optional(),
});
export type EventPermitInput = z.input<typeof eventPermitInputSchema>;

const readinessLineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('permit'),
    permitId: z.string(),
    name: z.string(),
    validThroughEvent: z.boolean(),
    renewalLink: z.string().nullable(),
    done: z.boolean(),
    notNeeded: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('event-permit'),
    entryId: z.string(),
    name: z.string(),
    applyBy: z.string().nullable(),
    /** The catalog's fee with the page that states it; null where no page does. */
    fee: costRangeSchema.extend({ source: z.string() }).nullable(),
    agency: z.object({ name: z.string(), url: z.string() }),
    /** The agency's page about the permit. */
    url: z.string(),
    /** The tracked permit that answers the line ('Add' made it, or the owner did); null: none yet. */
    permitId: z.string().nullable(),
    done: z.boolean(),
    notNeeded: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('reciprocity'),
    reciprocity: z.enum(['statewide', 'honoured', 'obtain-again', 'not-stated']).nullable(),
    done: z.boolean(),
    notNeeded: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('insurance'),
    /** When the broker was last asked for the certificate (docs/product/events.md#certificate-of-insurance). */
    requestedAt: z.string().nullable(),
    /** The certificate uploaded for the event, which marks the line done. */
    certificate: z.object({ name: z.string(), type: z.string(), size: z.number().int() }).nullable(),
    done: z.boolean(),
    notNeeded: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('organizer-deadline'),
    deadline: z.string(),
    done: z.boolean(),
    notNeeded: z.string().nullable(),
  }),
]);
export type ReadinessLineDto = z.infer<typeof readinessLineSchema>;

/** What names a readiness line: its kind, and the permit or catalog entry it is about. */
export type ReadinessLineRef =
  | { kind: 'permit'; permitId: string }
  | { kind: 'event-permit'; entryId: string }
  | { kind: 'reciprocity' | 'insurance' | 'organizer-deadline' };

/**
 * The key a line is marked 'Not needed' by (`lineMarkParamsSchema`), made from what the line already carries,
 * so that the checklist does not repeat it on each of its lines (docs/product/events.md#readiness).
 */
export function readinessLineKey(line: ReadinessLineRef): string {
  switch (line.kind) {
    case 'permit':
      return `permit:${line.permitId}`;
    case 'event-permit':
      return `catalog:${line.entryId}`;
    default:
      return line.kind;
  }
}

/** An event's fields as the API answers them. */
const eventFieldsSchema = z.object({
  id: z.string(),
  name: z.string(),
  organizer: z.string(),
  organizerEmail: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  stateCode: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  applicationDeadline: z.string().nullable(),
  boothFee: z.number().nullable(),
  notes: z.string().nullable(),
  vehicleIds: z.array(z.string()),
});

/** 'Ready', or how many lines are missing (docs/product/events.md#readiness). */
const readinessSummarySchema = z.object({ ready: z.boolean(), missing: z.number().int() });

/**
 * An event as the list answers it: its fields and its readiness summed up. The checklist's lines come with the
 * event alone (`GET /api/events/{id}`), read when the screen opens it (docs/product/events.md#the-events-screen).
 */
export const eventSummarySchema = eventFieldsSchema.extend({ readiness: readinessSummarySchema });
export type EventSummaryDto = z.infer<typeof eventSummarySchema>;

/** An event as the API answers it, with its readiness checklist (docs/product/events.md#readiness). */
export const eventSchema = eventFieldsSchema.extend({
  readiness: readinessSummarySchema.extend({ lines: z.array(readinessLineSchema) }),
});
export type EventDto = z.infer<typeof eventSchema>;

/** The business's events: upcoming first by date, then past ones, latest first. */
export const eventListSchema = z.object({
  upcoming: z.array(eventSummarySchema),
  past: z.array(eventSummarySchema),
});
export type EventListDto = z.infer<typeof eventListSchema>;

/** The policy limits a certificate of insurance is asked with unless the owner enters others. */
export const COI_DEFAULT_EACH_OCCURRENCE = 1_000_000;
export const COI_DEFAULT_AGGREGATE = 2_000_000;
/** How many certificate requests a business e-mails an hour (DB limiter, docs/product/errors.md#rate-limits). */
export const COI_REQUESTS_PER_HOUR = 10;

const limitSchema = (fallback: number) =>
  z
    .number()
    .int(/*i18n*/ 'Enter the limit in whole dollars')
    .min(1, /*i18n*/ 'Enter a limit above zero')
    .max(1_000_000_000, /*i18n*/ 'The limit is too large')
    .default(fallback);

/**
 * 'Request Certificate of Insurance' (docs/product/events.md#certificate-of-insurance): the broker, when the
 * profile has none, and the limits; `confirm` sends a second request within a day.
 */
export const insuranceRequestInputSchema = z
  .strictObject({
    brokerName: singleLineTextSchema(/*i18n*/ 'Broker name', 200).optional(),
    brokerEmail: singleLineTextSchema(/*i18n*/ 'Broker e-mail', 254)
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        /*i18n*/ 'Enter a valid email address',
      )
      .optional(),
    eachOccurrence: limitSchema(COI_DEFAULT_EACH_OCCURRENCE),
    aggregate: limitSchema(COI_DEFAULT_AGGREGATE),
    confirm: z.boolean().optional().default(false),
  })
  .refine((input) => input.aggregate >= input.eachOccurrence, {
    message: /*i18n*/ 'The aggregate limit cannot be less than the each-occurrence limit',
    path: ['aggregate'],
  });
export type InsuranceRequestInput = z.input<typeof insuranceRequestInputSchema>;
