import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

// Phone numbers are read with libphonenumber-js's smallest metadata ('min'): it checks each country's
// lengths and prefixes, which is what a typed number needs. The alert settings screen loads this file only
// when the owner sends a test text, so that the screen does not carry that metadata (BENCHMARKS.md).

/** A number written without its + country code is taken as a US number. */
export const DEFAULT_PHONE_COUNTRY = 'US';

/**
 * A phone number as typed, in E.164 ('+15105550134'), or null when it is no valid number. Texts cannot
 * reach an extension, so a number with one is refused.
 */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, { defaultCountry: DEFAULT_PHONE_COUNTRY, extract: false });
  return parsed?.isValid() && !parsed.ext ? parsed.number : null;
}

/**
 * Whether a stored E.164 number is in one of the countries texts may go to (SMS_ALLOWED_COUNTRIES). The
 * country is read from the number itself, so a +1 number of the Caribbean is not taken for a US one.
 */
export function isInCountries(e164: string, countries: readonly string[]): boolean {
  const country = parsePhoneNumberFromString(e164)?.country;
  return country !== undefined && countries.includes(country);
}

export const phoneNumberSchema = z
  .string()
  .max(30, /*i18n*/ 'Enter a valid phone number')
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({
        code: 'custom',
        message: /*i18n*/ 'Enter a valid phone number, e.g. (510) 555-0134 or +44 20 7946 0958',
      });
      return z.NEVER;
    }
    return e164;
  });
