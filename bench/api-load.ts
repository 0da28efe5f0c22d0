import { loadsInTurn, PRODUCTION_ENV, warmLoad, type LoadOptions } from './support';

// What the API benchmarks (api.ts, intelligence.ts) share: the server they start, the owners they seed and the
// load they put on it.

/** The API benchmarks' servers: production mode with its request log; signing the owners in is set-up. */
export const API_ENV = { ...PRODUCTION_ENV, LOG_LEVEL: 'info', SIGN_IN_RATE_LIMIT_MAX: '100000' };

/**
 * The API benchmarks' owners (seedOwners): 10 permits each, renewal dates beyond the reminder horizon so that
 * the engine has nothing to send while we measure, and every 10th owner on Pro.
 */
export const API_SEED = { permitsPerOwner: 10, renewal: { fromDays: 400, spanDays: 365 }, proEvery: 10 };

/**
 * How the API benchmarks load a server: autocannon's connections for `seconds` after a warm-up, the requests
 * rotating over `sessions` signed-in owners.
 */
export const API_LOAD = { connections: 50, seconds: 10, warmUpSeconds: 2, sessions: 50 } as const;

/** A load of `url` as API_LOAD sets it. */
export const apiLoad = (url: string, request: Parameters<typeof warmLoad>[0]['request']) =>
  warmLoad({
    url,
    connections: API_LOAD.connections,
    seconds: API_LOAD.seconds,
    warmUpSeconds: API_LOAD.warmUpSeconds,
    request,
  });

/**
 * Loads of servers as API_LOAD sets them, taken in turns: after each one's warm-up, each server's measured
 * seconds are split into API_LOAD_ROUNDS rounds and the servers take their rounds in turn (loadsInTurn).
 */
export const apiLoadsInTurn = (sides: Pick<LoadOptions, 'url' | 'request'>[]) =>
  loadsInTurn(
    sides.map((side) => ({ ...side, connections: API_LOAD.connections, seconds: API_LOAD.seconds })),
    { rounds: API_LOAD_ROUNDS, warmUpSeconds: API_LOAD.warmUpSeconds },
  );

/** Rounds of 2 s: long enough that opening the connections weighs nothing, short enough to follow the machine. */
export const API_LOAD_ROUNDS = 5;

/** The owners (numbered from 1) the requests rotate over: API_LOAD.sessions of `owners`, spread evenly. */
export const spreadOwners = (owners: number, every = 1) =>
  Array.from(
    { length: API_LOAD.sessions },
    (_, i) => every * (1 + Math.floor((i * owners) / API_LOAD.sessions / every)),
  );
