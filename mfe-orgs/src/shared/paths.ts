/** The organization page's tabs, in the order the tab bar shows them (spec: selected by `?tab=`). */
export const ORG_TABS = ['events', 'members', 'media', 'about'] as const;
export type OrgTab = (typeof ORG_TABS)[number];

/** The settings child pages, in the side menu's order. */
export const SETTINGS_SECTIONS = ['general', 'admins', 'members', 'promoters', 'socials', 'agreement', 'waiver'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Id of the organization page's tab bar: `#org-tabs` is its anchor. */
export const TAB_BAR_ID = 'org-tabs';

/** Every path this app links to, from the site root; route patterns are the same without the slash. */
export const paths = {
  organizations: '/organizations',
  organization: (id: number) => `/organization/${id}`,
  organizationTab: (id: number, tab: OrgTab) => `/organization/${id}?tab=${tab}#${TAB_BAR_ID}`,
  createOrganization: (id: number) => `/create-organization-organization/${id}`,
  settings: (id: number, section: SettingsSection = 'general') => `/organization/${id}/settings/${section}`,
  event: (id: number) => `/event/${id}`,
  profile: (id: number) => `/profile/${id}`,
};

/** Where the parcel opens when it is given no path. */
export const DEFAULT_PATH = paths.organizations;
