/**
 * The spec's words on the shell's chrome, which every page draws: header, footer, cookie banner
 * and the not-found page. A module of their own (re-exported by `texts.ts`), so the first scripts
 * carry these and not every area's errors and labels.
 */
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
