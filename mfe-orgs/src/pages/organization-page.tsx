import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import { lazyPage, MediaPanel, ReportNotFound } from '@cypher/contracts/react';
import { OrgEventsTab } from '../features/org-events/org-events-tab';
import { useOrganization } from '../shared/use-organization';
import { useOrgId } from '../features/organization/api/use-org-id';
import { OrgHeader, OrgHeaderSkeleton } from '../features/organization/components/org-header';
import { OrgTabs, type TabItem } from '../features/organization/components/org-tabs';
import { ORG_TABS, TAB_BAR_ID, type OrgTab } from '../shared/paths';

// The page opens on its events tab: the members and about tabs (the leaderboard, the member
// management, the description's sanitiser) are chunks fetched when one is first opened.
const OrgMembersTab = lazyPage(() => import('../features/org-members/org-members-tab'), 'OrgMembersTab');
const OrgAboutTab = lazyPage(() => import('../features/org-about/org-about-tab'), 'OrgAboutTab');

function asTab(value: string | null): OrgTab | null {
  return (ORG_TABS as readonly string[]).includes(value ?? '') ? (value as OrgTab) : null;
}

/** /organization/:id — header and the tabs events, members, media, about (`?tab=`). */
export function OrganizationPage() {
  const id = useOrgId();
  const { org, missing } = useOrganization(id);
  const [search, setSearch] = useSearchParams();
  const asked = asTab(search.get('tab'));
  const [collapsed, setCollapsed] = useState(false);

  // A link with ?tab= is an anchor to the tab bar: bring it into view once the page is there.
  const ready = Boolean(org);
  useEffect(() => {
    if (ready && asked) document.getElementById(TAB_BAR_ID)?.scrollIntoView?.({ block: 'start' });
    // Only when the page first appears with a tab, not on every tab change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  if (id === null || missing) return <ReportNotFound />;

  // Until the organization is here the page keeps its final frame — header skeleton, the real tab
  // bar, the open panel's skeleton — so nothing above the panel moves when it arrives (CLS, issue 7).
  const loading = <p className="cy-skeleton" aria-busy="true" />;
  // A tab whose code is on its way shows the same skeleton as one whose organization is.
  const onDemand = (panel: ReactNode) => <Suspense fallback={loading}>{panel}</Suspense>;
  const tabs: TabItem[] = [
    // The events tab needs only the id to start: its reads go out beside the organization's.
    { id: 'events', label: ORGANIZATIONS.tabs.events, panel: () => <OrgEventsTab orgId={id} canEdit={org?.canEdit ?? null} /> },
    { id: 'members', label: ORGANIZATIONS.tabs.members, panel: () => (org ? onDemand(<OrgMembersTab org={org} />) : loading) },
    {
      id: 'media',
      label: ORGANIZATIONS.tabs.media,
      panel: () => (org ? <MediaPanel owner={{ orgId: org.id }} canEdit={org.canEdit} /> : loading),
    },
    { id: 'about', label: ORGANIZATIONS.tabs.about, panel: () => (org ? onDemand(<OrgAboutTab org={org} />) : loading) },
  ];
  const select = (tab: OrgTab | null) => {
    setCollapsed(tab === null);
    if (tab) setSearch({ tab }, { replace: true });
  };

  return (
    <div className="cy-page og-org-page" aria-busy={!org}>
      {org ? <OrgHeader org={org} /> : <OrgHeaderSkeleton />}
      <OrgTabs tabs={tabs} selected={collapsed ? null : (asked ?? 'events')} onSelect={select} />
    </div>
  );
}
