import type { ReactNode } from 'react';
import '../prelims.css';
import { PRELIMS_LABELS } from '../labels';

/**
 * The prelims pages' frame: the battle heading (given by the page), then the page's content.
 * The prelims stylesheet is fetched with this chunk, so the battle page does not download it.
 */
export function PrelimsFrame({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <article className="cy-page bt-prelims">
      {heading}
      {children}
    </article>
  );
}

export function PrelimsLoading() {
  return <p className="cy-skeleton bt-loading" role="status" aria-label={PRELIMS_LABELS.loading} />;
}
