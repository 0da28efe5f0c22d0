import { isInCountries } from '../../../shared/contracts/phone-number';
import { INTL_LOCALE } from '../../../shared/i18n/locales';
import { AppError, type LocalizedValue } from '../../lib/errors';

/** The countries' names as one list, in the language of the answer ('United States and Canada'). */
const countryList =
  (countries: readonly string[]): LocalizedValue =>
  (locale) => {
    const regionNames = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' });
    const list = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' });
    return list.format(countries.map((code) => regionNames.of(code) ?? code));
  };

/**
 * Texts go only to the countries the operator allows (SMS_ALLOWED_COUNTRIES, US and CA by default): a trial
 * account must not be a way to send paid messages to premium numbers abroad (SMS pumping). The country is read
 * from the number itself (libphonenumber-js), so +1 numbers of the Caribbean are not taken for US ones.
 */
export function assertAllowedSmsDestination(e164: string, allowedCountries: readonly string[]) {
  if (isInCountries(e164, allowedCountries)) return;
  throw new AppError(
    400,
    'SMS_COUNTRY_NOT_ALLOWED',
    /*i18n*/ 'Text messages can only go to numbers in {countries}.',
    {
      countries: countryList(allowedCountries),
    },
  );
}
