// Testing Library's DOM matchers (toBeVisible, toBeInTheDocument…) on Vitest's expect, for every component test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@tests/support/render';
import { afterAll, afterEach, vi } from 'vitest';
import { toast } from '@client/components/ui/sonner-toaster';
import { setSignInWelcome } from '@client/features/auth/sign-in-welcome';
import { queryClient } from '@client/lib/query-client';
import { noteAnswer, setUpdateAvailable } from '@client/service-worker/service-worker-state';

// findBy… and waitFor wait up to 5 s rather than 1 s: on a busy 2-core CI machine a screen's first render with
// its lazy chunks and mocked reads can take longer than a second, and a test that waits finishes as soon as
// the element is there.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has neither of these: react-hook-form reads them to tell a select the person has already changed
// (which keeps its choice) from one still to be set to the form's value, as a browser tells them apart.
for (const [element, property, read] of [
  [HTMLSelectElement, 'size', (node: Element) => Number(node.getAttribute('size') ?? 0)],
  [HTMLOptionElement, 'defaultSelected', (node: Element) => node.hasAttribute('selected')],
] as const) {
  if (!(property in element.prototype))
    Object.defineProperty(element.prototype, property, {
      configurable: true,
      get(this: Element) {
        return read(this);
      },
    });
}

// happy-dom lays nothing out, so its IntersectionObserver never reports an element in view: without it, a part
// below the fold loads at once, as where a browser cannot tell (components/below-the-fold.tsx). Its own test
// mocks one to scroll.
delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

afterEach(() => {
  // Testing Library unmounts by itself only where the test runner's hooks are globals; ours are imported.
  cleanup();
  // Toasts live in one store for the whole file, and a new Toaster shows those still open: close them.
  toast.dismiss();
});

// A worker's files share the client's modules (vitest.config.ts): what a file left in them is cleared before the
// next file, as a page load would clear it — the query cache with its timers and requests, the connection as last
// answered, a waiting new version, the sign-in welcome — and so are Vitest's fake timers and spies. This runs
// after the file's own hooks: its requests stop first.
afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await queryClient.cancelQueries();
  queryClient.clear();
  noteAnswer(null);
  setUpdateAvailable(null);
  setSignInWelcome(null);
});
