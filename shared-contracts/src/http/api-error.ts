import { CALL_FAILURE } from '../texts/call-failure.js';

/** Why an audience vote is refused (beyond 'unauthorized'): one code per reason, so the vote card can say which. */
export type VoteRefusalCode = 'vote_needs_check_in' | 'vote_own_sparring' | 'already_voted' | 'voting_closed' | 'voting_not_open';

/** The one error body every failing API response carries. */
export interface ApiErrorBody {
  error: {
    code:
      | VoteRefusalCode
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

/**
 * The message of a failed call as a person may read it. A 400 the API's schema validation wrote
 * names a field path (`body.title must NOT have fewer than 1 characters`): that is for developers
 * and forms, never for a toast, so it becomes CALL_FAILURE.checkYourInput. Messages the API writes for
 * people ('Invalid e-mail', 'already in use', …) pass as they are.
 */
export function messageForPerson(error: ApiErrorBody['error']): string {
  const field = error.details?.field;
  if (!error.message) return CALL_FAILURE.generic;
  if (typeof field === 'string' && field !== '' && error.message.startsWith(field)) return CALL_FAILURE.checkYourInput;
  if (/^(body|query|params)\.[\w.]+ /.test(error.message)) return CALL_FAILURE.checkYourInput;
  return error.message;
}
