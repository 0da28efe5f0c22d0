import { useSyncExternalStore } from 'react';
import type { Toast } from './auth-messages';

/*
 * The first sign-in's 'Welcome!' (docs/decisions/0017): the sign-in screen sets it, and the app shows it above
 * every screen (app/sign-in-welcome.tsx). A module of its own, without the router, so that /auth's prerender
 * can import it.
 */

let welcome: Toast | null = null;
const listeners = new Set<() => void>();

export function setSignInWelcome(next: Toast | null) {
  welcome = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSignInWelcome = () =>
  useSyncExternalStore(
    subscribe,
    () => welcome,
    () => null,
  );
