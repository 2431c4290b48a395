import type { EventTabCounts } from '../schemas/event.js';

/** A tab of a page's event list (profile, organization): a period or the drafts. */
export type EventTab = keyof EventTabCounts;

/** The profile's sub-tabs in the spec's order: Happening, Past, Upcoming, Drafts. */
export const PROFILE_EVENT_TABS = ['now', 'past', 'future', 'draft'] as const;
/** The organization page's tabs: happening now, then coming, then past, then drafts. */
export const ORG_EVENT_TABS = ['now', 'future', 'past', 'draft'] as const;

/**
 * Only tabs holding events are shown, in the page's order; Drafts only to who may see them (the
 * profile's owner, the organization's editors). No counts yet: no tabs.
 */
export function visibleEventTabs<T extends EventTab>(
  order: readonly T[],
  counts: EventTabCounts | null | undefined,
  canSeeDrafts: boolean,
): T[] {
  if (!counts) return [];
  return order.filter((tab) => counts[tab] > 0 && (tab !== 'draft' || canSeeDrafts));
}
