/**
 * Whether React is still taking over a prerendered page (docs/decisions/0009). Until it has, every
 * render must match the page's HTML: no data may arrive early, and a signed-in screen renders as the
 * server sent it, because the server only sends it prerendered to a visitor with a valid session.
 */
let hydrating = typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;

export const isHydrating = () => hydrating;

/** What counts as a button of the page. */
const BUTTON_SELECTOR = 'button,[role=button]';

/** The prerendered page's buttons tapped before React had taken them over, in the order tapped. */
const earlyTaps: HTMLElement[] = [];

/**
 * A tap on a prerendered button (the dashboard frame's 'View Calendar') before React has taken the page over
 * would reach no handler and be lost: on a slow phone the owner taps and nothing happens. Until the first
 * render is committed, such taps are kept instead, and stopped before React's own listener could see them, so
 * that none is handled twice; `hydrationFinished` taps them again (docs/decisions/0009). Links are left
 * alone: they work without the app.
 */
function keepEarlyTap(event: MouseEvent) {
  const control = (event.target as Element | null)?.closest?.(BUTTON_SELECTOR);
  if (!(control instanceof HTMLElement) || !control.closest('#root')) return;
  event.preventDefault();
  event.stopPropagation();
  earlyTaps.push(control);
}

/** Keeps the taps on the page's buttons until the app has taken it over. */
export function holdEarlyTaps() {
  if (hydrating) document.addEventListener('click', keepEarlyTap, true);
}

/** Called by the app once its first render has been committed: the kept taps reach their buttons now. */
export function hydrationFinished() {
  hydrating = false;
  if (typeof document === 'undefined') return;
  document.removeEventListener('click', keepEarlyTap, true);
  // A button that the first render replaced (its HTML did not match) is no longer the one tapped.
  for (const control of earlyTaps.splice(0)) if (control.isConnected) control.click();
}
