/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { inVehicleScope } from '@shared/domain/vehicle-scope';

/*
 * The dashboard asks the server for one vehicle's permits (`/api/permits?vehicle=<id>`, with or without
 * `limit`). Offline, a filter never chosen on this phone has no kept answer of its own; the whole list is
 * kept (keep-whole-permit-list.ts), and holds every vehicle's permits, so the worker answers from it: an
 * offline phone keeps all vehicles (docs/product/fleet.md#at-the-window).
 */

const WHOLE_LIST = '/api/permits';

type KeptPermit = { vehicle: { id: string } | null };
type KeptList = { permits: KeptPermit[]; total: number };

/**
 * The whole list cut as the server cuts it (docs/product/fleet.md#permits-on-vehicles): a vehicle's id gives
 * its permits and the whole business's, 'business' the whole business's alone; the order is kept, so `limit`
 * takes the most urgent, and `total` counts the filter's permits.
 */
export function filterKeptList(whole: KeptList, vehicle: string, limit: number | null): KeptList {
  const permits = whole.permits.filter((permit) => inVehicleScope(permit, vehicle));
  return { permits: limit === null ? permits : permits.slice(0, limit), total: permits.length };
}

/** The filter and limit of a permit list's address, or null for an address that is not a filtered list. */
export function vehicleListRequest(url: URL): { vehicle: string; limit: number | null } | null {
  const vehicle = url.searchParams.get('vehicle');
  if (url.pathname !== WHOLE_LIST || !vehicle) return null;
  const limit = Number(url.searchParams.get('limit'));
  return { vehicle, limit: Number.isInteger(limit) && limit > 0 ? limit : null };
}

/**
 * When the network failed and a filtered list was never kept, its answer made from the kept whole list. It
 * carries the whole list's headers, its date among them, so the screen says how current it is.
 */
export const answerVehicleFromWholeList = (): WorkboxPlugin => ({
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    const wanted = vehicleListRequest(new URL(request.url));
    if (!wanted) return null;
    const whole = await (await caches.open(cacheName)).match(WHOLE_LIST);
    if (!whole) return null;
    try {
      const list = filterKeptList((await whole.json()) as KeptList, wanted.vehicle, wanted.limit);
      // Its own body: the whole list's length and encoding say nothing of it.
      const headers = new Headers(whole.headers);
      headers.delete('content-length');
      headers.delete('content-encoding');
      return new Response(JSON.stringify(list), { status: 200, headers });
    } catch {
      // A kept answer that cannot be read is no answer: the screen says what was never kept.
      return null;
    }
  },
});
