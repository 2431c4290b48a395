import { BADGE_THRESHOLDS } from '../constants.js';

export interface BadgeState {
  threshold: number;
  reached: boolean;
  /** The 100 badge shows a crown. */
  crown: boolean;
}

/** The profile's badges: one per threshold (1, 10, 40, 80, 100 events attended), faded until reached. */
export function badgeStates(eventsAttended: number | null | undefined): BadgeState[] {
  const attended = eventsAttended ?? 0;
  const top = BADGE_THRESHOLDS[BADGE_THRESHOLDS.length - 1];
  return BADGE_THRESHOLDS.map((threshold) => ({ threshold, reached: attended >= threshold, crown: threshold === top }));
}
