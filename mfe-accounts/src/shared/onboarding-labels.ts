/**
 * Labels of onboarding (and the country select it shares with Profile settings) that the spec
 * does not quote (quoted texts come from the contracts' ONBOARDING and ERRORS).
 */
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
  /** Followed by the spec's short size rule, 'Use an image smaller than 10Mb' (ERRORS). */
  avatarKinds: 'A png or jpeg image.',
  cardHint: 'This is how your dancer card looks in the member directory.',
  cardImage: 'Card image',
  avatar: 'Profile picture',
  removeImage: 'Remove image',
} as const;
