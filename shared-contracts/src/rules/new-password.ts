import { ERRORS } from '../texts.js';

/** The shortest password an account may be given (sign-up, reset, change, release). */
export const NEW_PASSWORD_MIN = 8;

/**
 * What is wrong with a new password, or null: the API's schema (NewPassword) refuses a shorter one,
 * and the forms say so under the field instead of a generic toast after the round trip.
 */
export function newPasswordProblem(password: string): string | null {
  return password.length > 0 && password.length < NEW_PASSWORD_MIN ? ERRORS.passwordTooShort(NEW_PASSWORD_MIN) : null;
}
