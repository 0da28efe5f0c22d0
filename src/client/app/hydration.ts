/**
 * Whether React is still taking over a prerendered page (docs/decisions/0009). Until it has, every
 * render must match the page's HTML: no data may arrive early, and a signed-in screen renders as the
 * server sent it, because the server only sends it prerendered to a visitor with a valid session.
 */
let hydrating = typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;

export const isHydrating = () => hydrating;

/** Called by the app once its first render has been committed. */
export function hydrationFinished() {
  hydrating = false;
}
