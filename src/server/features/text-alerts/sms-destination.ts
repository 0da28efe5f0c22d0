import { isInCountries } from '../../../shared/contracts/phone-number';
import { AppError } from '../../lib/errors';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const list = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * Texts go only to the countries the operator allows (SMS_ALLOWED_COUNTRIES, US and CA by default): a trial
 * account must not be a way to send paid messages to premium numbers abroad (SMS pumping). The country is read
 * from the number itself (libphonenumber-js), so +1 numbers of the Caribbean are not taken for US ones.
 */
export function assertAllowedSmsDestination(e164: string, allowedCountries: readonly string[]) {
  if (isInCountries(e164, allowedCountries)) return;
  const names = list.format(allowedCountries.map((code) => regionNames.of(code) ?? code));
  throw new AppError(400, 'SMS_COUNTRY_NOT_ALLOWED', `Text messages can only go to numbers in ${names}.`);
}
