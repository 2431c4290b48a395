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
