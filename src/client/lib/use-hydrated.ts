import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (docs/decisions/0009) and true from the render after,
 * or at once when the screen was rendered in the browser. Anything the prerendered HTML cannot know
 * (the query string) or must not do before the app runs (submit a form) waits for it.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
