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

export const EMPTY = {
  events: 'No Events exist with these parameters',
  members: 'No members exist with these parameters',
  mapArea: 'No events in this area',
  untitled: 'Untitled',
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

export const ONBOARDING = {
  fullNameHeading: 'Full name',
  firstName: 'First name*',
  lastName: 'Last name*',
  dancerNameHeading: 'Username',
  dancerName: 'Dancer name, nickname, etc...*',
  birthdayHeading: 'Enter your birthday',
  birthdayMask: '##/##/####',
  birthdayPlaceholder: '10/18/1993',
  city: 'City*',
  state: 'State*',
  avatarHeading: 'Add a profile picture',
  addImage: 'Add image',
  editImage: 'Edit image',
  createProfile: 'create profile',
} as const;

export const PROFILE = {
  tabs: { events: 'Events', badges: 'Badges', playerCard: 'Player Card' },
  eventTabs: { now: 'Happening', past: 'Past', future: 'Upcoming', draft: 'Drafts' },
  settingsMenu: {
    profile: 'Profile',
    contactSocial: 'Contact / Social',
    stats: 'Stats',
    changePassword: 'Change Password',
    otherProfiles: 'Other profiles',
  },
  socialPrefixes: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    twitter: 'Twitter',
    youtube: 'YouTube channel',
    website: 'Website',
  },
} as const;

export const ORGANIZATIONS = {
  create: 'Create Organization',
  mine: 'My organizations',
  all: 'All organizations',
  stats: { members: 'Members', eventsThrown: 'Events thrown', pointsEarned: 'Points earned' },
  tabs: { events: 'events', members: 'members', media: 'media', about: 'about' },
  publishEvent: 'Publish event',
  removeEvent: 'Remove event',
  allYears: 'All Years',
  settings: {
    general: 'General Info',
    admins: 'Admins',
    members: 'Members',
    promoters: 'Promoters',
    social: 'Social',
    agreement: 'Agreement',
    waiver: 'Waiver',
  },
  publish: 'Publish',
  done: 'Done',
} as const;

export const EVENTS = {
  viewEvents: 'View events',
  createEvent: 'Create event',
  comingSoon: 'Coming soon',
  periodTabs: { now: 'Happening now', future: 'Future events', past: 'Past events' },
  searchTabs: { now: 'Now', future: 'Future', past: 'Past' },
  sort: { dateCreated: 'Date created', alphabetical: 'A-Z' },
  visitWebsite: 'Visit website to learn more',
  free: 'Free',
  whoIsGoing: "Who's going",
  whoWent: 'Who went',
  viewAll: 'view all',
  ticketsAndCheckins: 'Tickets and check-ins',
  checkedIn: 'Checked in',
  viewTicket: 'View ticket',
  infoModalTitle: "We've emailed you some help",
  staff: { organizer: 'Organizer', admins: 'Admins', hosts: 'Host', djs: 'Djs' },
  wizardRequired: 'All fields here are required, unless otherwise noted as optional',
  publishEvent: 'Publish Event',
  done: 'Done',
  saveDraft: 'save draft',
  deleteEvent: 'delete event',
  deleteEventCancel: 'Delete event',
  saveAsDraft: 'Save as draft',
  deleteBattleConfirm: 'Are you sure you want to delete this battle',
} as const;

export const CHECKIN = {
  heading: 'Check people in',
  counter: (checkedIn: number, total: number) => `${checkedIn}/${total} checked in`,
  search: 'Search people',
  columns: { user: 'User', status: 'Status' },
  key: 'Key',
  checkIn: 'Check-In',
  checkedIn: 'Checked-in',
  payAndCheckIn: 'Pay & Check-In',
  /** The API's refusal outside the event's hours (spec: check-in only while the period is now). */
  closed: 'Check-in is open only while the event is happening',
  legend: {
    checkedIn: 'user paid and is checked in',
    checkIn: 'user has a ticket (bought, or given to staff) but has not checked in',
    card: 'paid by card',
    cash: 'paid cash at the door',
    payAndCheckIn: 'user chose to pay cash at the event and has not paid yet; admin may check them in after payment',
  },
} as const;

export const MEMBERS = {
  sortBy: 'Sort by',
  sortAsc: 'A-Z',
  sortDesc: 'Z-A',
  search: (count: number) => `Search ${count} cards`,
} as const;

