/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { keepWholePermitList } from './keep-whole-permit-list';
import { answerVehicleFromWholeList } from './vehicle-permits-offline';
import {
  KEPT_HEADER,
  OFFLINE_API_PATHS,
  OFFLINE_CACHES,
  OFFLINE_DOCUMENT_PATH,
  SKIP_WAITING,
} from './offline-caches';

/*
 * PermitPilot's service worker (docs/decisions/0024), built by vite-plugin-pwa (injectManifest) into /sw.js.
 *
 * - The app's own files are precached under their hashed names, so a version is always whole: the worker of
 *   the version a tab started with serves all of its chunks, and a new version waits until the member
 *   reloads from the 'New version available' prompt.
 * - Pages, the permit reads and documents go to the network first, as they did before; their last answer is
 *   kept, and is what opens when there is no network. Nothing else of the API is kept. The dashboard's first
 *   permits bring the whole list with them, which the calendar and the reports read, and from which a vehicle's
 *   list is made offline when it was never kept itself.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// Asked by their exact names only: '/' is the prerendered landing page, not index.html (docs/decisions/0009).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Only a complete answer is kept: a 404 page or an error must not stand for the page offline.
const complete = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * A kept answer, given because the network failed, says so and when the server made it, so that the app can
 * show 'Offline — last updated {time}' and refuse changes.
 */
const markKept = () => ({
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(KEPT_HEADER, cachedResponse.headers.get('date') ?? '');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
});

// The server decides each page (prerendered, its status, the session): asked first, kept for offline.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({ cacheName: OFFLINE_CACHES.pages, networkTimeoutSeconds: 5, plugins: [complete()] }),
  ),
);
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    OFFLINE_API_PATHS.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.api,
    networkTimeoutSeconds: 5,
    // A vehicle's list never kept is made from the whole list before it is marked as kept.
    plugins: [complete(), answerVehicleFromWholeList(), markKept(), keepWholePermitList()],
  }),
);
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    OFFLINE_DOCUMENT_PATH.test(url.pathname),
  new NetworkFirst({ cacheName: OFFLINE_CACHES.documents, networkTimeoutSeconds: 10, plugins: [complete()] }),
);

// A page never opened before, asked for offline: the app shell, which shows what the kept reads allow.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();
