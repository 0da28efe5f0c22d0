import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core/types';
import { keepWholePermitList } from './keep-whole-permit-list';
import { answerVehicleFromWholeList, filterKeptList, vehicleListRequest } from './vehicle-permits-offline';

const TRUCK_1 = { id: 'truck-1' };
const TRUCK_2 = { id: 'truck-2' };
// The whole list as the server keeps it, most urgent first.
const WHOLE = {
  permits: [
    { name: 'Truck 1 health', vehicle: TRUCK_1 },
    { name: 'Business license', vehicle: null },
    { name: 'Truck 2 health', vehicle: TRUCK_2 },
    { name: 'Truck 1 fire', vehicle: TRUCK_1 },
  ],
  total: 4,
};
const names = (list: { permits: unknown[] }) =>
  list.permits.map((permit) => (permit as { name: string }).name);

/** A cache storage of one cache, as the worker sees it, holding `kept` by address. */
function fakeCaches(kept: Record<string, Response>) {
  const cache = {
    match: async (key: string) => kept[key]?.clone(),
    put: vi.fn(async (key: string, response: Response) => void (kept[key] = response)),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  return cache;
}
const keptWhole = () =>
  new Response(JSON.stringify(WHOLE), {
    headers: {
      'content-type': 'application/json',
      date: 'Sat, 28 Nov 2026 09:00:00 GMT',
      'content-length': '999',
    },
  });
const at = (path: string) => new Request(`https://permitpilot.test${path}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a vehicle's permits made offline from the kept whole list", () => {
  it("gives a vehicle's permits and the whole business's, in the list's order, as the server does", () => {
    expect(names(filterKeptList(WHOLE, 'truck-1', null))).toEqual([
      'Truck 1 health',
      'Business license',
      'Truck 1 fire',
    ]);
    expect(filterKeptList(WHOLE, 'truck-1', 2)).toMatchObject({ total: 3 });
    expect(names(filterKeptList(WHOLE, 'truck-1', 2))).toEqual(['Truck 1 health', 'Business license']);
    expect(filterKeptList(WHOLE, 'business', null)).toEqual({ permits: [WHOLE.permits[1]], total: 1 });
    expect(filterKeptList(WHOLE, 'another-business-truck', null).total).toBe(1);
  });

  it('reads the filter and the limit of a filtered list only', () => {
    const url = (path: string) => new URL(`https://permitpilot.test${path}`);
    expect(vehicleListRequest(url('/api/permits?vehicle=truck-1&limit=20'))).toEqual({
      vehicle: 'truck-1',
      limit: 20,
    });
    expect(vehicleListRequest(url('/api/permits?vehicle=business'))).toEqual({
      vehicle: 'business',
      limit: null,
    });
    expect(vehicleListRequest(url('/api/permits?limit=20'))).toBeNull();
    expect(vehicleListRequest(url('/api/permits/truck-1?vehicle=truck-1'))).toBeNull();
  });

  const answer = async (path: string, cachedResponse?: Response) =>
    (answerVehicleFromWholeList() as Required<WorkboxPlugin>).cachedResponseWillBeUsed({
      cacheName: 'permitpilot-api',
      request: at(path),
      cachedResponse,
      event: new Event('fetch') as never,
      state: {},
    });

  it("answers a filter never kept from the whole list, with the whole list's date", async () => {
    fakeCaches({ '/api/permits': keptWhole() });
    const response = (await answer('/api/permits?vehicle=truck-2&limit=20'))!;
    expect(response.status).toBe(200);
    expect(response.headers.get('date')).toBe('Sat, 28 Nov 2026 09:00:00 GMT');
    expect(response.headers.get('content-length')).toBeNull();
    const list = (await response.json()) as typeof WHOLE;
    expect({ names: names(list), total: list.total }).toEqual({
      names: ['Business license', 'Truck 2 health'],
      total: 2,
    });
  });

  it("keeps a filter's own kept answer, and gives none without a kept whole list or for other reads", async () => {
    fakeCaches({ '/api/permits': keptWhole() });
    const own = new Response('{"permits":[],"total":0}');
    expect(await answer('/api/permits?vehicle=truck-2', own)).toBe(own);
    expect(await answer('/api/permits?limit=20')).toBeNull();
    fakeCaches({});
    expect(await answer('/api/permits?vehicle=truck-2')).toBeNull();
  });
});

describe('the whole list kept beside the first rows', () => {
  it("is not taken from a vehicle's first rows, even when they are all of that vehicle's", async () => {
    const cache = fakeCaches({});
    const vehicleRows = new Response(JSON.stringify(filterKeptList(WHOLE, 'truck-2', 20)));
    await (keepWholePermitList() as Required<WorkboxPlugin>).cacheDidUpdate({
      cacheName: 'permitpilot-api',
      request: at('/api/permits?vehicle=truck-2&limit=20'),
      newResponse: vehicleRows,
      event: new Event('fetch') as never,
      state: {},
    });
    expect(cache.put).not.toHaveBeenCalled();
  });
});
