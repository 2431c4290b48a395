import type { PrelimsEntry } from '@cypher/contracts';

export type PrelimsSort = `${'points' | 'name' | 'number'}-${'asc' | 'desc'}`;

/** The query of GET /battles/{id}/prelims: order, 'Search dancers', one group. */
export interface PrelimsFilter {
  sb?: PrelimsSort;
  k?: string;
  group?: number;
}

const byNumber = (a: PrelimsEntry, b: PrelimsEntry) => (a.randId ?? Infinity) - (b.randId ?? Infinity);
const byName = (a: PrelimsEntry, b: PrelimsEntry) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * Search (case-insensitive on the dancer or crew name), the group filter, then the order. Points
 * default to best first; unscored entries stay last in either direction, and ties keep the
 * assigned number's order so the list does not jump between refreshes.
 */
export function sortPrelimsEntries(entries: PrelimsEntry[], filter: PrelimsFilter): PrelimsEntry[] {
  const k = filter.k?.trim().toLowerCase();
  const kept = entries.filter(
    (e) => (!k || e.name.toLowerCase().includes(k)) && (filter.group === undefined || e.group === filter.group),
  );
  const [field, direction] = (filter.sb ?? 'points-desc').split('-') as ['points' | 'name' | 'number', 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  return kept.sort((a, b) => {
    if (field === 'points') {
      if (a.pointsAverage === null || b.pointsAverage === null)
        return (a.pointsAverage === null ? 1 : 0) - (b.pointsAverage === null ? 1 : 0) || byNumber(a, b);
      return sign * (a.pointsAverage - b.pointsAverage) || byNumber(a, b);
    }
    if (field === 'name') return sign * byName(a, b) || byNumber(a, b);
    return sign * byNumber(a, b);
  });
}
