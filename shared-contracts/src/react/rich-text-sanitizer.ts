// The editors' side of rich text: DOMPurify with the contracts' allow-list, for what is about to be
// saved or measured. A module of its own so that pages which only show rich text (rich-text-view)
// never pull DOMPurify into their chunks.
import DOMPurify from 'dompurify';
import { richTextSanitizer, type Purifier, type RichTextSanitizer } from '../rules/rich-text-sanitizer.js';

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
