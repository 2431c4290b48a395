// One layout for the shell's text pages (Privacy Policy, Terms, Patreon): heading, last-updated
// date, a list of the sections to jump to, then the sections.
import type { ReactNode } from 'react';
import { ContentHtml } from './content-html.js';
import type { ContentPageData } from './content-page-data.js';
import { ContentHeader } from './content-header.js';
import { usePageMeta } from './page-meta.js';
import { useScrollToHash } from './scroll-to-hash.js';

export function ContentDocument({
  page,
  children,
  contents = true,
}: {
  page: ContentPageData;
  children?: ReactNode;
  contents?: boolean;
}) {
  usePageMeta(page);
  useScrollToHash();
  return (
    <article className="sh-content" aria-labelledby="sh-content-title">
      <ContentHeader page={page} />
      {children}
      {contents && page.sections.length > 2 && (
        <nav className="sh-content__toc" aria-label="On this page">
          <h2 className="sh-content__toc-title">On this page</h2>
          <ol>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page.sections.map((section) => (
        <section key={section.id} id={section.id} className="sh-content__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <ContentHtml className="sh-content__text" html={section.html} />
          {section.items.map((item) => (
            <div key={item.id} id={item.id} className="sh-content__item">
              <h3>{item.title}</h3>
              <ContentHtml className="sh-content__text" html={item.html} />
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}
