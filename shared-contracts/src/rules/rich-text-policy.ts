/**
 * The one allow-list for rich text, used by the API before it stores an organization's or an
 * event's description or a legal document, and by every page before it shows one. What the
 * editor's toolbar makes (paragraphs, bold, italic, underline, ordered and bullet lists, links)
 * and nothing else: scripts, event handlers, styles, images, frames and `javascript:` links go.
 *
 * The API and the editors run DOMPurify (the API on a jsdom window) configured by
 * `richTextSanitizer` (./rich-text-sanitizer.ts). A page that only shows rich text walks the
 * browser's inert parse of it with `richTextTree` — the same lists and the same attribute rules, at
 * most what DOMPurify keeps — and renders the result as elements, never as markup, so it needs no
 * DOMPurify (11 KB gzip) to show a description, nor the DOMPurify configuration (a module apart, so
 * a page's bundle keeps only this one). The contracts take the DOMPurify instance as an argument
 * and import neither library.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a', 'span'];
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel', 'data-list', 'class'];
/** Links open web pages or mail, nothing else (no `javascript:`, `data:`, protocol-relative). */
export const RICH_TEXT_LINK = /^(?:https?:|mailto:)/i;
/** Quill 2 marks list items with these; any other value is dropped. */
const LIST_KINDS = new Set(['bullet', 'ordered']);
/** The editor's own classes (`ql-align-center`, `ql-ui`); other classes could restyle the page. */
const EDITOR_CLASS = /^ql-[a-z0-9-]+$/;

/** Adjusts the attributes the allow-list keeps to the values the editor can produce. */
export function tidyAttributes(node: Element): void {
  if (node.tagName === 'A') {
    // A link that opens a new tab must not hand the opener to the other site; other targets go.
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  }
  const list = node.getAttribute('data-list');
  if (list !== null && (node.tagName !== 'LI' || !LIST_KINDS.has(list))) node.removeAttribute('data-list');
  const classes = node.getAttribute('class');
  if (classes !== null) {
    const kept = classes.split(/\s+/).filter((name) => EDITOR_CLASS.test(name));
    if (kept.length) node.setAttribute('class', kept.join(' '));
    else node.removeAttribute('class');
  }
}

/**
 * Elements dropped with everything inside them (DOMPurify's FORBID_CONTENTS); any other element
 * outside the allow-list is dropped but its content kept, as DOMPurify does.
 */
const DROPPED_WITH_CONTENT = new Set(
  (
    'annotation-xml audio colgroup desc foreignobject head iframe math mi mn mo ms mtext noembed noframes ' +
    'noscript plaintext script style svg template thead title video xmp'
  ).split(' '),
);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Allowed rich text as plain data: text, or an allowed element with its kept attributes. */
export type RichTextNode = string | { tag: string; attributes: Record<string, string>; children: RichTextNode[] };

/**
 * The allow-list applied to a parsed (inert) tree, e.g. the body of `DOMParser`'s answer: what it
 * keeps, as data to render element by element. Attributes are tidied in place on that tree.
 */
export function richTextTree(parent: ParentNode): RichTextNode[] {
  const kept: RichTextNode[] = [];
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === TEXT_NODE) kept.push(node.textContent ?? '');
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.localName;
    if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!RICH_TEXT_TAGS.includes(tag)) {
      kept.push(...richTextTree(element));
      continue;
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (!RICH_TEXT_ATTRIBUTES.includes(name)) element.removeAttribute(name);
      else if (name === 'href' && !RICH_TEXT_LINK.test(value.trim())) element.removeAttribute(name);
      else element.setAttribute(name, value.trim());
    }
    tidyAttributes(element);
    const attributes = Object.fromEntries(Array.from(element.attributes, ({ name, value }) => [name, value]));
    kept.push({ tag, attributes, children: richTextTree(element) });
  }
  return kept;
}
