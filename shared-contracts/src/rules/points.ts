import { HALF_POINT, PRELIMS_POINTS_MAX, PRELIMS_POINTS_MIN, SPARRING_POINTS_MAX, SPARRING_POINTS_MIN } from '../constants.js';

function inHalves(points: number, min: number, max: number): boolean {
  return Number.isInteger(points * 2) && points >= min && points <= max + HALF_POINT;
}

/** Prelims: whole 1 to 10, plus an optional half point. */
export function isValidPrelimsPoints(points: number): boolean {
  return inHalves(points, PRELIMS_POINTS_MIN, PRELIMS_POINTS_MAX);
}

/** Sparring round: 6 to 10, plus the optional half-point star. */
export function isValidSparringPoints(points: number): boolean {
  return inHalves(points, SPARRING_POINTS_MIN, SPARRING_POINTS_MAX);
}

/** The scoring pad: tapping the selected whole number clears it; the star adds or removes 0.5. */
export function tapWholePoint(current: number | null, whole: number): number | null {
  if (current !== null && Math.floor(current) === whole) return null;
  const hasHalf = current !== null && !Number.isInteger(current);
  return whole + (hasHalf ? HALF_POINT : 0);
}

export function toggleHalfPoint(current: number | null): number | null {
  if (current === null) return null;
  return Number.isInteger(current) ? current + HALF_POINT : current - HALF_POINT;
}
