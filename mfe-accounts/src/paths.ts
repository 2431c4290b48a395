/** Every path this app links to, from the site root; route patterns are the same without the slash. */
export const paths = {
  members: '/members',
  profile: (id: number) => `/profile/${id}`,
};

/** Where the parcel opens when it is given no path. */
export const DEFAULT_PATH = paths.members;
