import { CALL_FAILURE } from './call-failure.js';

export const ERRORS = {
  generic: CALL_FAILURE.generic,
  checkYourInput: CALL_FAILURE.checkYourInput,
  somethingWentWrong: 'Something went wrong',
  battleSaveFailed: 'Something went wrong. Please try again later.',
  tooManyLoginAttempts: 'Too many attempts to log in with this email, try again later',
  incorrectCredentials: 'Incorrect email or password',
  allFieldsIsRequired: 'All fields is required',
  allFieldsAreRequired: 'All fields are required',
  alreadyInUse: 'already in use',
  passwordsMustBeEqual: 'Passwords must be equal',
  passwordTooShort: (min: number) => `Use at least ${min} characters`,
  userNotFound: 'User not found',
  fieldRequired: 'Field is required',
  /** A text longer than its column holds (rules/text-column.ts), or than the form's limit. */
  textTooLong: 'Text is too long',
  /** An amount above MONEY_MAX_CENTS, given in dollars. */
  amountTooLarge: (dollars: number) => `Use an amount up to $${dollars.toLocaleString('en-US')}`,
  invalidEmail: 'Invalid e-mail',
  invalidEmailInvite: 'Invalid e-mail.',
  dancerNameRequired: 'Dancer name is required',
  fullNameRequired: 'Full name is required',
  birthdayFormat: 'Date format mm/dd/yyyy',
  birthdayIncorrect: 'Please enter a correct date',
  passwordChangeNotPossible: 'Password change is not possible for your method of authentication',
  imageTooLarge: "Use an image smaller than 10Mb, otherwise, it won't be saved.",
  imageTooLargeShort: 'Use an image smaller than 10Mb',
  selectEventDate: 'Please select an event date',
  endBeforeStart: "End Date can't be before the Start Date",
  urlFormat: (host: string) => `URL should be in the format ${host}`,
  crewNameRequired: 'Crew name is required',
  sameCrewTwice: 'The same crew is in two spots',
  sameParticipantTwice: 'The same participant is in two spots',
  placeFull: (place: string, size: number) =>
    size === 1 ? `${place} takes one winner` : `${place} takes at most ${size} winners`,
  tieBreakerNeeded: 'Admin or host needs to add A tie breaker round',
  sameScore:
    'Too many competitors with the same points for the final bracket spot(s). Update the points on the competitors to proceed.',
  noPrelimsData: 'No prelims data found.',
} as const;
