import type { PrelimsEntry } from '@cypher/contracts';

export type PrelimsOrderField = 'points' | 'name' | 'number';
export type PrelimsOrderDirection = 'asc' | 'desc';
export interface PrelimsOrder {
  field: PrelimsOrderField;
  direction: PrelimsOrderDirection;
}

/**
 * The list opens by points, highest first — except for judges, who score dancers as they come up
 * by number: ordered by points, the row a judge just scored would jump away under their finger.
 */
export function defaultOrder(canJudge: boolean): PrelimsOrder {
  return canJudge ? { field: 'number', direction: 'asc' } : { field: 'points', direction: 'desc' };
}

const byName = (a: PrelimsEntry, b: PrelimsEntry) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Missing values (no score yet, no number yet) go last whichever way the list runs. */
function compareMissingLast(a: number | null, b: number | null, sign: number): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return sign * (a - b);
}

/**
 * 'Order by' Points, Name or 'Assigned number', up or down. Sorted here rather than by the API's
 * `sb` so that a judge's own score (answered by POST, unsorted) never reorders the list under
 * their finger before the next read; ties fall back to the name.
 */
export function orderEntries(entries: PrelimsEntry[], { field, direction }: PrelimsOrder): PrelimsEntry[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: PrelimsEntry, b: PrelimsEntry): number => {
    if (field === 'name') return sign * byName(a, b);
    const value = (entry: PrelimsEntry) => (field === 'points' ? entry.pointsAverage : entry.randId);
    return compareMissingLast(value(a), value(b), sign) || byName(a, b);
  };
  return [...entries].sort(compare);
}

/**
 * 'Search dancers': case-insensitive on the dancer's or crew's name (a crew is found by its
 * dancers' names too), and only the group's rows when a group is given.
 */
export function searchEntries(entries: PrelimsEntry[], keyword: string, groupId: number | null = null): PrelimsEntry[] {
  const wanted = keyword.trim().toLocaleLowerCase();
  const matches = (name: string) => name.toLocaleLowerCase().includes(wanted);
  return entries.filter(
    (entry) =>
      (groupId === null || entry.group === groupId) &&
      (!wanted || matches(entry.name) || entry.members.some((member) => matches(member.dancerName))),
  );
}
