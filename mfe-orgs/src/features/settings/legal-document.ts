import type { LegalDocument } from '@cypher/contracts';
import { richTextToPlain, sanitizeRichText } from '@cypher/contracts/react/rich-text';

/**
 * Spec: when the text (tags stripped), title, subtitle and version are all empty the agreement or
 * waiver is saved empty (null); otherwise the text is sanitised and the other parts trimmed.
 */
export function legalDocumentToSave(draft: LegalDocument): LegalDocument | null {
  const title = draft.title.trim();
  const subtitle = draft.subtitle.trim();
  const version = draft.version.trim();
  const empty = !richTextToPlain(draft.text).trim() && !title && !subtitle && !version;
  if (empty) return null;
  return { title, subtitle, version, text: sanitizeRichText(draft.text) };
}

export const EMPTY_LEGAL_DOCUMENT: LegalDocument = { title: '', subtitle: '', version: '', text: '' };
