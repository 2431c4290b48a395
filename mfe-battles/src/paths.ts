/** Every path this app links to, from the site root; route patterns are the same without the slash. */
export const paths = {
  battle: (id: number) => `/battle/${id}`,
  prelims: (id: number, view?: 'groups' | 'list') => `/battle/${id}/prelims${view ? `?prelimsViewMode=${view}` : ''}`,
  prelimsGroups: (id: number) => `/battle/${id}/prelims/groups`,
  prelimsGroup: (id: number, groupId: number) => `/battle/${id}/prelims/group/${groupId}`,
  brackets: (id: number) => `/battle/${id}/brackets`,
  sparring: (id: number) => `/sparring/${id}`,
  /** Other areas (links through the platform). */
  event: (id: number) => `/event/${id}`,
  profile: (id: number) => `/profile/${id}`,
  organization: (id: number) => `/organization/${id}`,
};

/**
 * Where the parcel opens when it is given no path. A battle needs an id, so the standalone page
 * is opened at /battle/<id>; without one it lands on the not-found report.
 */
export const DEFAULT_PATH = '/battle';
