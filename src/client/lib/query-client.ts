import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * How long a prefetched answer counts as fresh: the router asks for a screen's data while the screen's
 * code loads (app/router.tsx), and the screen must not ask again when it mounts a moment later.
 */
export const PREFETCHED_FRESH_MS = 10_000;

/** The app's one query cache; a module of its own so the router can fill it before any screen renders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again; a network blip might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
