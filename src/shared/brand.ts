/**
 * The brand every message and page carries: e-mails, the calendar feed and the app. The stylesheet,
 * index.html and the favicon repeat the colour because they cannot import code.
 */
/** On its own so that the client's page titles take the name without the rest. */
export const BRAND_NAME = 'PermitPilot';

export const BRAND = {
  name: BRAND_NAME,
  color: '#1d4ed8',
  tagline: 'permits and licences, always on time.',
} as const;
