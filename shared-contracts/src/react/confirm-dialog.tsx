import { lazyPart } from './lazy-part.js';

export interface ConfirmDialogProps {
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Text of the cancelling button ('Cancel' unless the spec names another, e.g. 'Save as draft'). */
  cancelLabel?: string;
  /** A heading above the text where the spec names the dialog ('Undo brackets'); it names the dialog too. */
  title?: string;
}

/**
 * A modal confirmation (max width 500 px, spec): focus starts on Cancel, Tab stays inside, Escape
 * cancels. The caller puts focus back where it was when it closes the dialog. It opens after a
 * click and overlays the page, so its code is fetched then and nothing stands in for it.
 */
export const ConfirmDialog = lazyPart<ConfirmDialogProps>(
  () => import('./confirm-dialog-view.js'),
  'ConfirmDialogView',
  () => null,
);
