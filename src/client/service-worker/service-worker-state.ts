import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';

/*
 * What the app shows of the service worker and the connection (docs/decisions/0024): whether a new version
 * waits, and whether the browser is offline. Before hydration both read as nothing to show, as the
 * prerendered HTML has it (docs/decisions/0009).
 */

type Listener = () => void;
let reload: (() => void) | null = null;
const listeners = new Set<Listener>();

/** A new version waits, applied by `apply`; or, with null, none does. */
export function setUpdateAvailable(apply: (() => void) | null) {
  reload = apply;
  for (const listener of listeners) listener();
}

const subscribeUpdate = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The reload that applies a waiting new version, or null when none waits. */
export const useUpdateAvailable = () =>
  useSyncExternalStore(
    subscribeUpdate,
    () => reload,
    () => null,
  );

/**
 * The connection as the app knows it: offline once the service worker answered from what it kept (it then says
 * when the server made that answer) or the browser says so; online again with the next answer from the server.
 */
type Connection = { online: true } | { online: false; lastUpdated: Date | null };
let connection: Connection = { online: true };
const connectionListeners = new Set<Listener>();

function setConnection(next: Connection) {
  if (next.online && connection.online) return;
  if (!next.online && !connection.online && next.lastUpdated?.getTime() === connection.lastUpdated?.getTime())
    return;
  connection = next;
  for (const listener of connectionListeners) listener();
}

/** Told of each API answer: from the server, or kept by the service worker (its `KEPT_HEADER`). */
export function noteAnswer(kept: string | null) {
  if (kept === null) return setConnection({ online: true });
  const made = kept ? new Date(kept) : null;
  const lastUpdated = made && !Number.isNaN(made.getTime()) ? made : null;
  // Several kept answers: the oldest says how current the screen is.
  const known = connection.online ? null : connection.lastUpdated;
  setConnection({
    online: false,
    lastUpdated: known && lastUpdated && known < lastUpdated ? known : lastUpdated,
  });
}

/** Told of a request that reached no server. */
export const noteNetworkFailure = () =>
  setConnection({ online: false, lastUpdated: connection.online ? null : connection.lastUpdated });

const subscribeConnection = (listener: Listener) => {
  connectionListeners.add(listener);
  const changed = () => {
    setConnection(navigator.onLine ? { online: true } : { online: false, lastUpdated: null });
    listener();
  };
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    connectionListeners.delete(listener);
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

const ONLINE: Connection = { online: true };

/** The connection; online before hydration, as the prerendered HTML has it. */
export const useConnection = () =>
  useSyncExternalStore(
    subscribeConnection,
    () =>
      typeof navigator !== 'undefined' && navigator.onLine === false && connection.online
        ? OFFLINE_UNKNOWN
        : connection,
    () => ONLINE,
  );
const OFFLINE_UNKNOWN: Connection = { online: false, lastUpdated: null };

/** What a change made offline is refused with: the form keeps what was typed. */
export const OFFLINE_MESSAGE = msg`You're offline. Changes can't be saved until you're back online.`;

export const isOffline = () =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) || !connection.online;

/**
 * What a signed-in screen says offline when what it needs was never kept on this phone: instead of the
 * sign-in form, which cannot work offline, or a spinner that would never end (docs/decisions/0024).
 */
export const NOT_KEPT_OFFLINE = msg`You're offline — open PermitPilot once online to keep your permits on this phone.`;
