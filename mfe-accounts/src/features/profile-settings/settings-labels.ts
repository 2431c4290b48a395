/**
 * Labels of Profile settings that the spec names without quoting a text (quoted ones come from
 * the contracts: PROFILE.settingsMenu, PROFILE.socialPrefixes, ERRORS, TOAST).
 */
export const SETTINGS_LABELS = {
  title: 'Profile settings',
  menu: 'Settings sections',
  logOut: 'Log out',
  save: 'Save',
  saving: 'Saving…',
  dancerName: 'Dancer name*',
  firstName: 'First name*',
  lastName: 'Last name*',
  birthday: 'Birthday*',
  avatar: 'Profile picture',
  email: 'Contact e-mail',
  statsIntro: 'Choose which stats everyone can see on your profile.',
  statPublic: (stat: string) => `Show ${stat.toLowerCase()} publicly`,
  currentPassword: 'Current password*',
  newPassword: 'New password*',
  confirmPassword: 'Confirm new password*',
  changePassword: 'Change password',
  mainProfile: 'Main profile',
  actingProfile: 'You are acting as this profile',
  setMain: 'Set as main',
  release: 'Release',
  viewProfile: 'View profile',
} as const;
