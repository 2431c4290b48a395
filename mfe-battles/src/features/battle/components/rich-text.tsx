import { SanitizedHtml } from '@cypher/contracts/react/rich-text';

/**
 * Rich text written in the editor (descriptions). The server sanitises it before storing; it is
 * sanitised again here, by the kit's one sanitiser, because this is where it becomes markup.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <SanitizedHtml html={html} className={className} />;
}
