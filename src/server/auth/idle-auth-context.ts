import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

type Storage = Pick<AsyncLocalStorage<unknown>, 'disable'>;

/** What better-auth is entered through: its HTTP handler and its server-side endpoints. */
type AuthEntry = {
  handler: (request: Request) => Promise<Response>;
  api: object;
};

/**
 * better-auth keeps each of its calls' context in three AsyncLocalStorages. On Node 20 an enabled storage puts a
 * hook on every promise the process makes, and a storage stays enabled from its first `run` on: after the first
 * sign-in, every request paid for it, most of them reads that never enter better-auth (docs/decisions/0028).
 *
 * This counts the better-auth calls in flight and, when the last one has settled, disables the storages. The
 * next call's `run` enables them again, and the promises made inside it carry its context as before. Nothing of
 * better-auth's runs outside a call: without a background-task handler it awaits its own side work
 * (`runInBackgroundOrAwait`), and its database hooks run before the call settles.
 *
 * Every way into better-auth must come through here (`handler` and `api`): a call that bypassed the count could
 * lose its context when another call settles.
 */
export function disableAuthContextWhenIdle<A extends AuthEntry>(auth: A): A {
  // better-auth makes them on first use, asynchronously; asked here, they exist before the first call settles.
  const storages: Promise<Storage[]> = Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
  let inFlight = 0;
  const disableWhenStillIdle = (all: Storage[]) => {
    if (inFlight === 0) for (const storage of all) storage.disable();
  };
  const counted = <T>(call: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    let settled: Promise<T>;
    try {
      settled = call();
    } catch (error) {
      settled = Promise.reject(error);
    }
    return settled.finally(() => {
      inFlight -= 1;
      if (inFlight === 0) void storages.then(disableWhenStillIdle);
    });
  };
  const wrapped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (!wrapped.has(key)) {
        const endpoint = value as (...args: unknown[]) => Promise<unknown>;
        wrapped.set(key, (...args: unknown[]) => counted(() => endpoint(...args)));
      }
      return wrapped.get(key);
    },
  });
  const handler = auth.handler;
  return Object.assign(auth, {
    api,
    handler: (request: Request) => counted(() => handler(request)),
  });
}
