// The FAQ: questions grouped by topic, each a native disclosure (<details>/<summary>: keyboard and
// screen readers get it for free) with its own anchor, a search that filters as you type, and the
// FAQPage structured data.
import { useCallback, useId, useState } from 'react';
import faq from '../../../content/faq.md';
import { ContentHtml } from './content-html.js';
import { FaqStructuredData } from './faq-structured-data.js';
import { filterFaq } from './faq-search.js';
import { ContentHeader } from './content-header.js';
import { usePageMeta } from './page-meta.js';
import { useScrollToHash } from './scroll-to-hash.js';

export default function FaqPage() {
  usePageMeta(faq);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const searchId = useId();
  const shown = filterFaq(faq.sections, query);
  const count = shown.reduce((sum, section) => sum + section.items.length, 0);

  const toggle = useCallback((id: string, isOpen: boolean) => {
    setOpen((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  // A link to a question shows it (whatever was searched) and opens it.
  useScrollToHash(
    useCallback(
      (id: string) => {
        if (!faq.sections.some((section) => section.items.some((item) => item.id === id))) return;
        setQuery('');
        toggle(id, true);
      },
      [toggle],
    ),
  );

  return (
    <article className="sh-content sh-faq" aria-labelledby="sh-content-title">
      <FaqStructuredData sections={faq.sections} />
      <ContentHeader page={faq} />
      <div role="search" className="sh-faq__search">
        <label htmlFor={searchId}>Search the questions</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. waitlist, check-in, points"
          autoComplete="off"
        />
      </div>
      <p className="sh-faq__count" role="status">
        {query.trim()
          ? count === 0
            ? 'No questions match your search.'
            : `${count} question${count === 1 ? '' : 's'} found`
          : ''}
      </p>
      {shown.map((section) => (
        <section key={section.id} id={section.id} className="sh-content__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.items.map((item) => (
            <details
              key={item.id}
              id={item.id}
              className="sh-faq__item"
              open={open.has(item.id)}
              onToggle={(event) => toggle(item.id, event.currentTarget.open)}
            >
              <summary>{item.title}</summary>
              <ContentHtml className="sh-content__text" html={item.html} />
              <a className="sh-faq__anchor" href={`#${item.id}`}>
                Link to this answer<span className="cy-visually-hidden">: {item.title}</span>
              </a>
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}
