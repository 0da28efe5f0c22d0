import { queryClient } from '@client/lib/query-client';
import { SKIP_WAITING } from './offline-caches';
import { setUpdateAvailable } from './service-worker-state';

/** Offers a new version that has installed and waits; applying it reloads once the new worker has taken over. */
function offer(worker: ServiceWorker) {
  setUpdateAvailable(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    worker.postMessage({ type: SKIP_WAITING });
  });
}

/**
 * Registers /sw.js (docs/decisions/0024). A new version installs in the background and waits; the member is
 * offered 'New version available — Reload', and only then does it take over and the page reload, so a tab
 * never runs a mix of old and new files. The first install is no update: nothing is offered then, and what
 * the screen read before the worker took over is read again through it.
 */
export async function registerServiceWorker() {
  // The first visit: the worker takes over while the screen is open, after the screen read its data without
  // it. Asked again through the worker, those reads are kept, so the screen opens offline from now on.
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => void queryClient.refetchQueries({ type: 'active' }),
      { once: true },
    );
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const isUpdate = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && isUpdate()) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && isUpdate()) offer(installing);
    });
  });
}
