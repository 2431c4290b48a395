import { SITE_PAGES } from '@cypher/contracts';

/** The organization page's tabs, in the order the tab bar shows them (spec: selected by `?tab=`). */
export const ORG_TABS = ['events', 'members', 'media', 'about'] as const;
export type OrgTab = (typeof ORG_TABS)[number];

/** The settings child pages, in the side menu's order. */
export const SETTINGS_SECTIONS = ['general', 'admins', 'members', 'promoters', 'socials', 'agreement', 'waiver'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Id of the organization page's tab bar: `#org-tabs` is its anchor. */
export const TAB_BAR_ID = 'org-tabs';

/** Every path this app links to, from the site's page table (the contracts' SITE_PAGES). */
export const paths = {
  organizations: SITE_PAGES.organizations.link(),
  organization: SITE_PAGES.organization.link,
  organizationTab: (id: number, tab: OrgTab) => `${SITE_PAGES.organization.link(id)}?tab=${tab}#${TAB_BAR_ID}`,
  createOrganization: SITE_PAGES.createOrganization.link,
  settings: (id: number, section: SettingsSection = 'general') => SITE_PAGES.organizationSettings.link(id, section),
  event: SITE_PAGES.event.link,
  profile: SITE_PAGES.profile.link,
};

/** Where the parcel opens when it is given no path. */
export const DEFAULT_PATH = paths.organizations;
