/** Words of the video panel (not quoted by the specs, so they live beside it). */
export const MEDIA_LABELS = {
  title: 'Videos',
  link: 'YouTube link',
  add: 'Add video',
  rename: 'Rename',
  name: 'Video name',
  untitled: 'Untitled video',
  empty: 'No videos yet',
  save: 'Save',
  cancel: 'Cancel',
  remove: (name: string) => `Remove ${name}`,
} as const;
