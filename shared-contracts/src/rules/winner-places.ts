import { WINNER_PLACES } from '../constants.js';
import { BATTLES, BRACKETS } from '../texts.js';

/** '1st Place', '2nd Place', 'Top 4' … 'Top 32'. */
export function placeLabel(place: number): string {
  return BATTLES.placeLabels[place] ?? BRACKETS.top(place);
}

/**
 * How many entries share a place: one 1st and one 2nd, then each 'Top N' is the places down to N
 * (Top 4: 3rd and 4th, two entries; Top 8: four), which is why the editor reveals them doubling.
 */
export function placeSize(place: number): number {
  return place <= 2 ? 1 : place / 2;
}

/**
 * The winners editor opens with 1st and 2nd; 'Add top {n}' reveals the next place, doubling
 * (4, 8, 16, 32). Answers the places to show after `reveals` presses.
 */
export function visiblePlaces(reveals: number): number[] {
  return WINNER_PLACES.slice(0, Math.min(WINNER_PLACES.length, 2 + Math.max(0, reveals)));
}

/** The place the 'Add top {n}' button would reveal next, or null when all are shown. */
export function nextPlace(shown: readonly number[]): number | null {
  const last = shown[shown.length - 1] ?? 1;
  const next = last * 2;
  return (WINNER_PLACES as readonly number[]).includes(next) ? next : null;
}
