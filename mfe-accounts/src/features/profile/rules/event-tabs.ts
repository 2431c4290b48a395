import type { EventTabCounts } from '@cypher/contracts';

/** The Events tab's sub-tabs, in the spec's order: Happening, Past, Upcoming, Drafts. */
export const PROFILE_EVENT_TABS = ['now', 'past', 'future', 'draft'] as const;
export type ProfileEventTab = (typeof PROFILE_EVENT_TABS)[number];

/**
 * Spec default direction per tab: now ascending, past descending, future ascending, draft
 * descending. Drafts may have no dates yet, so they are ordered by when they were created.
 */
export const DEFAULT_SORT: Record<ProfileEventTab, 'date-asc' | 'date-desc' | 'created-desc'> = {
  now: 'date-asc',
  past: 'date-desc',
  future: 'date-asc',
  draft: 'created-desc',
};

/** Only tabs holding events are shown; Drafts only to the profile's owner. */
export function visibleEventTabs(counts: EventTabCounts | null | undefined, isOwner: boolean): ProfileEventTab[] {
  if (!counts) return [];
  return PROFILE_EVENT_TABS.filter((tab) => counts[tab] > 0 && (tab !== 'draft' || isOwner));
}
