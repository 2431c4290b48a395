import sanitizeHtml from 'sanitize-html';
import type { LegalDocumentInput } from '@cypher/contracts';

/**
 * What the rich-text editor's toolbar (bold, italic, underline, ordered and bullet lists, link)
 * produces, and nothing else: scripts, event handlers, styles and javascript: links never reach
 * the database. Quill 2 marks list items with data-list, so that attribute is kept too.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    li: [{ name: 'data-list', multiple: false, values: ['bullet', 'ordered'] }],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedSchemesByTag: {},
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: { href: attribs.href ?? '', ...(attribs.rel ? { rel: attribs.rel } : {}) } },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The visible text of rich text: tags stripped, entities for spaces treated as spaces. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
}

/**
 * The spec's rule for an agreement or waiver: when the text (tags stripped), title, subtitle and
 * version are all empty the document is saved empty (null); otherwise the text is sanitised and
 * the other parts trimmed.
 */
export function normalizeLegalDocument(doc: LegalDocumentInput | null): LegalDocumentInput | null {
  if (!doc) return null;
  const title = doc.title.trim();
  const subtitle = doc.subtitle.trim();
  const version = doc.version.trim();
  if (!title && !subtitle && !version && !plainTextOf(doc.text)) return null;
  return { title, subtitle, version, text: sanitizeRichText(doc.text) };
}
