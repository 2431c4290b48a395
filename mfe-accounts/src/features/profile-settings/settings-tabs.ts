import { PROFILE } from '@cypher/contracts/texts';

/** The `tabName` values of /profile-setting, in menu order. */
export const SETTINGS_TABS = ['profile', 'contact', 'stats', 'password', 'profiles'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABEL: Record<SettingsTab, string> = {
  profile: PROFILE.settingsMenu.profile,
  contact: PROFILE.settingsMenu.contactSocial,
  stats: PROFILE.settingsMenu.stats,
  password: PROFILE.settingsMenu.changePassword,
  profiles: PROFILE.settingsMenu.otherProfiles,
};

/** The tab a `tabName` names; anything else (or nothing) opens Profile. */
export function settingsTabFrom(tabName: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(tabName ?? '') ? (tabName as SettingsTab) : 'profile';
}
