import { z } from 'zod';
import { stateCodeOf } from '../domain/us-states';
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
    vehicleIds: z.array(idSchema(/*i18n*/ 'No such vehicle')).max(20).optional().default([]),
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
