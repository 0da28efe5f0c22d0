/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';

/*
 * The dashboard reads only the most urgent permits (`/api/permits?limit=20`, docs/decisions/0019); the
 * calendar and the reports read the whole list (`/api/permits`). Kept answers are found by their exact URL,
 * so offline the calendar and the reports would find nothing if they had not been opened online. This keeps
 * the whole list beside the dashboard's answer (docs/decisions/0024).
 */

const WHOLE_LIST = '/api/permits';

/**
 * How often, at most, a business with more permits than the dashboard reads gets its whole list asked for
 * in the background: it is what the dashboard stopped loading on every visit (docs/decisions/0019).
 */
const WHOLE_LIST_REFRESH_MS = 60 * 60 * 1000;

const keptAt = (response: Response | undefined) => {
  const date = response && Date.parse(response.headers.get('date') ?? '');
  return date && !Number.isNaN(date) ? date : 0;
};

async function keepWholeList(cache: Cache, limited: Response) {
  const { permits, total } = (await limited.clone().json()) as { permits: unknown[]; total: number };
  // A business with no more permits than the dashboard reads: its answer is the whole list already.
  if (permits.length >= total) return cache.put(WHOLE_LIST, limited);
  if (Date.now() - keptAt(await cache.match(WHOLE_LIST)) < WHOLE_LIST_REFRESH_MS) return;
  const whole = await fetch(WHOLE_LIST, { credentials: 'same-origin' });
  if (whole.status === 200) await cache.put(WHOLE_LIST, whole);
}

/** Once the dashboard's first permits are kept, the whole list is kept too. */
export const keepWholePermitList = (): WorkboxPlugin => ({
  cacheDidUpdate: async ({ cacheName, request, newResponse }) => {
    const url = new URL(request.url);
    // A vehicle's first rows are not the business's: their count is the vehicle's, not the whole list's.
    if (url.pathname !== WHOLE_LIST || !url.searchParams.has('limit') || url.searchParams.has('vehicle'))
      return;
    // Keeping it is a bonus: an answer that can't be read or a failed request leaves what was kept.
    await keepWholeList(await caches.open(cacheName), newResponse).catch(() => undefined);
  },
});
