import { I18nProvider } from '@lingui/react';
import { createRoot, type Root } from 'react-dom/client';
import { preloadToasts, whenToastsLoad } from '@client/components/ui/toaster';
import { i18n } from '@client/lib/i18n';

/**
 * The toasts live in their own root beside the app's: sonner keeps its toasts in a module-level store,
 * and a prerendered screen's HTML (docs/decisions/0009) then only has to match the screen itself.
 *
 * The root is made when sonner has loaded, with the first toast (docs/decisions/0025), which then shows
 * there. sonner starts loading at the owner's first tap or key press too: by the time a save answers it is
 * there, also when the connection has dropped in between.
 */
export function mountToaster() {
  let root: Root | undefined;
  let unmounted = false;
  whenToastsLoad(({ Toaster }) => {
    if (unmounted) return;
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    // A root of its own needs the language provider too: the toaster's labels are in the page's language.
    root.render(
      <I18nProvider i18n={i18n}>
        <Toaster />
      </I18nProvider>,
    );
  });
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, preloadToasts, { once: true, capture: true, passive: true });
  /** Takes the toaster away again (the page keeps it for good; a test must not leave it rendering). */
  return () => {
    unmounted = true;
    root?.unmount();
    for (const type of ['pointerdown', 'keydown'])
      window.removeEventListener(type, preloadToasts, { capture: true });
  };
}
