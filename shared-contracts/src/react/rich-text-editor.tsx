import { lazy, Suspense } from 'react';

const EDITOR_LOADING = 'Loading editor';

/** Quill is loaded only when an editor is shown, so no other page carries it in its scripts. */
const QuillEditor = lazy(() => import('./quill-editor.js'));

export interface RichTextEditorProps {
  /** Accessible name of the editing area. */
  label: string;
  /** The starting HTML; later changes of this prop are not applied (remount with a key instead). */
  initialValue: string;
  onChange: (html: string) => void;
}

/** A rich-text field (toolbar: bold, italic, underline, ordered and bullet lists, link). */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<p className="cy-skeleton" aria-busy="true" aria-label={EDITOR_LOADING} />}>
      <QuillEditor {...props} />
    </Suspense>
  );
}
