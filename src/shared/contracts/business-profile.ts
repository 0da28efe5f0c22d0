import { z } from 'zod';
import { isSellingPlace, SELLING_PLACES, type SellingPlace } from '../domain/selling-places';
import { singleLineTextSchema } from './text';

// Every field is one line: the address too, which the form takes in one input.
const optionalText = (max: number, label: string) => singleLineTextSchema(label, max).optional().default('');

/**
 * The business profile (docs/product/teams.md#business-profile); the browser draft `businessProfile` has
 * these camel-case names.
 */
export const businessProfileSchema = z.strictObject({
  businessName: singleLineTextSchema(/*i18n*/ 'Business name', 200).min(
    1,
    /*i18n*/ 'Business name is required',
  ),
  statesOperating: optionalText(500, /*i18n*/ 'States operating'),
  servesBeerWine: z.boolean().default(false),
  servesLiquor: z.boolean().default(false),
  /** Where the truck sells (docs/product/intelligence.md#where-a-truck-sells): any of the three, at least one. */
  sellsAt: z
    .array(
      z.string().refine(isSellingPlace, {
        message: /*i18n*/ 'Choose where you sell from: public streets, private property, events',
        params: { code: 'UNKNOWN_SELLING_PLACE' },
      }),
    )
    .min(1, /*i18n*/ 'Choose at least one place where you sell')
    .max(SELLING_PLACES.length)
    .refine((places) => new Set(places).size === places.length, /*i18n*/ 'A place is chosen twice')
    .transform((places) => places as SellingPlace[])
    .default([...SELLING_PLACES]),
  carriesPropane: z.boolean().default(true),
  // Kept as the owner wrote it, checked like the text alerts' number. The rules load on first use (they carry
  // libphonenumber-js's metadata, BENCHMARKS.md), so a phone number is checked by safeParseAsync only; the
  // empty default stays synchronous, as the OpenAPI generator parses it so to find optional fields.
  phone: optionalText(40, /*i18n*/ 'Phone').refine(
    (value) => value === '' || import('./phone-number').then(({ toE164 }) => toE164(value) !== null),
    /*i18n*/ 'Enter a valid phone number',
  ),
  email: optionalText(254, /*i18n*/ 'Email').refine(
    (value) => value === '' || z.email().safeParse(value).success,
    /*i18n*/ 'Enter a valid email address',
  ),
  address: optionalText(500, /*i18n*/ 'Address'),
  /*
   * The insurance broker a certificate of insurance is asked of (docs/product/events.md#certificate-of-insurance).
   * Left out, the saved broker stays: the profile form does not send it, the insurance request does.
   */
  brokerName: singleLineTextSchema(/*i18n*/ 'Broker name', 200).optional(),
  brokerEmail: singleLineTextSchema(/*i18n*/ 'Broker e-mail', 254)
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      /*i18n*/ 'Enter a valid email address',
    )
    .optional(),
});
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type BusinessProfile = z.output<typeof businessProfileSchema>;

export const businessProfileResponseSchema = z.object({ profile: businessProfileSchema.nullable() });

/**
 * send-confirmation-email (docs/product/api.md#calls-and-endpoints): the welcome e-mail after onboarding,
 * sent to the account's address.
 */
export const confirmationEmailRequestSchema = z.strictObject({
  businessName: singleLineTextSchema(/*i18n*/ 'Business name', 200).optional(),
  plan: z.enum(['free', 'pro']),
});
