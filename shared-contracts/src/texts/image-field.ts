/**
 * The image field's choose button (spec: onboarding's 'Add image' / 'Edit image', the field's
 * default everywhere). A module of its own because the field's stand-in is in the shared React kit,
 * which every page downloads: importing ONBOARDING there put all the onboarding form's texts into
 * every page's first download (issue 7).
 */
export const IMAGE_FIELD = {
  addImage: 'Add image',
  editImage: 'Edit image',
} as const;
