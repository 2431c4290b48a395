import { useRef, useState, type KeyboardEvent } from 'react';
import { routes, type EventPreview } from '@cypher/contracts';
import { ORG_EVENT_TABS, visibleEventTabs, type EventTab } from '@cypher/contracts/rules';
import { EMPTY, ORGANIZATIONS, PROFILE } from '@cypher/contracts/texts';
import { ConfirmDialog, InfiniteScrollSentinel, useApi, usePlatform } from '@cypher/contracts/react';
import { LABELS } from '../../shared/labels';
import { OrgEventChip } from './org-event-chip';
import { useOrgEvents } from './use-org-events';

interface ListProps {
  orgId: number;
  tab: EventTab;
  version: number;
  canEdit: boolean;
  onPublish: (event: EventPreview) => void;
  onRemove: (event: EventPreview) => void;
}

/** One period's chips; mounted once the counts tell which tab is open, so nothing is asked for twice. */
function OrgEventList({ orgId, tab, version, canEdit, onPublish, onRemove }: ListProps) {
  const list = useOrgEvents(orgId, tab, version);
  return (
    <>
      <ul className="og-event-list">
        {list.items.map((event) => (
          <OrgEventChip key={event.id} event={event} canEdit={canEdit} onPublish={onPublish} onRemove={onRemove} />
        ))}
      </ul>
      {!list.loading && list.items.length === 0 ? <p className="cy-muted">{EMPTY.events}</p> : null}
      <InfiniteScrollSentinel list={list} moreLabel={LABELS.eventsTab.more} />
    </>
  );
}

/**
 * The organization's calendar feed as a webcal: link: a click hands it to the device's calendar
 * app, which subscribes (the feed keeps itself current) rather than importing once.
 */
function FeedLink({ orgId }: { orgId: number }) {
  const { api } = usePlatform();
  const feed = new URL(api.url(routes.events.calendarFeed, { query: { o: String(orgId) } }), window.location.href);
  return (
    <p className="og-events__feed">
      <a href={feed.href.replace(/^https?:/, 'webcal:')}>{LABELS.eventsTab.subscribe}</a>
    </p>
  );
}

/** The events tab: period sub-tabs with counts, event chips 8 a page with infinite scroll, the calendar feed. */
export function OrgEventsTab({ orgId, canEdit }: { orgId: number; canEdit: boolean }) {
  const { api } = usePlatform();
  const counts = useApi(routes.events.tabs, { query: { o: String(orgId) } });
  const tabs = visibleEventTabs(ORG_EVENT_TABS, counts.data, canEdit);
  const [chosen, setChosen] = useState<EventTab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : (tabs[0] ?? null);
  const [version, setVersion] = useState(0);
  const [removing, setRemoving] = useState<EventPreview | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // Spec: after publishing or removing, the list (and its counts) are loaded again.
  const refresh = () => {
    setVersion((v) => v + 1);
    void counts.mutate();
  };
  const publish = async (event: EventPreview) => {
    if (await api.call(routes.events.publish, { params: { id: event.id } })) refresh();
  };
  const remove = async (event: EventPreview) => {
    setRemoving(null);
    if (await api.call(routes.events.remove, { params: { id: event.id } })) refresh();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tab ? tabs.indexOf(tab) : 0;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    setChosen(tabs[next]);
    buttons.current[next]?.focus();
  };

  if (counts.data === undefined) return <p className="cy-skeleton" aria-busy="true" />;
  if (tabs.length === 0 || !tab)
    return (
      <>
        <p className="cy-muted">{EMPTY.events}</p>
        <FeedLink orgId={orgId} />
      </>
    );
  return (
    <div className="og-events">
      <div className="cy-tabs og-tabs__bar" role="tablist" aria-label={LABELS.eventsTab.periods} onKeyDown={onKeyDown}>
        {tabs.map((option, i) => (
          <button
            key={option}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="tab"
            className="cy-tab og-tab"
            aria-selected={option === tab}
            tabIndex={option === tab ? 0 : -1}
            onClick={() => setChosen(option)}
          >
            {PROFILE.eventTabs[option]} <span className="og-subtabs__count">{counts.data?.[option]}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={PROFILE.eventTabs[tab]}>
        <OrgEventList orgId={orgId} tab={tab} version={version} canEdit={canEdit} onPublish={publish} onRemove={setRemoving} />
      </div>
      <FeedLink orgId={orgId} />
      {removing ? (
        <ConfirmDialog
          text={LABELS.eventsTab.confirmRemove(removing.title || EMPTY.untitled)}
          confirmLabel={ORGANIZATIONS.removeEvent}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
