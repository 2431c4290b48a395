/** The organization filter as the address carries it: `?o=3,7` (ids, comma separated). */
export function parseOrgIds(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** Adds the id when it is not chosen yet, takes it out when it is. */
export function toggleOrgId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** The `o` value of a choice; null when nothing is chosen (every organization). */
export function orgIdsParam(ids: readonly number[]): string | null {
  return ids.length ? ids.join(',') : null;
}
