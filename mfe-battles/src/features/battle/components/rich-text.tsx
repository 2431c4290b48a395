import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text written in the editor (descriptions). The server sanitises it before storing; it is
 * sanitised again here because this is where it becomes markup in the visitor's page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
