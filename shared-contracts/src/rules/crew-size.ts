import { CREW_SIZES, UNLIMITED } from '../constants.js';
import { BATTLE_HEADING } from '../texts.js';

/** '1 vs 1' … '10 vs 10', or 'Unlimited' for 10000. */
export function crewSizeLabel(size: number): string {
  return size >= UNLIMITED ? BATTLE_HEADING.unlimited : `${size} vs ${size}`;
}

/** The category options of the battle editor. */
export const crewSizeOptions: { value: number; label: string }[] = CREW_SIZES.map((value) => ({
  value,
  label: crewSizeLabel(value),
}));

/** How many more dancers a crew of `current` may take; Infinity when unlimited. */
export function crewSpotsLeft(crewSize: number, current: number): number {
  if (crewSize >= UNLIMITED) return Number.POSITIVE_INFINITY;
  return Math.max(0, crewSize - current);
}
