import { useId, useState, type ReactNode } from 'react';
import type { OrgListItem } from '@cypher/contracts';
import { EAGER_ORG_CARDS, OrgCard } from './org-card';
import { OrgTable } from './org-table';
import { ViewToggle, type OrgView } from './view-toggle';

interface Props {
  title: string;
  orgs: OrgListItem[];
  /** Shown under the organizations (the infinite-scroll sentinel of 'All organizations'). */
  footer?: ReactNode;
  /** Shown instead of the list when it is empty. */
  empty?: ReactNode;
}

/** One section of the page ('My organizations', 'All organizations') with its own grid/list toggle. */
export function OrgSection({ title, orgs, footer, empty }: Props) {
  const [view, setView] = useState<OrgView>('grid');
  const headingId = useId();
  return (
    <section className="og-section" aria-labelledby={headingId}>
      <div className="og-section__header">
        <h2 id={headingId} className="cy-heading">
          {title}
        </h2>
        <ViewToggle section={title} view={view} onChange={setView} />
      </div>
      {orgs.length === 0 ? (
        empty
      ) : view === 'grid' ? (
        <ul className="cy-grid og-grid">
          {orgs.map((org, index) => (
            <OrgCard key={org.id} org={org} eager={index < EAGER_ORG_CARDS} />
          ))}
        </ul>
      ) : (
        <OrgTable orgs={orgs} caption={title} />
      )}
      {footer}
    </section>
  );
}
