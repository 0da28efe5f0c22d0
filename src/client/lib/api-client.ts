import { KEPT_HEADER } from '@client/service-worker/offline-caches';
import {
  isOffline,
  noteAnswer,
  noteNetworkFailure,
  OFFLINE_MESSAGE,
} from '@client/service-worker/service-worker-state';

/** An API failure carrying the server's code and message (DESIGN §5 error shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // A change made offline is refused at once, before it could be half sent (docs/decisions/0024).
  if ((options.method ?? 'GET') !== 'GET' && isOffline()) throw new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    noteNetworkFailure();
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'Could not reach PermitPilot. Check your connection and try again.',
    );
  }
  noteAnswer(response.headers.get(KEPT_HEADER));
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? response.statusText,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
