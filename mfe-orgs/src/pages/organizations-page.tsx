import { useState } from 'react';
import { ORG_SEARCH_DEBOUNCE_MS } from '@cypher/contracts';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import { InfiniteScrollSentinel, SearchInput, useDebouncedValue, useSessionUser } from '@cypher/contracts/react';
import { useMyOrganizations } from '../features/organizations/api/use-my-organizations';
import { useOrganizations } from '../features/organizations/api/use-organizations';
import { CreateOrganizationButton } from '../features/organizations/components/create-organization-button';
import { OrgSection } from '../features/organizations/components/org-section';
import { LABELS } from '../shared/labels';

/** /organizations: search, 'My organizations' for a signed-in member of any, and 'All organizations'. */
export function OrganizationsPage() {
  const user = useSessionUser();
  const [typed, setTyped] = useState('');
  // Spec: the list is asked for again 500 ms after the last keystroke.
  const keyword = useDebouncedValue(typed.trim(), ORG_SEARCH_DEBOUNCE_MS);
  const mine = useMyOrganizations(user?.id ?? null);
  const all = useOrganizations(keyword);

  return (
    <div className="cy-page">
      <header className="cy-page__header">
        <h1 className="cy-title">{LABELS.title}</h1>
        <SearchInput value={typed} onChange={setTyped} label={LABELS.search} />
        <CreateOrganizationButton />
      </header>
      {user && mine.length > 0 ? <OrgSection title={ORGANIZATIONS.mine} orgs={mine} /> : null}
      <OrgSection
        title={ORGANIZATIONS.all}
        orgs={all.items}
        empty={all.loading ? <p className="cy-skeleton" aria-busy="true" /> : <p className="cy-muted">{LABELS.noneFound}</p>}
        footer={<InfiniteScrollSentinel list={all} moreLabel={LABELS.showMore} />}
      />
    </div>
  );
}
