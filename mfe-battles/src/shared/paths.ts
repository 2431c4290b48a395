import { SITE_PAGES } from '@cypher/contracts';

/** Every path this app links to, from the site's page table (the contracts' SITE_PAGES). */
export const paths = {
  battle: SITE_PAGES.battle.link,
  prelims: (id: number, view?: 'groups' | 'list') => `${SITE_PAGES.prelims.link(id)}${view ? `?prelimsViewMode=${view}` : ''}`,
  prelimsGroups: SITE_PAGES.prelimsGroups.link,
  prelimsGroup: SITE_PAGES.prelimsGroup.link,
  brackets: SITE_PAGES.brackets.link,
  sparring: SITE_PAGES.sparring.link,
  /** Other areas (links through the platform). */
  event: SITE_PAGES.event.link,
  profile: SITE_PAGES.profile.link,
  organization: SITE_PAGES.organization.link,
};

/**
 * Where the parcel opens when it is given no path. A battle needs an id, so the standalone page
 * is opened at /battle/<id>; without one it lands on the not-found report.
 */
export const DEFAULT_PATH = '/battle';
