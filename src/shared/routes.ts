/** Every path the client renders (SPEC §2). The server answers anything else with the 404 page and status. */
export const PUBLIC_PATHS = [
  '/',
  '/auth',
  '/reset-password',
  '/signup/pro',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
  '/contact',
  '/getting-started',
] as const;

export const SIGNED_IN_PATHS = ['/dashboard', '/account'] as const;

export const DEV_PATHS = ['/dev/outbox'] as const;

export function isClientPath(path: string, options: { devOutboxEnabled: boolean }): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const known: readonly string[] = [
    ...PUBLIC_PATHS,
    ...SIGNED_IN_PATHS,
    ...(options.devOutboxEnabled ? DEV_PATHS : []),
  ];
  return known.includes(normalised);
}
