/**
 * Every user-facing text the specs quote, word for word (including their grammar: 'Changes has
 * been saved', 'All fields is required'). Components import from here; templates are functions.
 */

/** Success toasts by key; any other toast text is an error toast. */
export const TOAST = {
  changesSaved: 'Changes has been saved',
  ticketPurchased: 'Ticket has been purchased',
  emailReset: (email: string) => `Email has been sent to "${email}" with password reset instructions`,
  eventCreated: 'Event Created',
  movedParticipant: 'Move successful',
  bracketingIsReady: 'Ready for bracketing',
} as const;

export const ERRORS = {
  generic: 'Something went wrong, please try again later',
  /** A 400 whose own message is for developers (a schema path); see messageForPerson. */
  checkYourInput: 'Some of what you entered was not accepted. Please check it and try again.',
  somethingWentWrong: 'Something went wrong',
  battleSaveFailed: 'Something went wrong. Please try again later.',
  tooManyLoginAttempts: 'Too many attempts to log in with this email, try again later',
  incorrectCredentials: 'Incorrect email or password',
  allFieldsIsRequired: 'All fields is required',
  allFieldsAreRequired: 'All fields are required',
  alreadyInUse: 'already in use',
  passwordsMustBeEqual: 'Passwords must be equal',
  userNotFound: 'User not found',
  fieldRequired: 'Field is required',
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
  tieBreakerNeeded: 'Admin or host needs to add A tie breaker round',
  sameScore:
    'Too many competitors with the same points for the final bracket spot(s). Update the points on the competitors to proceed.',
  noPrelimsData: 'No prelims data found.',
} as const;

/** Geolocation failures (toasts, 5 s). */
export const GEOLOCATION_ERRORS = {
  denied: 'Please allow access to your location.',
  unavailable: 'Location information is unavailable.',
  timeout: 'The request to get location timed out.',
  unknown: 'An unknown error occurred.',
} as const;

export const NOT_FOUND = {
  code: '404',
  title: 'Page not found',
  message: "Sorry, we can't find the page you're looking for.",
  backHome: 'Back to home',
} as const;

export const COOKIE_BANNER = {
  title: 'Cookie settings',
  decline: 'Decline',
  allow: 'Allow',
} as const;

export const HEADER = {
  links: { events: 'Events', organizations: 'Organizations', members: 'Members', faqs: 'Faqs', patreon: 'Patreon' },
  logIn: 'Log in',
  createProfile: 'Create profile',
  newMessages: (n: number) => `${n} new message(s)`,
  viewProfile: 'View profile',
  profileSettings: 'Profile Settings',
  switchProfiles: 'Switch profiles',
  addProfile: 'Add profile',
  back: 'Back',
  logOut: 'Log out',
} as const;

export const FOOTER = {
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
} as const;

export const AUTH = {
  logInWithGoogle: 'Log in with google',
  orUseEmail: 'Or use your email',
  email: 'Email*',
  password: 'Password*',
  forgotPassword: 'forgot password?',
  sendMagicLink: 'send magic link',
  createOneHere: 'Create one here',
  signupTitle: 'Create Profile',
  incompleteProfile: 'Hey it looks like your profile is incomplete. Finish setting up your profile to access the site',
  checkInboxReset: 'Check your inbox for a password reset email',
  checkInboxMagicLink: 'Check your inbox for the magic link',
  submit: 'Submit',
} as const;

// One module per area's texts, re-exported here: a page's bundle tree-shakes by module, so texts
// kept in this file would reach every page of any area that imports one of them.
export { SHELL } from './texts/shell.js';
export { ONBOARDING } from './texts/onboarding.js';
export { PROFILE } from './texts/profile.js';
export { ORGANIZATIONS } from './texts/organizations.js';
export { EVENTS } from './texts/events.js';
export { CHECKIN } from './texts/checkin.js';
export { MEMBERS } from './texts/members.js';
// Empty lists and untitled items: drawn by lists of every area, most of which need no other text of this file.
export { EMPTY } from './texts/empty.js';
export { BATTLES, BATTLE_NOTIFICATIONS } from './texts/battles.js';
export { BATTLE_HEADING } from './texts/battle-heading.js';
export { REGISTRATION_REASONS } from './texts/registration-reasons.js';
export { PRELIMS, PRELIMS_ERRORS } from './texts/prelims.js';
export { BRACKETS } from './texts/brackets.js';
export { BRACKET_REASONS } from './texts/bracket-reasons.js';
export { VOTE_REFUSALS } from './texts/vote-refusals.js';
