import DOMPurify from 'dompurify';
import { richTextSanitizer, type Purifier, type RichTextSanitizer } from '../rules/rich-text-policy.js';

/** A DOMPurify instance of our own (hooks are per instance) with the contracts' allow-list. */
let sanitizer: RichTextSanitizer | null = null;
const richText = () => (sanitizer ??= richTextSanitizer(DOMPurify(window) as unknown as Purifier));

/** The HTML with everything but the editor's formatting removed (rules/rich-text-policy.ts). */
export function sanitizeRichText(html: string): string {
  return richText().sanitize(html);
}

/** The text of rich text without its tags (the agreement/waiver empty rule looks at it). */
export function richTextToPlain(html: string): string {
  return richText().plainText(html);
}

/** Rich text from the API, sanitised again before it reaches the page. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
