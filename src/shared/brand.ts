/**
 * The brand every message and page carries: e-mails, the calendar feed and the app. The stylesheet,
 * index.html and the favicon repeat the colour because they cannot import code.
 */
export const BRAND = {
  name: 'PermitPilot',
  color: '#1d4ed8',
  tagline: 'permits and licences, always on time.',
} as const;