export const BATTLES = {
  tabs: { registration: 'Registration', prelims: 'Prelims', brackets: 'Brackets' },
  registerNewCrew: 'Register new crew',
  joinExistingCrew: 'Join existing crew',
  checkInCap: (limit: number) => `Check-in cap: ${limit}`,
  registrationCap: (limit: number) => `Registration cap: ${limit}`,
  crewName: 'Crew name*',
  registerCrew: 'Register Crew',
  saveEdits: 'Save edits',
  cancel: 'Cancel',
  emptyCrewConfirm: "Looks like you didn't add anyone to your crew, if you are sure and want to continue, click OK",
  confirmTitles: { unregister: 'Unregister', decline: 'Decline', uncheck: 'Un-check' },
  addResults: 'Add Results',
  addPlace: (title: string) => `Add ${title}`,
  addTop: (n: number) => `Add top ${n}`,
  save: 'Save',
  unlimited: 'Unlimited',
  placeLabels: { 1: '1st Place', 2: '2nd Place', 4: 'Top 4', 8: 'Top 8', 16: 'Top 16', 32: 'Top 32' } as Record<number, string>,
} as const;

/**
 * Why the register button is disabled (`permissions.registerButtonDisableReason`) and what the API
 * answers when it refuses a registration or a crew member. The spec leaves these to the server;
 * `capReached` accompanies an enabled button: pressing it joins the waitlist.
 */
export const REGISTRATION_REASONS = {
  closed: 'Registration is closed',
  eventPast: 'This event has ended',
  capReached: 'The battle is full: registering puts you on the waitlist',
  notOrgMember: 'Only members of the organization can compete in this battle',
  memberNotOrgMember: (dancerName: string) => `${dancerName} is not a member of the organization`,
  judge: 'Judges cannot compete',
  memberIsJudge: (dancerName: string) => `${dancerName} judges this battle and cannot compete`,
  staff: 'Event organizers and admins cannot compete',
  memberIsStaff: (dancerName: string) => `${dancerName} runs this event and cannot compete`,
  alreadyRegistered: 'You are already registered',
  waitlisted: 'You are on the waitlist',
  invited: 'You are invited to a crew: accept or decline the invitation first',
  memberInAnotherCrew: (dancerName: string) => `${dancerName} is already in a crew of this battle`,
  memberRegistered: (dancerName: string) => `${dancerName} is already registered in this battle`,
  signAgreement: 'Sign the agreement to register',
  signWaiver: 'Sign the waiver to register',
  memberMustSign: (dancerName: string) => `${dancerName} has not signed the agreement and waiver`,
  crewBattle: 'This is a crew battle: register a crew',
  soloBattle: 'This is a 1 vs 1 battle: register as a dancer',
  tooManyMembers: (crewSize: number) => `A crew has at most ${crewSize} dancers`,
  notRegistered: 'You are not registered in this battle',
  noDocument: 'This battle has no such document to sign',
} as const;

/** Header-bell notifications about battles; each links to the battle page (`/battle/{id}`). */
export const BATTLE_NOTIFICATIONS = {
  invited: (crewName: string, battleTitle: string) => `You are invited to crew ${crewName} in ${battleTitle}`,
  joinRequested: (dancerName: string, crewName: string) => `${dancerName} asks to join ${crewName}`,
  accepted: (dancerName: string, crewName: string) => `${dancerName} accepted and is now in ${crewName}`,
  confirmed: (crewName: string, battleTitle: string) => `You are confirmed in ${crewName} for ${battleTitle}`,
  declined: (crewName: string, battleTitle: string) => `You were removed from ${crewName} in ${battleTitle}`,
  promoted: (battleTitle: string) => `A spot opened: you are off the waitlist and registered in ${battleTitle}`,
  results: (battleTitle: string, placeLabel: string) => `Results of ${battleTitle}: ${placeLabel}`,
} as const;

export const PRELIMS = {
  groups: 'Groups',
  list: 'List',
  searchDancers: 'Search dancers',
  participants: 'participants',
  crews: 'crews',
  groupName: (n: number) => `Group ${n}`,
  addToBracket: 'Add to bracket',
  undoBracket: 'Undo bracket',
  editGroups: 'Edit groups',
  createGroups: 'Create groups',
  orderBy: 'Order by',
  sortOptions: { points: 'Points', name: 'Name', number: 'Assigned number' },
  editPoints: 'Edit points',
  done: 'Done',
  randomize: 'Randomize',
  noScore: '-',
  undoConfirm: { title: 'Undo brackets', text: 'Are you sure you want to undo brackets?', button: 'Undo' },
  addConfirm: { title: 'Add to bracket', text: 'Are you sure you want to add to brackets?', button: 'Add' },
} as const;

