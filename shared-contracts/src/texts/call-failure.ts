/**
 * What a failed API call says to a person (every page's API client toasts it), also `ERRORS.generic`
 * and `ERRORS.checkYourInput`. A module of its own, so the first scripts carry these two and not
 * every form's error messages.
 */
export const CALL_FAILURE = {
  generic: 'Something went wrong, please try again later',
  /** A 400 whose own message is for developers (a schema path); see messageForPerson. */
  checkYourInput: 'Some of what you entered was not accepted. Please check it and try again.',
} as const;
