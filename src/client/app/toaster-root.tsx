import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

// Loaded after the first paint: sonner is a tenth of the start-up JavaScript and no screen toasts before
// it is interactive (BENCHMARKS.md). Toasts raised while it loads show once it has mounted.
const Toaster = lazy(() =>
  import('@client/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * The toasts live in their own root beside the app's: sonner keeps its toasts in a module-level store,
 * and a prerendered screen's HTML (docs/decisions/0009) then only has to match the screen itself.
 */
export function mountToaster() {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>,
  );
}
