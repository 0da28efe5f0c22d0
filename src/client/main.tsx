import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startI18n } from '@client/lib/i18n';
import { App } from './app/app';
import { holdEarlyTaps, isHydrating } from './app/hydration';
import { router } from './app/router';
import { mountToaster } from './app/toaster-root';
import './styles.css';

/** Resolves once the router has loaded the current screen's module (each screen is a lazy chunk). */
function screenLoaded() {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// Before anything loads: a tap on the prerendered page's buttons is kept until the app can answer it.
holdEarlyTaps();
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The page's language and the shell's messages come first (docs/decisions/0026); the screen's module and its
// messages load meanwhile, as the router starts at once.
void startI18n().then(() => {
  if (isHydrating()) {
    // A prerendered screen (docs/decisions/0009): the first render must match its HTML, so the screen's
    // module has to be there before React takes the page over. (No top-level await: a chunk that imported
    // this module would then wait for it while it waits for the chunk.) As a transition, React hydrates in
    // slices, answering taps in between, instead of in one long task.
    void screenLoaded().then(() =>
      startTransition(() => {
        hydrateRoot(container, app);
      }),
    );
  } else {
    createRoot(container).render(app);
  }
  mountToaster();
});
