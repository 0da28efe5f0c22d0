import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { lazyPart } from '@client/components/lazy-part';
import { useSignInWelcome } from '@client/features/auth/sign-in-welcome';
import { i18n } from '@client/lib/i18n';
import { queryClient } from '@client/lib/query-client';
import { AppStatus } from './app-status';
import { hydrationFinished } from './hydration';
import { router } from './router';

/**
 * The first sign-in's 'Welcome!' (app/sign-in-welcome.tsx): its code and words load when there is one to show,
 * not with every page (docs/decisions/0026).
 */
const WelcomeBanner = lazyPart(() => import('./sign-in-welcome').then((module) => module.SignInWelcome));
const SignInWelcome = () => (useSignInWelcome() ? <WelcomeBanner /> : null);

export function App() {
  useEffect(hydrationFinished, []);
  useEffect(() => {
    // The production build has /sw.js (vite-plugin-pwa); it loads after the screen, on its own chunk.
    if (import.meta.env.PROD && 'serviceWorker' in navigator)
      void import('@client/service-worker/register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(() => undefined);
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppStatus />
        <SignInWelcome />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
