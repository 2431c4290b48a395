import type { ContentSection } from './content-page-data.js';

/** Every word of the query appears in the question or its answer (case and accents ignored). */
export function filterFaq(sections: ContentSection[], query: string): ContentSection[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => {
        const haystack = fold(`${section.title} ${item.title} ${item.text}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((section) => section.items.length > 0);
}
