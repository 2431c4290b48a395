/** The one error body every failing API response carries. */
export interface ApiErrorBody {
  error: {
    code:
      | 'bad_request'
      | 'unauthorized'
      | 'forbidden'
      | 'not_found'
      | 'conflict'
      | 'payload_too_large'
      | 'too_many_requests'
      | 'unavailable'
      | 'internal';
    message: string;
    /** For 400: which field failed, e.g. `{ field: 'query.pp', rule: 'maximum' }`. */
    details?: Record<string, unknown>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value && typeof (value as ApiErrorBody).error === 'object';
}
