/** The buttons every dialog of the battle page shares; dialogs are chunks opened on demand. */
export const DIALOG_LABELS = {
  close: 'Close',
  cancel: 'Cancel',
  ok: 'OK',
} as const;
