import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextSanitizer, type LegalDocumentInput, type Purifier } from '@cypher/contracts';

/**
 * Rich text is cleaned before it is stored with the contracts' one allow-list
 * (`rules/rich-text-policy.ts`), run by DOMPurify on a jsdom window, exactly as the pages run it
 * in the browser: scripts, event handlers, styles and javascript: links never reach the database.
 */
const richText = richTextSanitizer(createDOMPurify(new JSDOM('').window) as unknown as Purifier);

export const sanitizeRichText = (html: string): string => richText.sanitize(html);

/** The visible text of rich text: tags stripped, entities for spaces treated as spaces. */
export const plainTextOf = (html: string): string => richText.plainText(html);

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
