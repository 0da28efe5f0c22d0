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
      // A 4xx will not get better by asking again; a network blip might, but not a browser that is offline.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2 &&
        navigator.onLine !== false,
      refetchOnWindowFocus: false,
      // Offline, reads are still asked: the service worker answers from what it kept, or they fail and the
      // screen says so, rather than waiting for the network with a spinner (docs/decisions/0024).
      networkMode: 'always',
    },
    // A change is asked too, and refused at once offline with a message (`apiRequest`), not held.
    mutations: { networkMode: 'always' },
  },
});
