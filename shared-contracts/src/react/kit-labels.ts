/** Words of the kit's shared controls (not quoted by the specs, so they live beside the controls). */
export const KIT_LABELS = {
  cancel: 'Cancel',
  editorLoading: 'Loading editor',
  userSearchPlaceholder: 'Type a dancer name',
  userSearchNone: 'No dancers found',
  imageType: 'Use a png or jpeg image',
  uploading: 'Uploading…',
  save: 'Save',
  remove: (name: string) => `Remove ${name}`,
  media: {
    title: 'Videos',
    link: 'YouTube link',
    add: 'Add video',
    rename: 'Rename',
    name: 'Video name',
    untitled: 'Untitled video',
    empty: 'No videos yet',
  },
} as const;
