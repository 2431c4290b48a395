import type { ApiAttempt, ApiClient, AnyRoute, RouteInput, RouteResponse } from '@cypher/contracts';

/**
 * `api.attempt` when the host's client has it (every client made by `createApiClient` does); a
 * hand-made client without it falls back to `call`, whose failure has no status.
 */
export async function attemptCall<D extends AnyRoute>(
  api: ApiClient,
  route: D,
  input?: RouteInput<D>,
): Promise<ApiAttempt<RouteResponse<D>>> {
  if (api.attempt) return api.attempt(route, input);
  const body = await api.call(route, input);
  return body === null ? { ok: false, status: 0, error: { code: 'internal', message: '' } } : { ok: true, body };
}
