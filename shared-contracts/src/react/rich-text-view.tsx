import { createElement, useMemo, type ReactNode } from 'react';
import { richTextTree, type RichTextNode } from '../rules/rich-text-policy.js';

function toElement(node: RichTextNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const { class: className, ...attributes } = node.attributes;
  return createElement(
    node.tag,
    { key, className, ...attributes },
    node.children.length > 0 ? node.children.map(toElement) : undefined,
  );
}

/**
 * Rich text from the API, sanitised again before it reaches the page: the browser parses it inert
 * (DOMParser runs no script and loads nothing), the allow-list keeps what the editor makes, and
 * React creates those elements one by one — no markup is ever handed to innerHTML, so a page that
 * shows a description does not download DOMPurify.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => richTextTree(new DOMParser().parseFromString(html, 'text/html').body).map(toElement), [html]);
  return <div className={className}>{content}</div>;
}
