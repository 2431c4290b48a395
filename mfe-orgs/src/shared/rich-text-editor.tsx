import { lazy, Suspense } from 'react';
import { LABELS } from '../labels';

/** Quill is loaded only when an editor is shown, so no other page carries it in its scripts. */
const QuillEditor = lazy(() => import('./quill-editor'));

export interface RichTextEditorProps {
  /** Accessible name of the editing area. */
  label: string;
  /** The starting HTML; later changes of this prop are not applied (remount with a key instead). */
  initialValue: string;
  onChange: (html: string) => void;
}

/** The rich-text field of the settings (toolbar: bold, italic, underline, ordered and bullet lists, link). */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<p className="cy-skeleton" aria-busy="true" aria-label={LABELS.editor.loading} />}>
      <QuillEditor {...props} />
    </Suspense>
  );
}
