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
 * never runs a mix of old and new files. The first install is no update: nothing is offered then.
 */
export async function registerServiceWorker() {
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