/**
 * The prelims answer's `permissions.error` (shown beside the buttons) and the 409s of the prelims
 * writes. The spec leaves them "not shown"; these are ours.
 */
export const PRELIMS_ERRORS = {
  tooFew: (kind: 'solo' | 'crews') =>
    kind === 'solo'
      ? 'At least two checked-in dancers are needed for a bracket.'
      : 'At least two checked-in crews are needed for a bracket.',
  unscored: (kind: 'solo' | 'crews') =>
    kind === 'solo'
      ? 'Every dancer still in needs points before the bracket.'
      : 'Every crew still in needs points before the bracket.',
  sameScore: 'Too many competitors with the same points for the final bracket spot(s).',
  notScoredYet: 'Nothing is scored yet: randomize the order or start judging.',
  finished: 'The preliminaries are finished.',
  notCheckedIn: 'Only checked-in entries can be grouped or scored.',
  nothingToGroup: 'Nobody is checked in yet, so there is nobody to group.',
  shuffleAfterScores: 'The order can only be randomized before the first score.',
} as const;

export const BRACKETS = {
  rounds: (n: number) => `${n} rounds`,
  left: 'Left Bracket',
  right: 'Right Bracket',
  versus: 'VS',
  emptyName: '?',
  editBrackets: 'Edit brackets',
  submit: 'Submit bracket',
  cancel: 'Cancel',
  final: 'Final',
  semiFinal: 'Semi-final',
  top: (n: number) => `Top ${n}`,
} as const;

/** The shell's chrome where the spec gives no words: remote areas, cookie text, Home hero. */
export const SHELL = {
  areaUnavailable: 'This part of Cypher could not load.',
  areaIncompatible: 'This part of Cypher is being updated and cannot open right now.',
  retry: 'Retry',
  loading: 'Loading…',
  skipToContent: 'Skip to content',
  cookieText: 'We use cookies to keep you signed in and to understand how Cypher is used.',
  heroTitle: 'Where the cypher meets',
  heroTagline: 'Battles, jams, workshops and the crews behind them: find your next event or put one on the map.',
  contactUs: 'Contact us',
  copyright: (year: number) => `© ${year} Cypher`,
} as const;

/**
 * Why the API refuses a brackets, sparring or audience-vote call (the spec leaves these to the
 * server; the page shows them in its error toast).
 */
export const BRACKET_REASONS = {
  notBracketBattle: 'This battle has no bracket',
  noBracket: 'Add to bracket first: there is no bracket yet',
  notRunning: 'The bracket is not running: submit the bracket first',
  battleFinished: 'The battle is finished: reset the final to change the bracket',
  undoAfterResults: 'Some sparrings are decided: reset them before undoing the bracket',
  notInBracket: 'This sparring is not part of this bracket',
  sparringTwice: 'Each sparring can be placed once',
  sparringLocked: 'This sparring is decided and locked',
  resetBeforeSeeding: 'This sparring has scores: reset it before changing its sides',
  notEntrant: (solo: boolean) => (solo ? 'This dancer is not in the bracket' : 'This crew is not in the bracket'),
  eliminated: (solo: boolean) => (solo ? 'This dancer is out of the bracket' : 'This crew is out of the bracket'),
  alreadyWon: 'Already won a sparring of this round: place them in a later round',
  sidesMissing: 'Both sides of this sparring must be set first',
  sparringFinished: 'This sparring is finished: its scores can no longer change',
  roundTwice: 'Each round can be scored once per submission',
  roundOutOfOrder: 'A round can be scored only after the previous round has both scores',
  noSuchRound: (count: number) => `This sparring has ${count} round${count === 1 ? '' : 's'}`,
  notTied: 'A tie-breaker round is added only when every round is scored and the totals are equal',
  notComplete: 'Every judge must score every round before the sparring can finish',
  hasPoints: 'This sparring has points: finish it by points or reset it',
  notASide: 'The winner must be the red or the blue side of this sparring',
  nextDecided: 'The next sparring already has scores or a winner: reset it first',
  voteNeedsCheckIn: 'Only people checked in to the event can vote',
  alreadyVoted: 'You already voted in this sparring',
} as const;
