// Markdown rendered at build time, sanitised again here (DOMPurify before every
// dangerouslySetInnerHTML). Links to this site's own paths move through the router, not a reload.
import DOMPurify from 'dompurify';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel'];

export function sanitizeContent(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https:|mailto:|\/(?![/\\])|#)/i });
}

export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  }
  // Only clicks on real links are routed; links keep their own keyboard behaviour (Enter clicks).
  return <div className={className} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: sanitizeContent(html) }} />;
}
