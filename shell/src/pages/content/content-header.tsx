import { ContentHtml } from './content-html.js';
import type { ContentPageData } from './content-page-data.js';
// Fetched with the text pages' chunk, like any stylesheet a chunk imports.
import './content.css';

/** 'Last updated: November 23, 2026' from the page's `YYYY-MM-DD` front matter. */
export function formatUpdated(updated: string): string {
  return new Date(`${updated}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export function LastUpdated({ updated }: { updated: string }) {
  return (
    <p className="sh-content__updated">
      Last updated: <time dateTime={updated}>{formatUpdated(updated)}</time>
    </p>
  );
}

/** The top of every text page: its heading, last-updated date and introduction. */
export function ContentHeader({ page }: { page: ContentPageData }) {
  return (
    <>
      <header className="sh-content__header">
        <h1 id="sh-content-title" className="sh-content__title">
          {page.heading}
        </h1>
        <LastUpdated updated={page.updated} />
      </header>
      <ContentHtml className="sh-content__text" html={page.intro} />
    </>
  );
}
