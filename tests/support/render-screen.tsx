import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { sessionQueryKey, type Session } from '@client/features/auth/api/get-session';
import { render } from './render';

export type ScreenOptions = {
  /** The address the screen is opened at, with its query: `/dashboard?renew=…`. */
  path?: string;
  /** The pattern of the screen's route, where the screen reads its parameters: `/share/:token`. */
  route?: string;
  /** The screens the test may be led on to, by path, each shown by a stand-in such as a heading. */
  elsewhere?: Record<string, ReactNode>;
  /** Shows the app's toasts beside the screen. */
  toaster?: boolean;
  /** The signed-in member, as the session's query already holds it: nothing asks the server. */
  session?: Session;
  /** A client the test made with `testQueryClient` to fill or read the cache itself. */
  queryClient?: QueryClient;
};

/** A query client as a test wants one: it retries nothing, so a failed request fails the test at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * A screen as the app shows it (app/app.tsx), in the language the test speaks (tests/support/render.tsx):
 * a query client of its own (`testQueryClient`) unless given one, and a router at `path`; a screen given as
 * `<Routes>` brings its own routes. The person's clicks and keys go through the user it gives back.
 */
export function renderScreen(screen: ReactElement, options: ScreenOptions = {}) {
  const { path = '/', route, elsewhere, toaster = false, session, queryClient = testQueryClient() } = options;
  if (session) queryClient.setQueryData(sessionQueryKey, session);
  const routes =
    route || elsewhere ? (
      <Routes>
        <Route path={route ?? path.split('?')[0]} element={screen} />
        {Object.entries(elsewhere ?? {}).map(([at, element]) => (
          <Route key={at} path={at} element={element} />
        ))}
      </Routes>
    ) : (
      screen
    );
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {routes}
        {toaster && <Toaster />}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
