import { CALLER_PROFILE_HEADER } from './headers.js';
import type { DownloadedFile } from './download-file.js';
import { isApiErrorBody, messageForPerson, type ApiErrorBody } from './api-error.js';
import { buildPath, type AnyRoute, type RouteInput, type RouteResponse } from './route.js';
import { CALL_FAILURE } from '../texts/call-failure.js';

/** Spec: every call has a 15,000 ms timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  /** e.g. `/api` in the shell, `https://cypher.example/api` in a partner embed. */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  getCallerProfileId?: () => string | number | null | undefined;
  /** Receives the server's message of a failed call (the platform shows it as a 5 s error toast). */
  onError?: (message: string) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The outcome of `attempt`: the body, or the status and error body of a failure (status 0 when no
 * answer came: network failure or timeout).
 */
export type ApiAttempt<T> = { ok: true; body: T } | { ok: false; status: number; error: ApiErrorBody['error'] };

export interface ApiClient {
  /** Resolves to the body, or null when the call failed (the error has already been reported). */
  call<D extends AnyRoute>(route: D, input?: RouteInput<D>): Promise<RouteResponse<D> | null>;
  /**
   * Like `call`, but a failure is answered, not reported: for forms that show the server's answer
   * under themselves by status (login's 401 and 429, sign-up's 409). Optional so hand-made clients
   * stay valid; `createApiClient` always has it.
   */
  attempt?<D extends AnyRoute>(route: D, input?: RouteInput<D>): Promise<ApiAttempt<RouteResponse<D>>>;
  /**
   * Fetches a file route (`battles.download`: text/csv) with the session's token and caller
   * profile, as `call` does, and answers the bytes with the file name from Content-Disposition;
   * null when it failed. Failures are not reported (the spec only logs a failed CSV download).
   * Save it in a browser with `saveDownloadedFile`. Optional so hand-made clients stay valid.
   */
  download?<D extends AnyRoute>(route: D, input?: RouteInput<D>): Promise<DownloadedFile | null>;
  /** The URL a route would be fetched from (used as an swr cache key). */
  url<D extends AnyRoute>(route: D, input?: RouteInput<D>): string;
  readonly baseUrl: string;
}

export type { DownloadedFile } from './download-file.js';

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function url<D extends AnyRoute>(route: D, input?: RouteInput<D>): string {
    const i = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
    return `${baseUrl}${buildPath(route.path, i.params)}${queryString(i.query)}`;
  }

  function headersFor(accept: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const caller = options.getCallerProfileId?.();
    if (caller !== undefined && caller !== null && caller !== '') headers[CALLER_PROFILE_HEADER] = String(caller);
    return headers;
  }

  async function attempt<D extends AnyRoute>(route: D, input?: RouteInput<D>): Promise<ApiAttempt<RouteResponse<D>>> {
    const i = (input ?? {}) as { body?: unknown };
    const headers = headersFor('application/json');
    if (i.body !== undefined) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(url(route, input), {
        method: route.method,
        headers,
        body: i.body === undefined ? undefined : JSON.stringify(i.body),
        signal: controller.signal,
      });
      const text = await response.text();
      const body: unknown = text ? JSON.parse(text) : null;
      if (!response.ok || isApiErrorBody(body)) {
        const error = isApiErrorBody(body)
          ? body.error
          : { code: 'internal' as const, message: `Request failed (${response.status})` };
        return { ok: false, status: response.status, error };
      }
      return { ok: true, body: body as RouteResponse<D> };
    } catch (error) {
      const aborted = error instanceof Error && error.name === 'AbortError';
      const message = aborted ? 'The server took too long to answer' : CALL_FAILURE.generic;
      return { ok: false, status: 0, error: { code: 'internal', message } };
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<D extends AnyRoute>(route: D, input?: RouteInput<D>): Promise<RouteResponse<D> | null> {
    const result = await attempt(route, input);
    if (result.ok) return result.body;
    options.onError?.(messageForPerson(result.error));
    return null;
  }

  // Only file routes use it (battles' CSV), so its code is a chunk fetched on the first download.
  async function download<D extends AnyRoute>(route: D, input?: RouteInput<D>): Promise<DownloadedFile | null> {
    const { downloadFile } = await import(/* webpackChunkName: "download-file" */ './download-file.js');
    return downloadFile(doFetch, url(route, input), { route, headers: headersFor('*/*'), timeoutMs });
  }

  return { call, attempt, download, url, baseUrl };
}
