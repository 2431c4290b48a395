import type { ReactNode } from 'react';
import styles from '../prelims.css';
import { PRELIMS_LABELS } from '../labels';

/**
 * The prelims pages' frame: the battle heading (given by the page), then the page's content.
 * The prelims styles come with this chunk, so the battle page's first paint does not carry them.
 */
export function PrelimsFrame({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <article className="cy-page bt-prelims">
      <style>{styles}</style>
      {heading}
      {children}
    </article>
  );
}

export function PrelimsLoading() {
  return <p className="cy-skeleton bt-loading" role="status" aria-label={PRELIMS_LABELS.loading} />;
}
