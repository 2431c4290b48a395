/** Every path this app links to, from the site root; route patterns are the same without the slash. */
export const paths = {
  home: '/',
  members: '/members',
  profile: (id: number) => `/profile/${id}`,
  login: '/login',
  signup: '/signup',
  incompleteSignup: (redirect: string | null) =>
    `/signup?incomplete=true${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`,
  resetPassword: '/reset-password',
  magicLink: '/magic-link',
  createOtherProfile: '/create-other-profile',
  releaseProfile: (id: number) => `/release-profile/${id}`,
  profileSettings: '/profile-setting',
  settingsTab: (tabName?: string) => (tabName ? `/profile-setting?tabName=${tabName}` : '/profile-setting'),
  /** Another area (events): reached through AreaLink. */
  event: (id: number) => `/event/${id}`,
};

/** Where the parcel opens when it is given no path. */
export const DEFAULT_PATH = paths.members;
