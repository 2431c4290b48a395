import { ORG_EVENT_TABS, PROFILE_EVENT_TABS, visibleEventTabs } from './event-tabs.js';

const counts = { now: 0, past: 3, future: 1, draft: 2 };

describe('visibleEventTabs', () => {
  it('keeps only tabs with events, in the page order', () => {
    expect(visibleEventTabs(PROFILE_EVENT_TABS, counts, false)).toEqual(['past', 'future']);
    expect(visibleEventTabs(ORG_EVENT_TABS, counts, false)).toEqual(['future', 'past']);
  });

  it('shows drafts only to who may see them', () => {
    expect(visibleEventTabs(PROFILE_EVENT_TABS, counts, true)).toEqual(['past', 'future', 'draft']);
    expect(visibleEventTabs(PROFILE_EVENT_TABS, { now: 0, past: 0, future: 0, draft: 4 }, false)).toEqual([]);
  });

  it('shows no tabs before the counts arrive', () => {
    expect(visibleEventTabs(ORG_EVENT_TABS, null, true)).toEqual([]);
  });
});
