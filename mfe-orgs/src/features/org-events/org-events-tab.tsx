import { useRef, useState, type KeyboardEvent } from 'react';
import { ORG_EVENTS_PAGE_SIZE, routes } from '@cypher/contracts';
import { ORG_EVENT_TABS, visibleEventTabs, type EventTab } from '@cypher/contracts/rules';
import { EMPTY, PROFILE } from '@cypher/contracts/texts';
import { InfiniteScrollSentinel, useApi, usePlatform } from '@cypher/contracts/react';
import { LABELS } from '../../shared/labels';
import { OrgEventChip } from './org-event-chip';
import { OrgEventChipSkeletons } from './org-event-chip-skeleton';
import { useOrgEvents } from './use-org-events';

interface ListProps {
  orgId: number;
  tab: EventTab;
  /** The tab's count: as many placeholder chips as its first page will show. */
  count: number;
  version: number;
  canEdit: boolean;
  onChanged: () => void;
}

/** One period's chips; mounted once the counts tell which tab is open, so nothing is asked for twice. */
function OrgEventList({ orgId, tab, count, version, canEdit, onChanged }: ListProps) {
  const list = useOrgEvents(orgId, tab, version);
  const waiting = list.loading && list.items.length === 0;
  return (
    <>
      <ul className="og-event-list" aria-busy={waiting}>
        {list.items.map((event) => (
          <OrgEventChip key={event.id} event={event} canEdit={canEdit} onChanged={onChanged} />
        ))}
        {waiting ? <OrgEventChipSkeletons count={Math.min(count, ORG_EVENTS_PAGE_SIZE)} /> : null}
      </ul>
      {!list.loading && list.items.length === 0 ? <p className="cy-muted">{EMPTY.events}</p> : null}
      <InfiniteScrollSentinel list={list} moreLabel={LABELS.eventsTab.more} />
    </>
  );
}

/**
 * The organization's calendar feed as a webcal: link: a click hands it to the device's calendar
 * app, which subscribes (the feed keeps itself current) rather than importing once. It needs only
 * the id, so it stands first in the tab from the first frame and nothing pushes it down (CLS).
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

/** Until the counts answer: a period bar of the bar's height and one placeholder chip. */
function OrgEventsLoading() {
  return (
    <>
      <div className="cy-tabs og-tabs__bar" aria-hidden="true">
        <span className="cy-tab og-tab">
          <span className="og-skeleton-line og-skeleton-line--tab" />
        </span>
      </div>
      <ul className="og-event-list">
        <OrgEventChipSkeletons count={1} />
      </ul>
    </>
  );
}

/**
 * The events tab: the calendar feed, period sub-tabs with counts, event chips 8 a page with infinite
 * scroll. `canEdit` is null while the organization loads: the counts are asked for at once, beside
 * the organization, and the tab stays one tree from its first frame (nothing remounts or moves).
 */
export function OrgEventsTab({ orgId, canEdit }: { orgId: number; canEdit: boolean | null }) {
  const counts = useApi(routes.events.tabs, { query: { o: String(orgId) } });
  const tabs = visibleEventTabs(ORG_EVENT_TABS, counts.data, canEdit === true);
  const [chosen, setChosen] = useState<EventTab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : (tabs[0] ?? null);
  const [version, setVersion] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // Spec: after publishing or removing (the chips' menu), the list and its counts are loaded again.
  const refresh = () => {
    setVersion((v) => v + 1);
    void counts.mutate();
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

  const waiting = counts.data === undefined || canEdit === null;
  return (
    <div className="og-events" aria-busy={waiting}>
      <FeedLink orgId={orgId} />
      {waiting ? (
        <OrgEventsLoading />
      ) : tabs.length === 0 || !tab ? (
        <p className="cy-muted">{EMPTY.events}</p>
      ) : (
        <>
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
            <OrgEventList
              orgId={orgId}
              tab={tab}
              count={counts.data?.[tab] ?? 0}
              version={version}
              canEdit={canEdit}
              onChanged={refresh}
            />
          </div>
        </>
      )}
    </div>
  );
}
