import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK, RICH_TEXT_TAGS, tidyAttributes } from './rich-text-policy.js';

// The rich-text allow-list (./rich-text-policy.ts) as a DOMPurify configuration, for the API and
// the editors. Apart from the policy so that pages which only show rich text do not carry it.

/** The part of a DOMPurify instance the policy uses. */
export interface Purifier {
  sanitize(html: string, config: Record<string, unknown>): unknown;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: Element) => void): void;
}

export interface RichTextSanitizer {
  /** The HTML with everything but the editor's formatting removed. */
  sanitize(html: string): string;
  /** The visible text: every tag removed, non-breaking spaces as spaces, trimmed. */
  plainText(html: string): string;
}

/** Configures a DOMPurify instance of its own (the hook is per instance) with the allow-list. */
export function richTextSanitizer(purify: Purifier): RichTextSanitizer {
  purify.addHook('afterSanitizeAttributes', tidyAttributes);
  return {
    sanitize: (html) =>
      String(
        purify.sanitize(html, {
          ALLOWED_TAGS: RICH_TEXT_TAGS,
          ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
          ALLOWED_URI_REGEXP: RICH_TEXT_LINK,
          // `target` is not a link, but DOMPurify checks it against the link pattern unless told.
          ADD_URI_SAFE_ATTR: ['target'],
        }),
      ).trim(),
    plainText: (html) =>
      String(purify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }))
        .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
        .trim(),
  };
}
