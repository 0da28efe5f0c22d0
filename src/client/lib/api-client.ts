import { t } from '@lingui/core/macro';
import { KEPT_HEADER } from '@client/service-worker/offline-caches';
import {
  isOffline,
  noteAnswer,
  noteNetworkFailure,
  OFFLINE_MESSAGE,
} from '@client/service-worker/service-worker-state';
import { i18n } from './i18n';

/** An API failure carrying the server's code and message (docs/product/errors.md#the-error-envelope). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The field a validation refusal is about, as the API names it (e.g. `renewalDate`). */
    readonly field?: string,
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
  if ((options.method ?? 'GET') !== 'GET' && isOffline())
    throw new ApiError(0, 'OFFLINE', i18n._(OFFLINE_MESSAGE));
  const response = await apiResponse(path, {
    method: options.method ?? 'GET',
    headers: options.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  return (text ? safeJson(text) : null) as T;
}

/**
 * The server's successful answer to `path`, for a caller that reads it itself (a file); any other outcome is
 * the ApiError it stands for: the server's `{error: {code, message, field}}`, or NETWORK_ERROR when none answered.
 */
export async function apiResponse(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    noteNetworkFailure();
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      t`Could not reach PermitPilot. Check your connection and try again.`,
    );
  }
  noteAnswer(response.headers.get(KEPT_HEADER));
  if (!response.ok) {
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : null;
    const error = (data as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? response.statusText,
      error?.field,
    );
  }
  return response;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What a failed request says to the person: the server's message when it refused the request (a 4xx), else
 * `fallback` (the server failed, or never answered).
 */
export const refusalMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;
