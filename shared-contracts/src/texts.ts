/**
 * Every user-facing text the specs quote, word for word (including their grammar: 'Changes has
 * been saved', 'All fields is required'). Components import from here; templates are functions.
 */

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

// One module per area's texts, and one per group several areas use (toasts, errors, empty lists),
// re-exported here: a page's bundle tree-shakes by module, so texts kept in this file would reach
// every page of any area that imports one of them (the event page carried the wizard's errors).
export { TOAST } from './texts/toast.js';
export { ERRORS } from './texts/errors.js';
export { LIMIT_ERRORS } from './texts/limit-errors.js';
export { GEOLOCATION_ERRORS } from './texts/geolocation-errors.js';
export { SHELL } from './texts/shell.js';
export { NOT_FOUND, COOKIE_BANNER, HEADER, FOOTER } from './texts/chrome.js';
export { CALL_FAILURE } from './texts/call-failure.js';
export { ONBOARDING } from './texts/onboarding.js';
export { PROFILE } from './texts/profile.js';
export { ORGANIZATIONS } from './texts/organizations.js';
export { EVENT_MENU } from './texts/event-menu.js';
export { EVENTS } from './texts/events.js';
export { CHECKIN } from './texts/checkin.js';
export { MEMBERS } from './texts/members.js';
// Empty lists and untitled items: drawn by lists of every area, most of which need no other text of this file.
export { EMPTY } from './texts/empty.js';
export { BATTLES, BATTLE_NOTIFICATIONS } from './texts/battles.js';
export { BATTLE_HEADING } from './texts/battle-heading.js';
export { REGISTRATION_REASONS } from './texts/registration-reasons.js';
export { LINE_UP_REASONS } from './texts/line-up-reasons.js';
export { PRELIMS, PRELIMS_ERRORS } from './texts/prelims.js';
export { BRACKETS } from './texts/brackets.js';
export { BRACKET_REASONS } from './texts/bracket-reasons.js';
export { VOTE_REFUSALS } from './texts/vote-refusals.js';
