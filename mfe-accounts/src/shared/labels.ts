/**
 * Labels of the accounts area that the spec names without quoting a text (so they are not in the
 * contracts' texts module): the patron mark and the stat names of a dancer card.
 */
export const LABELS = {
  patron: 'Patron',
  stats: { eventsAttended: 'Events attended', battlesEntered: 'Battles entered', battlesWon: 'Battles won' },
  members: 'Members',
  removeParameter: (name: string) => `Remove ${name}`,
  keywordChip: (keyword: string) => `“${keyword}”`,
  showMore: 'Show more members',
} as const;

/**
 * Labels of the sign-in, sign-up, onboarding and release pages that the spec does not quote
 * (quoted texts come from the contracts' AUTH, ONBOARDING and ERRORS).
 */
export const AUTH_LABELS = {
  loginTitle: 'Log in',
  logIn: 'Log in',
  noAccount: 'No profile yet?',
  signUpWithGoogle: 'Sign up with google',
  confirmPassword: 'Confirm password*',
  newPassword: 'New password*',
  createAccount: 'Create profile',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  haveAccount: 'Already have a profile?',
  resetTitle: 'Forgot password',
  newPasswordTitle: 'Choose a new password',
  magicLinkTitle: 'Send a magic link',
  signingIn: 'Signing you in…',
  backToLogin: 'Back to log in',
  releaseTitle: 'Release profile',
  releaseIntro: 'Give this profile an account of its own: the e-mail and password it will sign in with.',
  release: 'Release profile',
  working: 'Please wait…',
} as const;

export const ONBOARDING_LABELS = {
  signupTitle: 'Create Profile',
  otherProfileTitle: 'Add a profile',
  back: 'Back',
  next: 'Next',
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  locationHeading: 'Where do you dance?',
  cardHeading: 'Your dancer card',
  birthday: 'Birthday',
  country: 'Country*',
  countryPlaceholder: 'Type to search',
  noCountry: 'No country matches',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  avatarHint: 'A png or jpeg image up to 10Mb.',
  cardHint: 'This is how your dancer card looks in the member directory.',
  cardImage: 'Card image',
  avatar: 'Profile picture',
  removeImage: 'Remove image',
} as const;
