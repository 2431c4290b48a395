import type { ContentSection } from './content-page-data.js';

/** schema.org FAQPage of every question, for search engines' rich results. */
export function faqStructuredData(sections: ContentSection[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        '@type': 'Question',
        name: item.title,
        acceptedAnswer: { '@type': 'Answer', text: item.text },
      })),
    ),
  };
}

/**
 * A JSON-LD block is data, not script: the browser never runs it, so the page's CSP
 * (`script-src 'self'`) does not apply. `<` is escaped so no text can close the element.
 */
export function FaqStructuredData({ sections }: { sections: ContentSection[] }) {
  const json = JSON.stringify(faqStructuredData(sections)).replace(/</g, '\\u003c');
  return <script type="application/ld+json">{json}</script>;
}
