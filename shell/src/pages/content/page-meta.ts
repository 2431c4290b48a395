// Title, description and link-preview tags of a page, for as long as it is shown. Restored when
// the visitor leaves, so the next page starts from the site's own.
import { useEffect } from 'react';

const SITE = 'Cypher';

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const previous = element?.getAttribute('content') ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
  const created = previous === null;
  const tag = element;
  return () => (created ? tag.remove() : tag.setAttribute('content', previous));
}

export function pageTitle(title: string): string {
  return `${title} · ${SITE}`;
}

export function usePageMeta({ title, description }: { title: string; description: string }): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = pageTitle(title);
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', pageTitle(title)),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', 'article'),
      setMeta('property', 'og:site_name', SITE),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [title, description]);
}
