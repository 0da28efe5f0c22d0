import { Workbox } from 'workbox-window';
import { setUpdateAvailable } from './service-worker-state';

/**
 * Registers /sw.js (docs/decisions/0024). A new version installs in the background and waits; the member is
 * offered 'New version available — Reload', and only then does it take over and the page reload, so a tab
 * never runs a mix of old and new files.
 */
export function registerServiceWorker() {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    setUpdateAvailable(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  void workbox.register().catch(() => undefined);
}
