// @cypher/contracts/react/rich-text — showing rich text (every page with a description) and
// sanitising it with DOMPurify (the editors). Two modules behind one entry: the contracts have no
// side effects, so a page that only shows rich text bundles the view and not DOMPurify.
export { SanitizedHtml } from './rich-text-view.js';
export { sanitizeRichText, richTextToPlain } from './rich-text-sanitizer.js';
