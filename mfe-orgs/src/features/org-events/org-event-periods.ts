import { PROFILE, type EventTabCounts } from '@cypher/contracts';

export type OrgEventTab = 'now' | 'future' | 'past' | 'draft';

const ORDER: OrgEventTab[] = ['now', 'future', 'past', 'draft'];

/** Spec default sort direction per tab: now ascending, past descending, future ascending, draft descending. */
export const TAB_SORT = { now: 'date-asc', future: 'date-asc', past: 'date-desc', draft: 'date-desc' } as const;

export const TAB_LABEL: Record<OrgEventTab, string> = PROFILE.eventTabs;

/** As on the profile: only tabs with events are shown, and Drafts only to editors. */
export function visibleTabs(counts: EventTabCounts | null | undefined, canEdit: boolean): OrgEventTab[] {
  if (!counts) return [];
  return ORDER.filter((tab) => (tab !== 'draft' || canEdit) && counts[tab] > 0);
}
