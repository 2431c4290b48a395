import { HOME_FEATURED_EVENTS } from '../constants.js';

/**
 * Spec: Home features the first 3 of the 'now' and 'future' chunks — happening now comes first.
 * The page draws them and the composition server preloads the first one's image, from one rule.
 */
export function featuredEvents<T>(now: readonly T[] | null | undefined, future: readonly T[] | null | undefined): T[] {
  return [...(now ?? []), ...(future ?? [])].slice(0, HOME_FEATURED_EVENTS);
}
