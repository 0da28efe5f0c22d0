import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '@client/lib/query-client';
import { hydrationFinished } from './hydration';
import { router } from './router';

export function App() {
  useEffect(hydrationFinished, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
