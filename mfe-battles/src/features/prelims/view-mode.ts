export type PrelimsViewMode = 'groups' | 'list';

/**
 * The view the prelims page shows (?prelimsViewMode): groups only while more than one group
 * exists — one group is no grouping at all, so the list is forced — and groups by default then.
 */
export function prelimsViewMode(asked: string | null, groupCount: number): PrelimsViewMode {
  if (groupCount <= 1) return 'list';
  return asked === 'list' ? 'list' : 'groups';
}
