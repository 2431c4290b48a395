/** Paths the profile page and profile settings link to, from the site root. */
export const profilePaths = {
  profile: (id: number) => `/profile/${id}`,
  settings: (tabName?: string) => (tabName ? `/profile-setting?tabName=${tabName}` : '/profile-setting'),
  releaseProfile: (id: number) => `/release-profile/${id}`,
  /** Another area (events): reached through AreaLink. */
  event: (id: number) => `/event/${id}`,
};
