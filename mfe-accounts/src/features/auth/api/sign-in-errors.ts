import type { ApiAttempt } from '@cypher/contracts';
import { ERRORS } from '@cypher/contracts/texts';

type Failure = Extract<ApiAttempt<unknown>, { ok: false }>;

/** Spec error catalogue for Login: 401 and 429 have fixed texts, any other code the server's own. */
export function loginErrorText(failure: Failure): string {
  if (failure.status === 401) return ERRORS.incorrectCredentials;
  if (failure.status === 429) return ERRORS.tooManyLoginAttempts;
  return failure.error.message || ERRORS.generic;
}

/**
 * Sign-up shows only an 'already in use' answer under the form (409, or a message that says so);
 * null means "not one to show here" and the caller toasts it instead.
 */
export function signupErrorText(failure: Failure): string | null {
  if (/already in use/i.test(failure.error.message)) return failure.error.message;
  return failure.status === 409 ? ERRORS.alreadyInUse : null;
}
