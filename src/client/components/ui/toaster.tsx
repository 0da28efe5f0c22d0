import type { ExternalToast, toast as sonnerToast } from 'sonner';
import type * as SonnerModule from './sonner-toaster';

type SonnerToaster = typeof SonnerModule;
type Title = Parameters<typeof sonnerToast>[0];

let loading: Promise<SonnerToaster> | undefined;
let onLoaded: ((sonner: SonnerToaster) => void) | undefined;

/**
 * sonner and its toaster are 9 KB of gzipped JavaScript, and most visits show no toast: they load with the
 * first one, or earlier with `preloadToasts` (docs/decisions/0025). A load that fails is tried again by
 * the next toast.
 */
function loadSonner() {
  return (loading ??= import('./sonner-toaster').then(
    (sonner) => {
      onLoaded?.(sonner);
      onLoaded = undefined;
      return sonner;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * Where the toasts are shown once sonner has loaded: app/toaster-root.tsx gives the page its toaster here. A
 * component test renders its own `Toaster` (components/ui/sonner-toaster.tsx) instead, and calls none.
 */
export function whenToastsLoad(callback: (sonner: SonnerToaster) => void) {
  onLoaded = callback;
}

export const preloadToasts = () => void loadSonner().catch(() => undefined);

function show(kind: 'success' | 'error' | 'warning' | null, title: Title, options?: ExternalToast) {
  loadSonner().then(
    ({ toast }) => void (kind ? toast[kind](title, options) : toast(title, options)),
    () => undefined,
  );
}

/**
 * sonner's `toast`, as the screens use it, standing in until sonner has loaded. Toasts raised meanwhile show
 * in order once it has; one whose load failed (no connection) is not shown.
 */
export const toast = Object.assign((title: Title, options?: ExternalToast) => show(null, title, options), {
  success: (title: Title, options?: ExternalToast) => show('success', title, options),
  error: (title: Title, options?: ExternalToast) => show('error', title, options),
  warning: (title: Title, options?: ExternalToast) => show('warning', title, options),
});
