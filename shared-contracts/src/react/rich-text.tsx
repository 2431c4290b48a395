import DOMPurify from 'dompurify';

/** Rich text as the quill toolbar makes it: paragraphs, bold, italic, underline, lists and links. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a', 'span'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'data-list', 'class'];

/** The HTML with everything but the editor's formatting removed (scripts, handlers, styles, frames). */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i });
}

/** The text of rich text without its tags (the agreement/waiver empty rule looks at it). */
export function richTextToPlain(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/&nbsp;/g, ' ');
}

/** Rich text from the API, sanitised again before it reaches the page. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
