import { useEffect, useRef } from 'react';
import Quill from 'quill';
// The snow theme's stylesheet arrives with this lazy chunk, like any stylesheet a chunk imports.
import 'quill/dist/quill.snow.css';
import type { RichTextEditorProps } from './rich-text-editor.js';
import { sanitizeRichText } from './rich-text-sanitizer.js';

/** Spec toolbar: bold, italic, underline, ordered and bullet lists, link. */
const TOOLBAR = [['bold', 'italic', 'underline'], [{ list: 'ordered' }, { list: 'bullet' }], ['link']];
const FORMATS = ['bold', 'italic', 'underline', 'list', 'link'];

/** Quill (snow theme) in a React component; the HTML it reports is what its toolbar allows. */
export default function QuillEditor({ label, initialValue, onChange }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;
  const initial = useRef(initialValue);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const container = document.createElement('div');
    element.append(container);
    const quill = new Quill(container, { theme: 'snow', modules: { toolbar: TOOLBAR }, formats: FORMATS });
    quill.setContents(quill.clipboard.convert({ html: sanitizeRichText(initial.current) }), 'silent');
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-label', label);
    quill.on('text-change', () => report.current(quill.getLength() > 1 ? quill.getSemanticHTML().replace(/&nbsp;/g, ' ') : ''));
    return () => {
      element.replaceChildren();
    };
  }, [label]);

  return (
    <div className="cy-editor">
      <div ref={host} />
    </div>
  );
}
