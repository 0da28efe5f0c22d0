import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '@client/lib/query-client';
import { AppStatus } from './app-status';
import { hydrationFinished } from './hydration';
import { router } from './router';

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
    <QueryClientProvider client={queryClient}>
      <AppStatus />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
