// Title, description and link-preview tags of a page, for as long as it is shown. When the visitor
// leaves, the site's own head comes back — not the values found on arrival: the composition server
// already writes a page's head into its first HTML (scripts/server/page-head.mjs), so on a page
// opened directly those values are the page's own, and keeping them would label the next page.
import { useEffect } from 'react';

/** The head of shell/src/index.html (a test keeps the two the same). */
export const SITE_HEAD = {
  title: 'Cypher',
  description: 'Cypher: events, battles, crews and organizations of the breaking and street-dance community.',
};

const PREVIEW_TAGS = ['og:title', 'og:description', 'og:type', 'og:site_name', 'og:url', 'og:image'];

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

function restoreSiteHead(): void {
  document.title = SITE_HEAD.title;
  setMeta('name', 'description', SITE_HEAD.description);
  for (const key of PREVIEW_TAGS) document.head.querySelector(`meta[property="${key}"]`)?.remove();
  document.head.querySelector('meta[name="twitter:card"]')?.remove();
}

export function pageTitle(title: string): string {
  return `${title} · ${SITE_HEAD.title}`;
}

export function usePageMeta({ title, description }: { title: string; description: string }): void {
  useEffect(() => {
    document.title = pageTitle(title);
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', pageTitle(title));
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'article');
    setMeta('property', 'og:site_name', SITE_HEAD.title);
    return restoreSiteHead;
  }, [title, description]);
}
