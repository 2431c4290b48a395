import { useState } from 'react';
import { PROFILE_EVENTS_PAGE_SIZE } from '@cypher/contracts';
import { PROFILE_EVENT_TABS, visibleEventTabs, type EventTab } from '@cypher/contracts/rules';
import { PROFILE } from '@cypher/contracts/texts';
import { useProfileEvents } from '../api/use-profile-events';
import { useProfileEventTabs } from '../api/use-profile-event-tabs';
import { PROFILE_LABELS } from '../../../shared/profile-labels';
import { EventChip } from './event-chip';
import { Pagination } from './pagination';
import { panelId, tabId, TabList } from './tab-list';

const ID_PREFIX = 'ac-profile-events';

/**
 * Events tab: sub-tabs Happening, Past, Upcoming and (owner only) Drafts, each shown only when it
 * holds events; the first one holding events is open first. Pages of 5 with pagination. The owner
 * publishes or removes a draft from its chip's menu; the tabs and the list then load again, so a
 * published draft moves to its period and the Drafts tab goes with its last draft.
 */
export function ProfileEventsTab({ userId, isOwner }: { userId: number; isOwner: boolean }) {
  const tabCounts = useProfileEventTabs(userId);
  const counts = tabCounts.data;
  const tabs = visibleEventTabs(PROFILE_EVENT_TABS, counts, isOwner);
  const [chosen, setChosen] = useState<{ tab: EventTab; page: number } | null>(null);
  // A tab stays chosen while it is shown; otherwise the first tab with events is open.
  const tab = chosen && tabs.includes(chosen.tab) ? chosen.tab : (tabs[0] ?? null);
  const pageCount = counts && tab ? Math.ceil(counts[tab] / PROFILE_EVENTS_PAGE_SIZE) : 0;
  // A removal can leave the chosen page past the last one: the last page is shown then.
  const page = chosen && chosen.tab === tab ? Math.min(chosen.page, Math.max(pageCount - 1, 0)) : 0;
  const list = useProfileEvents(userId, tab, page);
  const events = list.data;
  const reload = () => {
    void tabCounts.mutate();
    void list.mutate();
  };

  if (counts === undefined) return null;
  if (tab === null || !counts) return <p className="ac-profile-events__empty">{PROFILE_LABELS.noEvents}</p>;
  return (
    <div className="ac-profile-events">
      <TabList
        label={PROFILE_LABELS.eventTabs}
        idPrefix={ID_PREFIX}
        className="cy-tabs"
        tabs={tabs.map((id) => ({ id, label: PROFILE.eventTabs[id] }))}
        selected={tab}
        onSelect={(next) => setChosen({ tab: next, page: 0 })}
      />
      <div role="tabpanel" id={panelId(ID_PREFIX, tab)} aria-labelledby={tabId(ID_PREFIX, tab)} tabIndex={0}>
        <ul className="ac-profile-events__list" aria-busy={events === undefined}>
          {(events ?? []).map((event) => (
            <EventChip key={event.id} event={event} onChanged={reload} />
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} onPage={(next) => setChosen({ tab, page: next })} />
      </div>
    </div>
  );
}
