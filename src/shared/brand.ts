/**
 * The brand every message and page carries: e-mails, the calendar feed and the app. The stylesheet,
 * index.html and the favicon repeat the colour because they cannot import code.
 */
/** On its own so that the client's page titles take the name without the rest. */
export const BRAND_NAME = 'PermitPilot';

export const BRAND = {
  name: BRAND_NAME,
  color: '#1d4ed8',
  /** Marked for translation (docs/decisions/0026): the e-mails show `i18n._(BRAND.tagline)`. */
  tagline: /*i18n*/ 'permits and licences, always on time.',
} as const;
